import { createMemoryStorage, type KitStorage, type Network } from '@portico/core'
import { createTestWallet, type Devnet, startDevnet, type TestWallet } from '@portico/testing'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { adapterContext, devnetNetworks, fakeWindow } from './devnet.test-helper.js'
import { evmAdapter } from './evm-adapter.js'
import type { EvmAdapter, EvmAdapterOptions } from './evm-adapter-types.js'
import { toViemChain } from './networks/to-viem-chain.js'

export interface AdapterSuite {
  readonly devnet: Devnet
  readonly networks: [Network, Network]
  /** Warnings the adapters of the current test reported (`context.warn`). */
  readonly warnings: { message: string; details: unknown }[]
  walletFor(
    index: number,
    options?: { chains?: number[]; mode?: 'approve' | 'reject' | 'hang' },
  ): TestWallet
  /** A page with `wallet` injected as `window.ethereum` (wagmi's injected connector reads `window`). */
  pageWith(wallet: TestWallet | undefined): ReturnType<typeof fakeWindow>
  /** One instance of `evmAdapter(options)`, created and set up as core would; destroyed after the test. */
  makeAdapter(options?: Partial<EvmAdapterOptions>, storage?: KitStorage): Promise<EvmAdapter>
  publicClient(chainIndex?: number): ReturnType<typeof createPublicClient>
}

/**
 * The shared set-up of the adapter's devnet tests: a two-chain anvil devnet for the file, test
 * wallets on its accounts, and adapters that are destroyed after each test.
 */
export function useAdapterSuite(): AdapterSuite {
  let devnet: Devnet | undefined
  let networks: [Network, Network] | undefined
  const adapters: EvmAdapter[] = []
  const warnings: { message: string; details: unknown }[] = []

  beforeAll(async () => {
    devnet = await startDevnet()
    networks = devnetNetworks(devnet)
  }, 120_000)

  afterAll(async () => {
    await devnet?.stop()
  })

  afterEach(async () => {
    await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
    warnings.splice(0)
    vi.unstubAllGlobals()
  })

  const suite: AdapterSuite = {
    get devnet() {
      if (!devnet) throw new Error('devnet not started')
      return devnet
    },
    get networks() {
      if (!networks) throw new Error('devnet not started')
      return networks
    },
    warnings,
    walletFor(index, options = {}) {
      const chains = options.chains ?? suite.devnet.chains.map((c) => c.chainId)
      return createTestWallet({
        privateKey: suite.devnet.accounts[index]!.privateKey,
        rpcUrls: Object.fromEntries(
          suite.devnet.chains
            .filter((c) => chains.includes(c.chainId))
            .map((c) => [c.chainId, c.rpcUrl]),
        ),
        chainId: chains[0]!,
        ...(options.mode ? { mode: options.mode } : {}),
      })
    },
    pageWith(wallet) {
      const win = fakeWindow(wallet?.provider)
      vi.stubGlobal('window', win)
      return win
    },
    async makeAdapter(options = {}, storage = createMemoryStorage()) {
      const adapter = evmAdapter({
        networks: suite.networks,
        walletConnect: false,
        ...options,
      }).create(adapterContext(suite.networks, storage, { warnings }))
      adapters.push(adapter)
      await adapter.setup()
      return adapter
    },
    publicClient(chainIndex = 0) {
      return createPublicClient({
        chain: toViemChain(suite.networks[chainIndex]!),
        transport: http(suite.devnet.chains[chainIndex]!.rpcUrl),
      })
    },
  }
  return suite
}
