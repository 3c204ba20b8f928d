import { describe, expect, it } from 'vitest'
import { decodeAccountInfo } from './account-info.js'

/** SCALE of `AccountInfo`: `counts` u32 (or a u8 refcount for 69 bytes), then four u128 (LE). */
function accountInfo(counts: readonly number[], amounts: readonly bigint[], refcountU8 = false) {
  const bytes: number[] = []
  counts.forEach((count, index) => {
    const width = refcountU8 && index === 1 ? 1 : 4
    for (let i = 0; i < width; i++) bytes.push((count >> (8 * i)) & 0xff)
  })
  for (const amount of amounts)
    for (let i = 0n; i < 16n; i++) bytes.push(Number((amount >> (8n * i)) & 0xffn))
  return `0x${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

const NEW_LOGIC = 1n << 127n
const ROC = 10n ** 12n

describe('decodeAccountInfo', () => {
  it('no account reads as zero', () => {
    expect(decodeAccountInfo(null)).toEqual({
      free: 0n,
      reserved: 0n,
      frozen: 0n,
      transferable: 0n,
    })
  })

  it('the new layout (frozen, flags with the new-logic bit): frozen is the third amount', () => {
    const value = accountInfo([7, 1, 1, 0], [50n * ROC, 10n * ROC, 30n * ROC, NEW_LOGIC])
    expect(decodeAccountInfo(value)).toEqual({
      free: 50n * ROC,
      reserved: 10n * ROC,
      frozen: 30n * ROC,
      transferable: 30n * ROC,
    })
    // The flags may exceed the third amount: the bit says what they are.
    const flagged = accountInfo([0, 0, 1, 0], [ROC, 0n, 0n, NEW_LOGIC | 1n])
    expect(decodeAccountInfo(flagged)?.frozen).toBe(0n)
  })

  it('80 bytes without the bit: the larger frozen amount when it is the third, else unknown', () => {
    const misc = accountInfo([0, 0, 1, 0], [50n * ROC, 0n, 30n * ROC, 20n * ROC])
    expect(decodeAccountInfo(misc)).toMatchObject({ frozen: 30n * ROC, transferable: 20n * ROC })
    const fee = accountInfo([0, 0, 1, 0], [50n * ROC, 0n, 20n * ROC, 30n * ROC])
    expect(decodeAccountInfo(fee)).toBeUndefined()
  })

  it('older runtimes (76, 72, 69 bytes) carry miscFrozen, feeFrozen: the larger one', () => {
    const amounts = [50n * ROC, 5n * ROC, 20n * ROC, 30n * ROC]
    const expected = {
      free: 50n * ROC,
      reserved: 5n * ROC,
      frozen: 30n * ROC,
      transferable: 25n * ROC,
    }
    expect(decodeAccountInfo(accountInfo([1, 1, 1], amounts))).toEqual(expected)
    expect(decodeAccountInfo(accountInfo([1, 1], amounts))).toEqual(expected)
    expect(decodeAccountInfo(accountInfo([1, 1], amounts, true))).toEqual(expected)
  })

  it('frozen above free leaves nothing to transfer', () => {
    const value = accountInfo([0, 0, 1, 0], [10n * ROC, 0n, 30n * ROC, NEW_LOGIC])
    expect(decodeAccountInfo(value)?.transferable).toBe(0n)
  })

  it('anything else is unknown: other lengths, not hex', () => {
    expect(decodeAccountInfo('0x')).toBeUndefined()
    expect(decodeAccountInfo(`0x${'00'.repeat(48)}`)).toBeUndefined()
    expect(decodeAccountInfo(`0x${'00'.repeat(81)}`)).toBeUndefined()
    expect(decodeAccountInfo(`0x${'zz'.repeat(80)}`)).toBeUndefined()
    expect(decodeAccountInfo(`${'00'.repeat(80)}`)).toBeUndefined()
    expect(decodeAccountInfo(`0x${'0'.repeat(159)}`)).toBeUndefined()
  })
})
