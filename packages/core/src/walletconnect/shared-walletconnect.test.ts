import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory-storage.js'
import {
  joinSharedWalletConnect,
  leaveSharedWalletConnect,
  type NamespaceProposal,
  sharedWalletConnectClient,
} from './shared-walletconnect.js'
import type {
  WalletConnectClientLike,
  WalletConnectInitParameters,
} from './walletconnect-client.js'

const proposal = (chain: string): NamespaceProposal => ({
  chains: [chain],
  methods: [],
  events: [],
})

/** A client with the shape core touches; the adapters' suites run the real one on a local relay. */
function recordingClient() {
  const calls: string[] = []
  const client: WalletConnectClientLike = {
    client: {
      core: {
        heartbeat: { stop: () => calls.push('heartbeat.stop') },
        relayer: { transportClose: async () => calls.push('transportClose') },
        expirer: { events: { removeAllListeners: () => calls.push('expirer.removeAllListeners') } },
        verify: { register: async () => 'attested' },
      },
    },
  }
  return { client, calls }
}

describe('the kit-wide WalletConnect slot', () => {
  it('is one slot per kit, with the first adapter’s prefix fixed at join', () => {
    const storage = createMemoryStorage()
    const shared = new Map<string, unknown>()
    const evm = joinSharedWalletConnect({ shared, storage }, 'eip155', proposal('eip155:1'))
    const btc = joinSharedWalletConnect(
      { shared, storage },
      'bip122',
      proposal('bip122:x'),
      'other',
    )
    expect(btc).toBe(evm)
    expect(evm.users).toBe(2)
    expect(evm.prefix).toBe(storage.getItem('portico.wc.prefix'))
    expect([...evm.namespaces.keys()]).toEqual(['eip155', 'bip122'])
  })

  it('has the same prefix after a reload whichever adapter makes the client', async () => {
    // The bug this guards: an adapter that fixed the prefix only when making the client read a
    // saved session under another prefix after a reload.
    const storage = createMemoryStorage()
    const first = joinSharedWalletConnect({ shared: new Map(), storage }, 'eip155', proposal('a'))
    const reload = new Map<string, unknown>()
    joinSharedWalletConnect({ shared: reload, storage }, 'eip155', proposal('a'))
    const polkadot = joinSharedWalletConnect({ shared: reload, storage }, 'polkadot', proposal('b'))
    const seen: WalletConnectInitParameters[] = []
    await sharedWalletConnectClient(polkadot, storage, { projectId: 'p' }, async (parameters) => {
      seen.push(parameters)
      return recordingClient().client
    })
    expect(seen.map((p) => p.customStoragePrefix)).toEqual([first.prefix])
  })

  it('makes the client once, again after a failure, and skips verify on a named relay', async () => {
    const storage = createMemoryStorage()
    const slot = joinSharedWalletConnect({ storage }, 'solana', proposal('solana:x'))
    let attempts = 0
    const made = recordingClient()
    const init = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('relay unreachable')
      return made.client
    }
    const options = { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' }
    await expect(sharedWalletConnectClient(slot, storage, options, init)).rejects.toThrow(
      'relay unreachable',
    )
    const [a, b] = await Promise.all([
      sharedWalletConnectClient(slot, storage, options, init),
      sharedWalletConnectClient(slot, storage, options, init),
    ])
    expect(a).toBe(b)
    expect(attempts).toBe(2)
    expect(await made.client.client.core.verify.register()).toBe('')
  })

  it('is closed by the last adapter to leave, not before', async () => {
    const storage = createMemoryStorage()
    const shared = new Map<string, unknown>()
    const slot = joinSharedWalletConnect({ shared, storage }, 'eip155', proposal('a'))
    joinSharedWalletConnect({ shared, storage }, 'solana', proposal('b'))
    const made = recordingClient()
    await sharedWalletConnectClient(slot, storage, { projectId: 'p' }, async () => made.client)
    const globals = globalThis as Record<string, unknown>
    globals[`_walletConnectCore_${slot.prefix}`] = {}
    await leaveSharedWalletConnect(slot)
    expect(made.calls).toEqual([])
    await leaveSharedWalletConnect(slot)
    expect(made.calls).toEqual(['heartbeat.stop', 'expirer.removeAllListeners', 'transportClose'])
    expect(globals[`_walletConnectCore_${slot.prefix}`]).toBeUndefined()
    expect(slot.provider).toBeUndefined()
  })
})
