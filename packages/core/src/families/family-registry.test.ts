import { describe, expect, it } from 'vitest'
import { chainNamespaces } from '../caip/namespaces.js'
import { familyRegistry } from './family-registry.js'

describe('familyRegistry account types', () => {
  it.each(chainNamespaces)(
    '%s: its first type is one a wallet leaves unnamed (never a smart account), its default one of its types',
    (namespace) => {
      const { accountTypes, defaultAccountType } = familyRegistry[namespace]
      expect(accountTypes[0]).not.toBe('smartAccount')
      expect(accountTypes).toContain(defaultAccountType)
    },
  )

  it('SPEC §6: smart accounts only on eip155, payment and ordinal accounts on bip122', () => {
    expect(familyRegistry.eip155.accountTypes).toEqual(['eoa', 'smartAccount'])
    expect(familyRegistry.bip122.accountTypes).toEqual(['payment', 'ordinal'])
    expect(familyRegistry.solana.accountTypes).toEqual(['eoa'])
    expect(familyRegistry.polkadot.accountTypes).toEqual(['eoa'])
  })
})
