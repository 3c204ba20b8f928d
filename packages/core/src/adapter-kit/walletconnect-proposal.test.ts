import { describe, expect, it } from 'vitest'
import type { NamespaceProposal } from '../walletconnect/shared-walletconnect.js'
import { proposeSharedSession, type WalletConnectPairingClient } from './walletconnect-proposal.js'

const proposal = (chain: string): NamespaceProposal => ({
  chains: [chain],
  methods: [],
  events: [],
})

/** A client whose pairing shows `uris` and then ends as `outcome` says. */
function pairingClient(uris: string[], outcome: 'approve' | 'fail') {
  const listeners = new Set<(uri: string) => void>()
  const proposed: string[][] = []
  const client: WalletConnectPairingClient = {
    on: (_event, listener) => listeners.add(listener),
    removeListener: (_event, listener) => listeners.delete(listener),
    async connect({ optionalNamespaces }) {
      proposed.push(Object.keys(optionalNamespaces))
      for (const uri of uris) for (const listener of listeners) listener(uri)
      if (outcome === 'fail') throw new Error('proposal expired')
    },
  }
  return { client, proposed, listening: () => listeners.size }
}

describe('proposeSharedSession', () => {
  it('proposes every namespace with eip155 first and shows each pairing URI', async () => {
    const { client, proposed, listening } = pairingClient(['wc:1', 'wc:2'], 'approve')
    const shown: string[] = []
    const namespaces = new Map([
      ['solana', proposal('solana:a')],
      ['polkadot', proposal('polkadot:b')],
      ['eip155', proposal('eip155:1')],
    ])
    await proposeSharedSession(client, namespaces, (uri) => shown.push(uri))
    expect(proposed).toEqual([['eip155', 'solana', 'polkadot']])
    expect(shown).toEqual(['wc:1', 'wc:2'])
    expect(listening()).toBe(0)
  })

  it('stops listening for URIs when the pairing fails, and passes the failure on', async () => {
    const { client, listening } = pairingClient(['wc:1'], 'fail')
    await expect(
      proposeSharedSession(client, [['solana', proposal('solana:a')]], () => {}),
    ).rejects.toThrow('proposal expired')
    expect(listening()).toBe(0)
  })
})
