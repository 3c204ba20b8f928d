import { AdapterOrConnectorNotFoundError, createMemoryStorage } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createStandardWallets, networks, targetWith } from '../adapter-suite.test-helper.js'
import type { BitcoinAdapter, BitcoinAdapterOptions } from '../bitcoin-adapter-types.js'
import { createTestProvider } from '../test-wallet.test-helper.js'
import { createBitcoinAdapter } from './create-bitcoin-adapter.js'
import { lazyBitcoinAdapter } from './lazy-bitcoin-adapter.js'

// The page creates this stand-in with its kit; the instance's own code (the wallet registries,
// sessions, Esplora) loads with setup(). Core must not be able to tell the two apart.

const adapters: BitcoinAdapter[] = []
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
})

function make(build: typeof lazyBitcoinAdapter, options: BitcoinAdapterOptions = {}) {
  const adapter = build(
    { target: {}, wallets: createStandardWallets(), walletConnect: false, ...options },
    { storage: createMemoryStorage(), clock: systemClock, networks, warn: () => {} },
  )
  adapters.push(adapter)
  return adapter
}

function standardWallet(name: string): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    chains: ['bitcoin:regtest'],
    accounts: [],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
    },
  } as unknown as Wallet
}

describe('lazyBitcoinAdapter', () => {
  it('has the members of the instance it stands for, and asks to be set up on interest', () => {
    const lazy = make(lazyBitcoinAdapter)
    const real = make(createBitcoinAdapter)
    // switchWalletNetwork is the instance's own helper, no member of BitcoinAdapter.
    const members = Object.keys(real).filter((name) => name !== 'switchWalletNetwork')
    expect(Object.keys(lazy).sort()).toEqual([...members, 'setupOnInterest'].sort())
    expect(lazy.setupOnInterest).toBe(true)
    expect(lazy.capabilities).toBe(real.capabilities)
  })

  it('before setup: no connectors, no provider, no address accepted, nothing to select', () => {
    const adapter = make(lazyBitcoinAdapter)
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.validateAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(false)
    expect(adapter.selectAccount({ address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080' })).toBe(
      undefined,
    )
  })

  it("reads sats-connect's btc_providers when set up and after, and Wallet Standard wallets registered before and after setup", async () => {
    const wallet = createTestProvider()
    const target: Record<string, unknown> = targetWith(wallet.provider)
    const wallets = createStandardWallets([standardWallet('Early Wallet')])
    const adapter = make(lazyBitcoinAdapter, { target, wallets })
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.name)))
    await adapter.setup()
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['Portico Test', 'Early Wallet'])
    wallets.register(standardWallet('Late Wallet'))
    expect(seen).toEqual([['Portico Test', 'Early Wallet', 'Late Wallet']])
    // A provider listed after setup (sats-connect's registry has no event) is found on the next look.
    const late = createTestProvider()
    target.btc_providers = [
      ...(target.btc_providers as unknown[]),
      { id: 'Later.BitcoinProvider', name: 'Later' },
    ]
    target.Later = { BitcoinProvider: late.provider }
    expect(adapter.getConnectors().map((c) => c.name)).toEqual([
      'Portico Test',
      'Later',
      'Early Wallet',
      'Late Wallet',
    ])
  })

  it('a connect before setup waits for the code and fails as the instance does', async () => {
    await expect(
      make(lazyBitcoinAdapter).connect({ connectorId: 'PorticoTest.BitcoinProvider' }),
    ).rejects.toBeInstanceOf(AdapterOrConnectorNotFoundError)
  })
})
