import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { decodeAccountInfo } from './account-info.js'

const toHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

describe("a node's AccountInfo bytes (properties)", () => {
  it('any answer decodes to consistent balances or to unknown, never throws', () => {
    const answer = fc.oneof(
      fc.uint8Array({ maxLength: 96 }).map(toHex),
      fc
        .constantFrom(69, 72, 76, 80)
        .chain((length) => fc.uint8Array({ minLength: length, maxLength: length }).map(toHex)),
      hostileString(),
    )
    checkProperty(
      'polkadot account info',
      fc.property(answer, (value) => {
        const balances = decodeAccountInfo(value)
        if (!balances) return
        const locked =
          balances.frozen > balances.reserved ? balances.frozen - balances.reserved : 0n
        expect(balances.transferable).toBe(balances.free > locked ? balances.free - locked : 0n)
        expect(balances.transferable).toBeLessThanOrEqual(balances.free)
        for (const amount of Object.values(balances)) expect(amount).toBeGreaterThanOrEqual(0n)
      }),
    )
  })
})
