import { describe, expect, it } from 'vitest'
import parsingNegative from '../vectors/siwe/parsing_negative.json' with { type: 'json' }
import parsingNegativeObjects from '../vectors/siwe/parsing_negative_objects.json' with {
  type: 'json',
}
import parsingPositive from '../vectors/siwe/parsing_positive.json' with { type: 'json' }
import { formatSiwxMessage } from './format-message.js'
import { SiwxMessageError } from './message-errors.js'
import { parseSiwxMessage } from './parse-message.js'
import { fromSiweFields } from './siwe-fields.test-helper.js'

describe('SIWE parsing vectors (EIP-4361)', () => {
  const positive = Object.entries(parsingPositive)
  it(`parsing_positive.json: ${positive.length}/${positive.length} parse to their fields and format back to the same text`, () => {
    for (const [name, vector] of positive) {
      const parsed = parseSiwxMessage(vector.message)
      expect(parsed, name).toEqual(fromSiweFields(vector.fields))
      expect(formatSiwxMessage(parsed), name).toBe(vector.message)
      expect(formatSiwxMessage(fromSiweFields(vector.fields)), name).toBe(vector.message)
    }
  })

  const negative = Object.entries(parsingNegative)
  it(`parsing_negative.json: ${negative.length}/${negative.length} are refused`, () => {
    for (const [name, text] of negative)
      expect(() => parseSiwxMessage(text), name).toThrow(SiwxMessageError)
  })

  const negativeObjects = Object.entries(parsingNegativeObjects)
  it(`parsing_negative_objects.json: ${negativeObjects.length}/${negativeObjects.length} cannot be formatted`, () => {
    for (const [name, fields] of negativeObjects)
      expect(() => formatSiwxMessage(fromSiweFields(fields)), name).toThrow(SiwxMessageError)
  })
})

describe('strict text: nothing is normalised before it parses', () => {
  const text = parsingPositive['couple of optional fields'].message

  it('refuses CRLF line endings, a trailing newline and leading or trailing spaces', () => {
    expect(() => parseSiwxMessage(text.replaceAll('\n', '\r\n'))).toThrow('Invalid sign-in message')
    expect(() => parseSiwxMessage(`${text}\n`)).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage(` ${text}`)).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage(text.replace('Version: 1', 'Version:  1'))).toThrow(
      SiwxMessageError,
    )
  })

  it('refuses an all-lower-case eip155 address and a non-decimal chain id', () => {
    const lower = text.replace(
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    )
    expect(() => parseSiwxMessage(lower)).toThrow(
      expect.objectContaining({ field: 'address', details: 'invalid EIP-55 address' }),
    )
    let error: unknown
    try {
      parseSiwxMessage(text.replace('Chain ID: 1', 'Chain ID: 0x1'))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SiwxMessageError)
    expect((error as SiwxMessageError).field).toBe('chainId')
  })

  it('keeps timestamps as signed (no .000Z added)', () => {
    const parsed = parseSiwxMessage(parsingPositive['timestamp without microseconds'].message)
    expect(parsed.issuedAt).toBe('2021-09-30T16:25:24Z')
  })
})
