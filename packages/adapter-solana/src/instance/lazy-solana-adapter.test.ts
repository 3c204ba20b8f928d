import { AdapterOrConnectorNotFoundError, solanaDevnet, solanaLocalnet } from '@portico/core'
import { deterministicSolanaKeypair } from '@portico/testing/solana'
import { afterEach, describe, expect, it } from 'vitest'
import { publicClusters, testContext } from '../adapter-context.test-helper.js'
import { createLocalWallet } from '../local-wallet.test-helper.js'
import type { SolanaAdapter, SolanaAdapterOptions } from '../solana-adapter-types.js'
import { createSolanaAdapter } from './create-solana-adapter.js'
import { lazySolanaAdapter } from './lazy-solana-adapter.js'

// The page creates this stand-in with its kit; the instance's own code (discovery, backends,
// session) loads with setup(). Core must not be able to tell the two apart before or after.

const key = deterministicSolanaKeypair('lazy-solana')
const local = solanaLocalnet({
  genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
  rpcUrl: 'http://127.0.0.1:1',
})
const networks = [local, ...publicClusters]
const adapters: SolanaAdapter[] = []
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
})

function make(
  build: typeof lazySolanaAdapter,
  options: SolanaAdapterOptions = {},
  on = networks,
): SolanaAdapter {
  const adapter = build({ target: new EventTarget(), ...options }, testContext(on))
  adapters.push(adapter)
  return adapter
}

describe('lazySolanaAdapter', () => {
  it('has the members of the instance it stands for, and asks to be set up on interest', () => {
    const lazy = make(lazySolanaAdapter)
    const real = make(createSolanaAdapter)
    expect(Object.keys(lazy).sort()).toEqual([...Object.keys(real), 'setupOnInterest'].sort())
    expect(lazy.setupOnInterest).toBe(true)
    expect(lazy.capabilities).toBe(real.capabilities)
  })

  it('before setup answers as the instance does: no connectors, no provider, its first network', () => {
    for (const build of [lazySolanaAdapter, createSolanaAdapter]) {
      const adapter = make(build, { networks: [solanaDevnet, local] })
      expect(adapter.getConnectors()).toEqual([])
      expect(adapter.getProvider()).toBeUndefined()
      expect(adapter.getNetwork()).toBe(solanaDevnet)
      expect(make(build).getNetwork()).toBe(local)
    }
  })

  it('finds a wallet that registered before the instance was there, and one registering after setup', async () => {
    const target = new EventTarget()
    const early = createLocalWallet({ ...key, name: 'Early' })
    // A wallet loaded before the app waits for app-ready, which the instance sends at setup.
    target.addEventListener('wallet-standard:app-ready', (event) =>
      (event as CustomEvent<{ register(w: unknown): void }>).detail.register(early.wallet),
    )
    const adapter = make(lazySolanaAdapter, { target })
    const changes: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => changes.push(connectors.map((c) => c.id)))
    await adapter.setup()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Early'])
    createLocalWallet({ ...key, name: 'Late' }).register(target)
    expect(changes.at(-1)).toEqual(['Early', 'Late'])
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Early', 'Late'])
  })

  it('a connect before setup waits for the code and fails as the instance does', async () => {
    const adapter = make(lazySolanaAdapter)
    await expect(adapter.connect({ connectorId: 'Early' })).rejects.toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
    await expect(
      make(createSolanaAdapter).connect({ connectorId: 'Early' }),
    ).rejects.toBeInstanceOf(AdapterOrConnectorNotFoundError)
  })
})
