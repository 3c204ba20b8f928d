import { AdapterOrConnectorNotFoundError, mainnet } from '@portico/core'
import { createTestWallet } from '@portico/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { adapterContext, fakeWindow } from '../devnet.test-helper.js'
import type { EvmAdapter, EvmAdapterOptions } from '../evm-adapter-types.js'
import { createEvmAdapter } from './create-evm-adapter.js'
import { lazyEvmAdapter } from './lazy-evm-adapter.js'

// The page creates this stand-in with its kit; the instance's own code loads with setup(). Core
// must not be able to tell the two apart: same members, same events, same errors.

const adapters: EvmAdapter[] = []
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
})

function make(build: typeof lazyEvmAdapter, options: Partial<EvmAdapterOptions> = {}): EvmAdapter {
  const adapter = build(
    { networks: [mainnet], walletConnect: false, ...options },
    adapterContext([mainnet]),
  )
  adapters.push(adapter)
  return adapter
}

/** A wallet that announces itself through EIP-6963 (no request reaches a node here). */
const announcingWallet = () =>
  createTestWallet({
    privateKey: `0x${'11'.repeat(32)}`,
    rpcUrls: { 1: 'http://127.0.0.1:9' },
    chainId: 1,
  })

describe('lazyEvmAdapter', () => {
  it('has the same members as the instance it stands for', () => {
    const lazy = make(lazyEvmAdapter)
    const real = make(createEvmAdapter)
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort())
  })

  it('before setup: no connectors, no provider, no wagmi config', () => {
    const adapter = make(lazyEvmAdapter)
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.getWagmiConfig()).toBeUndefined()
  })

  it('hands listeners added before setup to the instance, and drops the ones taken back', async () => {
    const target = fakeWindow()
    const adapter = make(lazyEvmAdapter, { target })
    const kept: string[][] = []
    const dropped: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => kept.push(connectors.map((c) => c.id)))
    const off = adapter.on('connectorsChanged', ({ connectors }) =>
      dropped.push(connectors.map((c) => c.id)),
    )
    off()
    await adapter.setup()
    expect(adapter.getWagmiConfig()).toBeDefined()
    announcingWallet().announce(target)
    expect(kept).toEqual([['dev.portico.testwallet']])
    expect(dropped).toEqual([])
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['dev.portico.testwallet'])
  })

  it('a call before setup waits for the code and fails as the instance does', async () => {
    const adapter = make(lazyEvmAdapter)
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
    await expect(make(createEvmAdapter).disconnect()).rejects.toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
    await expect(adapter.disconnect()).rejects.toBeInstanceOf(AdapterOrConnectorNotFoundError)
  })

  it("checks addresses with the instance's EIP-55 codec once set up, and refuses every address before", async () => {
    const adapter = make(lazyEvmAdapter)
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    const wrongCase = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    // Nothing a wallet reported exists yet: an address asked about is refused, not waved through.
    expect(adapter.validateAddress(checksummed)).toBe(false)
    expect(adapter.normalizeAddressInput?.(checksummed.toLowerCase())).toBeUndefined()
    await adapter.setup()
    expect(adapter.validateAddress(checksummed)).toBe(true)
    expect(adapter.validateAddress(checksummed.toLowerCase())).toBe(true)
    expect(adapter.validateAddress(wrongCase)).toBe(false)
    expect(adapter.normalizeAddressInput?.(checksummed.slice(2).toLowerCase())).toBe(checksummed)
  })

  it('destroyed while its code downloads, it never sets up', async () => {
    const target = fakeWindow()
    const adapter = make(lazyEvmAdapter, { target })
    const setup = adapter.setup()
    await adapter.destroy()
    await setup
    expect(adapter.getWagmiConfig()).toBeUndefined()
    announcingWallet().announce(target)
    expect(adapter.getConnectors()).toEqual([])
  })

  it("asks the kit to set it up at the visitor's first sign of interest, unless the app shares its own wagmi config", async () => {
    expect(make(lazyEvmAdapter).setupOnInterest).toBe(true)
    const shared = make(createEvmAdapter)
    expect(shared.setupOnInterest).toBe(false)
    await shared.setup()
    const wagmiConfig = shared.getWagmiConfig()
    expect(make(lazyEvmAdapter, { wagmiConfig }).setupOnInterest).toBe(false)
  })
})
