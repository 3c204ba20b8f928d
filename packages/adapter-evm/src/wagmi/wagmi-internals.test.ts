import { createMemoryStorage } from '@portico/core'
import { createConfig, createStorage, injected, mock, version } from '@wagmi/core'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createWagmiStorage } from '../storage/wagmi-storage.js'
import {
  addConnectors,
  listenToConnector,
  madeByWagmiDiscovery,
  rehydrate,
} from './wagmi-internals.js'

/** The @wagmi/core version the internals were checked against: update it only after checking them. */
const WAGMI_INTERNALS_VERSION = '2.22.1'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function config(withStorage = true) {
  return createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    connectors: [mock({ accounts: [account] })],
    storage: withStorage ? createWagmiStorage(createMemoryStorage()) : null,
    multiInjectedProviderDiscovery: false,
  })
}

// These internals have no public counterpart: a wagmi upgrade must be checked against them.
describe('wagmi internals (pinned)', () => {
  it(`the installed @wagmi/core is ${WAGMI_INTERNALS_VERSION}`, () => {
    expect(version).toBe(WAGMI_INTERNALS_VERSION)
  })

  it('has the internal shapes this package uses', () => {
    const cfg = config()
    expect(typeof cfg._internal.connectors.setup).toBe('function')
    expect(typeof cfg._internal.connectors.setState).toBe('function')
    expect(typeof cfg._internal.events.change).toBe('function')
    expect(typeof cfg._internal.events.connect).toBe('function')
    expect(typeof cfg._internal.events.disconnect).toBe('function')
    const store = cfg._internal.store as unknown as { persist?: { rehydrate?: unknown } }
    expect(typeof store.persist?.rehydrate).toBe('function')
    expect(cfg._internal.mipd).toBeUndefined()
    expect(typeof createStorage).toBe('function')
  })

  it('addConnectors lists new connectors and replaces one with the same id', () => {
    const cfg = config()
    // biome-ignore lint/suspicious/noExplicitAny: a bare EIP-1193 stand-in; wagmi's type is its own shape
    const provider = { request: async () => null, on() {}, removeListener() {} } as any
    const [first] = addConnectors(cfg, [
      injected({ target: { id: 'com.example', name: 'Example', provider: () => provider } }),
    ])
    expect(cfg.connectors.map((c) => c.id)).toEqual(['mock', 'com.example'])
    const [second] = addConnectors(cfg, [
      injected({ target: { id: 'com.example', name: 'Again', provider: () => provider } }),
    ])
    expect(cfg.connectors.map((c) => [c.id, c.name])).toEqual([
      ['mock', 'Mock Connector'],
      ['com.example', 'Again'],
    ])
    expect(second?.uid).not.toBe(first?.uid)
  })

  it('listenToConnector routes change events into the config state', async () => {
    const cfg = config(false)
    const connector = cfg.connectors[0]!
    const data = await connector.connect()
    cfg.setState((state) => ({
      ...state,
      connections: new Map(state.connections).set(connector.uid, {
        accounts: data.accounts as readonly [`0x${string}`, ...`0x${string}`[]],
        chainId: data.chainId,
        connector,
      }),
      current: connector.uid,
      status: 'connected',
    }))
    listenToConnector(cfg, connector)
    connector.emitter.emit('change', { chainId: 10 })
    expect(cfg.state.connections.get(connector.uid)?.chainId).toBe(10)
  })

  it('rehydrate resolves with and without storage; no wagmi discovery means nothing hidden', async () => {
    await rehydrate(config())
    await rehydrate(config(false))
    expect(madeByWagmiDiscovery(config(), 'mock')).toBe(false)
  })
})
