import { createMemoryStorage, type KitStorage, type Network } from '@portico/core'
import {
  createWalletConnectTestWallet,
  type Devnet,
  type LocalRelay,
  startDevnet,
  startLocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { adapterContext, devnetNetworks } from '../devnet.test-helper.js'
import { evmAdapter } from '../evm-adapter.js'
import type { EvmAdapter } from '../evm-adapter-types.js'

export interface WalletConnectSuite {
  readonly devnet: Devnet
  readonly relay: LocalRelay
  readonly networks: [Network, Network]
  /** Warnings the dapp adapters of the current test reported. */
  readonly warnings: { message: string; details: unknown }[]
  /** A wallet-side WalletConnect peer on the local relay, approving both devnet chains. */
  phoneWallet(accountIndex?: number): Promise<WalletConnectTestWallet>
  /** A dapp adapter instance with WalletConnect over the local relay, set up. */
  dapp(storage?: KitStorage, requestTimeout?: number): Promise<EvmAdapter>
  /** Connects the dapp through WalletConnect: the phone wallet pairs from the displayed URI. */
  pairAndConnect(
    adapter: EvmAdapter,
    wallet: WalletConnectTestWallet,
  ): ReturnType<EvmAdapter['connect']>
}

const metadata = {
  name: 'Portico test dapp',
  description: 'adapter-evm tests',
  url: 'https://dapp.portico.test',
  icons: [],
}

/** The shared set-up of the WalletConnect tests: a devnet and a local relay for the file. */
export function useWalletConnectSuite(): WalletConnectSuite {
  let devnet: Devnet | undefined
  let relay: LocalRelay | undefined
  let networks: [Network, Network] | undefined
  const cleanups: (() => Promise<void>)[] = []
  const warnings: { message: string; details: unknown }[] = []

  beforeAll(async () => {
    ;[devnet, relay] = await Promise.all([startDevnet(), startLocalRelay()])
    networks = devnetNetworks(devnet)
  }, 120_000)

  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
    warnings.splice(0)
  })

  afterAll(async () => {
    await relay?.stop()
    await devnet?.stop()
  })

  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('suite not started')
    return value
  }

  const suite: WalletConnectSuite = {
    get devnet() {
      return need(devnet)
    },
    get relay() {
      return need(relay)
    },
    get networks() {
      return need(networks)
    },
    warnings,
    async phoneWallet(accountIndex = 5) {
      const wallet = await createWalletConnectTestWallet({
        relayUrl: suite.relay.url,
        privateKey: suite.devnet.accounts[accountIndex]!.privateKey,
        rpcUrls: Object.fromEntries(suite.devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
        chainIds: suite.devnet.chains.map((c) => c.chainId),
      })
      cleanups.push(() => wallet.stop())
      return wallet
    },
    async dapp(storage = createMemoryStorage(), requestTimeout) {
      const adapter = evmAdapter({
        networks: suite.networks,
        walletConnect: { projectId: 'test-project', relayUrl: suite.relay.url, metadata },
        ...(requestTimeout ? { requestTimeout } : {}),
      }).create(adapterContext(suite.networks, storage, { warnings }))
      cleanups.push(() => adapter.destroy())
      await adapter.setup()
      return adapter
    },
    async pairAndConnect(adapter, wallet) {
      const uri = new Promise<string>((resolve) => adapter.on('displayUri', (e) => resolve(e.uri)))
      const connecting = adapter.connect({
        connectorId: 'walletConnect',
        network: suite.networks[0],
      })
      const pairingUri = await uri
      expect(pairingUri).toMatch(/^wc:/)
      await wallet.pair(pairingUri)
      return connecting
    },
  }
  return suite
}
