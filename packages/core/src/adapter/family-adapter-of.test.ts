import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { solana } from '../networks/solana-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { ChainAdapter } from './chain-adapter.js'
import { familyAdapterOf } from './family-adapter-of.js'

type Signer = ChainAdapter & { signThing(): string }
const isSigner = (adapter: ChainAdapter): adapter is Signer => 'signThing' in adapter

describe('familyAdapterOf', () => {
  it("hands out the namespace's adapter typed as its family's, once `is` recognises it", () => {
    const kit = testKit({
      networks: [solana],
      adapters: [mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })],
    })
    const adapter = kit.getAdapter('solana') as ChainAdapter & Partial<Signer>
    adapter.signThing = () => 'signed'
    expect(familyAdapterOf(kit, 'solana', isSigner)?.signThing()).toBe('signed')
  })

  it('is undefined for a kit without that namespace, or an adapter `is` does not recognise', () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    expect(familyAdapterOf(kit, 'solana', isSigner)).toBeUndefined()
    expect(familyAdapterOf(kit, 'eip155', isSigner)).toBeUndefined()
    expect(familyAdapterOf(kit, 'eip155', (a): a is ChainAdapter => a.namespace === 'eip155')).toBe(
      kit.getAdapter('eip155'),
    )
  })
})
