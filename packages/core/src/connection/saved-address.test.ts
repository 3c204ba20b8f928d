import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { ALICE } from '../testing/test-accounts.js'
import { saveAddress, savedAddress } from './select-account.js'

describe('the address last shown connected, per namespace (what a reload paints while it restores)', () => {
  it('is saved, read back per namespace and forgotten', () => {
    const storage = createMemoryStorage()
    saveAddress(storage, 'eip155', ALICE)
    expect(savedAddress(storage, 'eip155')).toBe(ALICE)
    expect(savedAddress(storage, 'solana')).toBeUndefined()
    saveAddress(storage, 'eip155', undefined)
    expect(savedAddress(storage, 'eip155')).toBeUndefined()
    expect(storage.getItem('@portico/address/eip155')).toBeNull()
  })

  it('is dropped, never thrown, when storage holds anything but CAIP-10 address text there', () => {
    const storage = createMemoryStorage()
    const key = '@portico/address/eip155'
    for (const junk of [
      '',
      'x'.repeat(129),
      `<b>${ALICE}</b>`,
      `${ALICE} `,
      'a:b',
      42,
      null,
      [ALICE],
      { address: ALICE },
    ]) {
      storage.setItem(key, JSON.stringify({ v: 1, value: junk }))
      expect(savedAddress(storage, 'eip155'), JSON.stringify(junk)).toBeUndefined()
    }
    for (const raw of ['{"v":', '"connected', '{"v":2,"value":"0x1"}']) {
      storage.setItem(key, raw)
      expect(savedAddress(storage, 'eip155'), raw).toBeUndefined()
    }
  })
})
