import { describe, expect, it } from 'vitest'
import { readRawJsonRpcId } from './raw-json-rpc-id.js'

describe('readRawJsonRpcId', () => {
  it('keeps 19-digit ids exactly (JSON.parse would round them)', () => {
    const text = '{"id":1732158437361912345,"jsonrpc":"2.0","method":"irn_publish","params":{}}'
    expect(readRawJsonRpcId(text)).toBe('1732158437361912345')
    expect(String((JSON.parse(text) as { id: number }).id)).not.toBe('1732158437361912345')
  })

  it('finds the top-level id after nested objects holding their own "id"', () => {
    const text =
      '{ "jsonrpc": "2.0", "params": {"topic":"t","id":"nested","data":{"id":5}}, "method":"irn_unsubscribe" , "id" : 98765432109876543210 }'
    expect(readRawJsonRpcId(text)).toBe('98765432109876543210')
  })

  it('returns string ids with their quotes, ignores keys inside strings', () => {
    expect(readRawJsonRpcId('{"message":"{\\"id\\":1}","id":"abc"}')).toBe('"abc"')
  })

  it('returns undefined without a usable id', () => {
    expect(readRawJsonRpcId('{"jsonrpc":"2.0","method":"x"}')).toBeUndefined()
    expect(readRawJsonRpcId('{"id":null}')).toBeUndefined()
    expect(readRawJsonRpcId('{"id":1.5}')).toBeUndefined()
    expect(readRawJsonRpcId('[1,2]')).toBeUndefined()
    expect(readRawJsonRpcId('not json')).toBeUndefined()
  })
})
