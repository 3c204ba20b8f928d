import { type Hex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransferLog, type RawLog, TRANSFER_TOPIC } from './transfer-log.js'

const from = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const base = {
  address: '0xAbCdEf0000000000000000000000000000000001' as Hex,
  transactionHash: '0x01' as Hex,
  transactionIndex: '0x0' as Hex,
  logIndex: '0x0' as Hex,
  blockNumber: '0x1' as Hex,
}
const log = (topics: Hex[], data: Hex = '0x'): RawLog => ({ ...base, topics, data })

describe('decodeTransferLog', () => {
  it('decodes ERC-20 (3 topics, amount in data) and ERC-721 (4 topics)', () => {
    expect(decodeTransferLog(log([TRANSFER_TOPIC, pad(from), pad(to)], pad('0x0a')))).toEqual({
      kind: 'erc20',
      token: base.address.toLowerCase(),
      from,
      to,
      amount: '10',
      tokenId: null,
    })
    expect(decodeTransferLog(log([TRANSFER_TOPIC, pad(from), pad(to), pad('0x07')]))?.tokenId).toBe(
      '7',
    )
  })
  it('ignores malformed logs', () => {
    expect(decodeTransferLog(log([TRANSFER_TOPIC, pad(from)]))).toBeUndefined()
    expect(decodeTransferLog(log([TRANSFER_TOPIC, pad(from), pad(to)], '0x01'))).toBeUndefined()
    expect(decodeTransferLog(log([pad('0x01'), pad(from), pad(to)], pad('0x0a')))).toBeUndefined()
  })
})
