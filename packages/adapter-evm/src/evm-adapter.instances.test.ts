import { type Clock, createMemoryStorage } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { type Config, createConfig, http as wagmiHttp } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { countPageListeners, countProviderListeners } from './conformance.test-helper.js'
import { adapterContext } from './devnet.test-helper.js'
import { evmAdapter } from './evm-adapter.js'
import type { EvmAdapter } from './evm-adapter-types.js'
import { toViemChain } from './networks/to-viem-chain.js'

const suite = useAdapterSuite()
const { walletFor, pageWith } = suite

/** The config's active subscriptions (`config.subscribe` until its unsubscribe is called). */
function countSubscriptions(config: Config): { count(): number } {
  let live = 0
  const subscribe = config.subscribe
  config.subscribe = ((...args: Parameters<Config['subscribe']>) => {
    const unsubscribe = subscribe(...args)
    live++
    let done = false
    return () => {
      if (!done) live--
      done = true
      unsubscribe()
    }
  }) as Config['subscribe']
  return { count: () => live }
}

/** The system clock with its pending timers counted. */
function countingClock(): Clock & { pending(): number } {
  const pending = new Set<unknown>()
  return {
    now: () => systemClock.now(),
    setTimeout(fn, ms) {
      const handle = systemClock.setTimeout(() => {
        pending.delete(handle)
        fn()
      }, ms)
      pending.add(handle)
      return handle
    },
    clearTimeout(handle) {
      pending.delete(handle)
      systemClock.clearTimeout(handle)
    },
    pending: () => pending.size,
  }
}

describe('evmAdapter: one definition, one instance per kit', () => {
  it('one definition in two kits gives two independent instances', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const definition = evmAdapter({
      networks: suite.networks,
      walletConnect: false,
    })
    expect(definition.namespace).toBe('eip155')
    const instances: EvmAdapter[] = [0, 1].map(() =>
      definition.create(adapterContext(suite.networks, createMemoryStorage())),
    )
    const [a, b] = instances as [EvmAdapter, EvmAdapter]
    try {
      await Promise.all(instances.map((instance) => instance.setup()))
      expect(a).not.toBe(b)
      expect(a.getWagmiConfig()).not.toBe(b.getWagmiConfig())
      const seenByB: unknown[] = []
      b.on('accountsChanged', (event) => seenByB.push(event))
      b.on('chainChanged', (event) => seenByB.push(event))

      const connection = await a.connect({ connectorId: 'injected', network: suite.networks[0] })
      expect(connection.address).toBe(wallet.address)
      expect(a.getWagmiConfig()?.state.status).toBe('connected')
      expect(b.getWagmiConfig()?.state.status).toBe('disconnected')
      expect(b.getProvider()).toBeUndefined()
      await expect(b.signMessage({ message: 'x', address: wallet.address })).rejects.toThrow()

      const seenByA: unknown[] = []
      a.on('chainChanged', (event) => seenByA.push(event))
      wallet.setChain(31338)
      expect(seenByA).toEqual([{ chainId: 31338 }])
      expect(seenByB).toEqual([])
    } finally {
      await Promise.all(instances.map((instance) => instance.destroy()))
    }
  })

  it('destroy() leaves no window or wallet listener, subscription or timer behind', async () => {
    const injectedWallet = walletFor(1)
    const announcedWallet = walletFor(2)
    const win = pageWith(injectedWallet)
    announcedWallet.announce(win)
    const windowListeners = countPageListeners(win)
    const injectedListeners = countProviderListeners(injectedWallet)
    const announcedListeners = countProviderListeners(announcedWallet)
    const config = createConfig({
      chains: suite.networks.map(toViemChain) as [ReturnType<typeof toViemChain>],
      transports: Object.fromEntries(
        suite.devnet.chains.map((c) => [c.chainId, wagmiHttp(c.rpcUrl)]),
      ),
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const subscriptions = countSubscriptions(config)
    const clock = countingClock()
    const adapter = evmAdapter({
      networks: suite.networks,
      walletConnect: false,
      wagmiConfig: config,
    }).create(adapterContext(suite.networks, createMemoryStorage(), { clock }))
    await adapter.setup()
    await adapter.connect({ connectorId: 'injected' })
    await adapter.connect({ connectorId: 'dev.portico.testwallet' })
    await adapter.disconnect()
    await adapter.connect({ connectorId: 'injected' })
    // A restore waiting for a wallet that has not announced itself yet holds a timer.
    const waiting = adapter.reconnect({ connectorId: 'com.example.late' })
    const messageListeners = () =>
      config.connectors.reduce((sum, c) => sum + c.emitter.listenerCount('message'), 0)

    expect(windowListeners.count()).toBeGreaterThan(0)
    expect(injectedListeners.count()).toBeGreaterThan(0)
    expect(announcedListeners.count()).toBeGreaterThan(0)
    expect(subscriptions.count()).toBe(1)
    expect(clock.pending()).toBe(1)
    expect(messageListeners()).toBeGreaterThan(0)

    const events: unknown[] = []
    adapter.on('accountsChanged', (event) => events.push(event))
    await adapter.destroy()

    expect(await waiting).toBeUndefined()
    expect(windowListeners.count()).toBe(0)
    expect(injectedListeners.count()).toBe(0)
    expect(announcedListeners.count()).toBe(0)
    expect(subscriptions.count()).toBe(0)
    expect(clock.pending()).toBe(0)
    expect(messageListeners()).toBe(0)
    // The wallet stays connected to the dapp (the next page load restores it)…
    expect(injectedWallet.authorized).toBe(true)
    // …and nothing of the destroyed instance hears it any more.
    injectedWallet.setAccount(suite.devnet.accounts[4]!.privateKey)
    announcedWallet.announce(win)
    expect(events).toEqual([])
  })
})
