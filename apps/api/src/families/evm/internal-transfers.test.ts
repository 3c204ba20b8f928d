import { describe, expect, it } from 'vitest'
import { INTERNAL_LOG_INDEX, internalTransfers } from './internal-transfers.js'

const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const WETH = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'

function call(
  hash: string,
  traceAddress: number[],
  from: string,
  to: string,
  value: string,
  extra: Record<string, unknown> = {},
) {
  return {
    type: 'call',
    action: { callType: 'call', from, to, value, input: '0x', gas: '0x0' },
    traceAddress,
    transactionHash: hash,
    ...extra,
  }
}

describe('internal transfers from call traces', () => {
  it("keeps a swap router's ETH payout below the top level, in trace order", () => {
    const traces = [
      call('0xa', [], USER, ROUTER, '0x0'),
      call('0xa', [0], ROUTER, WETH, '0x0'),
      call('0xa', [0, 0], WETH, ROUTER, '0xde0b6b3a7640000'),
      call('0xa', [1], ROUTER, USER, '0xde0b6b3a7640000'),
    ]
    expect(internalTransfers(traces)).toEqual([
      {
        txHash: '0xa',
        logIndex: INTERNAL_LOG_INDEX,
        from: WETH,
        to: ROUTER.toLowerCase(),
        amount: '1000000000000000000',
      },
      {
        txHash: '0xa',
        logIndex: INTERNAL_LOG_INDEX + 1,
        from: ROUTER.toLowerCase(),
        to: USER,
        amount: '1000000000000000000',
      },
    ])
  })

  it('leaves out the top-level value (indexed from the transaction), delegate and static calls', () => {
    expect(
      internalTransfers([
        call('0xb', [], USER, ROUTER, '0x10'),
        {
          ...call('0xb', [0], ROUTER, WETH, '0x10'),
          action: { callType: 'delegatecall', from: ROUTER, to: WETH, value: '0x10' },
        },
        {
          ...call('0xb', [1], ROUTER, WETH, '0x10'),
          action: { callType: 'staticcall', from: ROUTER, to: WETH, value: '0x10' },
        },
        {
          type: 'create',
          action: { from: ROUTER, value: '0x10' },
          traceAddress: [2],
          transactionHash: '0xb',
        },
      ]),
    ).toEqual([])
  })

  it('moves nothing for a failed call, a call inside one, or any call of a reverted transaction', () => {
    const traces = [
      call('0xc', [], USER, ROUTER, '0x0'),
      call('0xc', [0], ROUTER, USER, '0x5', { error: 'Reverted' }),
      call('0xc', [1], ROUTER, WETH, '0x0', { error: 'Reverted' }),
      call('0xc', [1, 0], WETH, USER, '0x6'),
      call('0xc', [2], ROUTER, USER, '0x7'),
      call('0xd', [], USER, ROUTER, '0x0', { error: 'Reverted' }),
      call('0xd', [0], ROUTER, USER, '0x8'),
    ]
    expect(internalTransfers(traces).map((t) => [t.txHash, t.amount])).toEqual([['0xc', '7']])
  })

  it('ignores an answer or entries of another shape', () => {
    expect(internalTransfers(null)).toEqual([])
    expect(internalTransfers({ result: [] })).toEqual([])
    expect(
      internalTransfers([
        42,
        call('0xe', [0], 'router', USER, '0x1'),
        call('0xe', [0], ROUTER, USER, '1'),
        call('0xe', [0], ROUTER, USER, '0x1', { transactionHash: null }),
      ]),
    ).toEqual([])
  })
})
