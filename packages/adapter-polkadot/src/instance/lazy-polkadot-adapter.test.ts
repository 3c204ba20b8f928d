import {
  AdapterOrConnectorNotFoundError,
  defineNetwork,
  type Network,
  UnauthorizedError,
} from '@portico/core'
import { createPolkadotTestExtension } from '@portico/testing/polkadot-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { adapterContext } from '../local-chain.test-helper.js'
import type { PolkadotAdapter, PolkadotAdapterOptions } from '../polkadot-adapter-types.js'
import { createPolkadotAdapter } from './create-polkadot-adapter.js'
import { lazyPolkadotAdapter } from './lazy-polkadot-adapter.js'

// The page creates this stand-in with its kit; the instance's own code (extension discovery, the
// wallet sessions) loads with setup(). Core must not be able to tell the two apart.

const network = {
  ...defineNetwork({
    id: '11111111111111111111111111111111',
    chainNamespace: 'polkadot',
    name: 'One',
    nativeCurrency: { name: 'One', symbol: 'UNIT', decimals: 12 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'], webSocket: ['ws://127.0.0.1:1'] } },
  }),
  ss58Prefix: 0,
} as Network

const adapters: PolkadotAdapter[] = []
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
})

function make(build: typeof lazyPolkadotAdapter, options: PolkadotAdapterOptions = {}) {
  const adapter = build({ target: {}, appName: 'tests', ...options }, adapterContext([network]))
  adapters.push(adapter)
  return adapter
}

describe('lazyPolkadotAdapter', () => {
  it('has the members of the instance it stands for, and asks to be set up on interest', () => {
    const lazy = make(lazyPolkadotAdapter)
    const real = make(createPolkadotAdapter)
    expect(Object.keys(lazy).sort()).toEqual([...Object.keys(real), 'setupOnInterest'].sort())
    expect(lazy.setupOnInterest).toBe(true)
    expect(lazy.capabilities).toBe(real.capabilities)
  })

  it('before setup answers as an instance with no extension connected', () => {
    for (const build of [lazyPolkadotAdapter, createPolkadotAdapter]) {
      const adapter = make(build)
      expect(adapter.getProvider()).toBeUndefined()
      expect(adapter.getAccounts()).toEqual([])
      expect(() => adapter.selectAccount({ address: 'x' })).toThrow(UnauthorizedError)
    }
    expect(make(lazyPolkadotAdapter).getConnectors()).toEqual([])
  })

  it('reads injectedWeb3 when set up: an extension injected before setup and one injected after', async () => {
    const target: { injectedWeb3?: Record<string, never> } = {}
    const first = createPolkadotTestExtension()
    const second = createPolkadotTestExtension({ name: 'talisman' })
    await Promise.all([first.ready, second.ready])
    const adapter = make(lazyPolkadotAdapter, { target })
    first.inject(target as never)
    await adapter.setup()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['portico-test'])
    second.inject(target as never)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['portico-test', 'talisman'])
  })

  it('a connect before setup waits for the code and fails as the instance does', async () => {
    await expect(
      make(lazyPolkadotAdapter).connect({ connectorId: 'talisman' }),
    ).rejects.toBeInstanceOf(AdapterOrConnectorNotFoundError)
  })
})
