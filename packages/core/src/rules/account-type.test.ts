import { describe, expect, it } from 'vitest'
import {
  defaultAccountType,
  preferredAccountTypeToSet,
  resolvePreferredAccountType,
} from './account-type.js'

describe('SPEC §6 account type defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
  it.each([
    ['eip155', 'smartAccount'],
    ['solana', 'eoa'],
    ['polkadot', 'eoa'],
    ['bip122', 'payment'],
  ] as const)('%s defaults to %s', (namespace, type) => {
    expect(defaultAccountType(namespace)).toBe(type)
    expect(resolvePreferredAccountType({ namespace })).toBe(type)
  })
})

describe('SPEC §4 preferred account type after connect', () => {
  it('uses the configured default for the chain', () => {
    expect(
      resolvePreferredAccountType({ namespace: 'eip155', configured: { eip155: 'eoa' } }),
    ).toBe('eoa')
    expect(
      resolvePreferredAccountType({ namespace: 'bip122', configured: { bip122: 'ordinal' } }),
    ).toBe('ordinal')
  })

  it('ignores a configured type the namespace cannot have', () => {
    expect(
      resolvePreferredAccountType({ namespace: 'solana', configured: { solana: 'smartAccount' } }),
    ).toBe('eoa')
  })

  it('smartAccount falls back to eoa where smart accounts are not enabled', () => {
    expect(resolvePreferredAccountType({ namespace: 'eip155', smartAccountEnabled: false })).toBe(
      'eoa',
    )
  })

  it('is set unless it already matches', () => {
    expect(preferredAccountTypeToSet('smartAccount', { namespace: 'eip155' })).toBeUndefined()
    expect(preferredAccountTypeToSet('eoa', { namespace: 'eip155' })).toBe('smartAccount')
    expect(preferredAccountTypeToSet(undefined, { namespace: 'solana' })).toBe('eoa')
  })
})
