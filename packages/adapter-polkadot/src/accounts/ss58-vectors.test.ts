import { PolkadotAddress } from '@portico/core'
import { describe, expect, it } from 'vitest'
import vectors from '../../../../vectors/polkadot/signatures.json' with { type: 'json' }
import { parseExtensionAccounts } from './extension-accounts.js'

// vectors/polkadot ss58Vectors: one key under five prefixes, valid and invalid addresses.
const { publicKeyHex, byPrefix, valid, invalid } = vectors.ss58Vectors
const key = Uint8Array.from(publicKeyHex.match(/../g)!.map((b) => Number.parseInt(b, 16)))

describe('SS58 vectors', () => {
  it.each(Object.entries(byPrefix))(
    'prefix %s: the adapter shows the key as %s',
    (prefix, address) => {
      const [account] = parseExtensionAccounts([{ address: byPrefix['0'] }], {
        ss58Prefix: Number(prefix),
        chainReference: '00000000000000000000000000000000',
      })
      expect(account?.address).toBe(address)
      expect(account?.publicKey).toEqual(key)
    },
  )

  it.each(valid)('accepts %s', (address) => {
    expect(PolkadotAddress.validate(address)).toBe(true)
  })

  it.each(invalid.map((c) => [c.address, c.note]))('refuses %s (%s)', (address) => {
    expect(PolkadotAddress.validate(address)).toBe(false)
    expect(parseExtensionAccounts([{ address }], { ss58Prefix: 0, chainReference: '' })).toEqual([])
  })
})
