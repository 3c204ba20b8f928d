import { createMemoryStorage, type KitStorage, UserRejectedRequestError } from '@portico/core'
import { type LocalRelay, startLocalRelay } from '@portico/testing'
import {
  createPolkadotTestExtension,
  type PolkadotTestExtension,
} from '@portico/testing/polkadot-wallet'
import {
  createWalletConnectTestWallet,
  type WalletConnectNamespaceHandler,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect-wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adapterContext, useLocalChain } from '../local-chain.test-helper.js'
import { polkadotAdapter } from '../polkadot-adapter.js'
import type { PolkadotAdapter } from '../polkadot-adapter-types.js'
import { verifyMessageSignature } from '../signing/sign-message.js'
import {
  POLKADOT_WALLETCONNECT_EVENTS,
  POLKADOT_WALLETCONNECT_METHODS,
} from './walletconnect-connector.js'

// WalletConnect's polkadot namespace end to end: the adapter and a wallet-side sign-client over a
// local relay; the wallet signs with the test extension's real keys; the transfer lands on the
// local chopsticks chain.
const local = useLocalChain()
let relay: LocalRelay
const cleanups: (() => Promise<void>)[] = []
const EVM_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

beforeAll(async () => {
  relay = await startLocalRelay()
}, 60_000)
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await relay?.stop()
})

/** A polkadot namespace handler signing with the test extension (Alice). */
async function polkadotHandler(
  keys: PolkadotTestExtension,
): Promise<WalletConnectNamespaceHandler> {
  const injected = await keys.provider.enable!('phone')
  const alice = local.chain.accounts[0]!.address
  return {
    namespace: 'polkadot',
    chains: [local.network.caipNetworkId],
    accounts: [`${local.network.caipNetworkId}:${alice}`],
    methods: POLKADOT_WALLETCONNECT_METHODS,
    events: POLKADOT_WALLETCONNECT_EVENTS,
    async handle({ method, params }) {
      const p = params as { address: string; message?: string; transactionPayload?: never }
      if (method === 'polkadot_signMessage')
        return injected.signer.signRaw!({ address: p.address, data: p.message!, type: 'bytes' })
      if (method === 'polkadot_signTransaction')
        return injected.signer.signPayload!(p.transactionPayload!)
      throw { code: 4200, message: 'unsupported' }
    },
  }
}

async function phone(): Promise<WalletConnectTestWallet> {
  const keys = createPolkadotTestExtension()
  await keys.ready
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: EVM_KEY,
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [await polkadotHandler(keys)],
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

function dapp(storage: KitStorage = createMemoryStorage()): PolkadotAdapter {
  const adapter = polkadotAdapter({
    target: {},
    walletConnect: {
      projectId: 'test-project',
      relayUrl: relay.url,
      metadata: {
        name: 'Portico test dapp',
        description: 'polkadot',
        url: 'https://dapp.portico.test',
        icons: [],
      },
    },
  }).create({ ...adapterContext([local.network]), storage })
  cleanups.push(async () => adapter.destroy())
  return adapter
}

describe('WalletConnect polkadot namespace', () => {
  it('offers the WalletConnect connector only with walletConnect options, once set up', async () => {
    // The page's stand-in lists no connector before the instance's code is in (setup).
    const setUp = async (adapter: PolkadotAdapter) => {
      cleanups.push(async () => adapter.destroy())
      await adapter.setup()
      return adapter.getConnectors()
    }
    expect(await setUp(dapp())).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'polkadot' }),
    ])
    const none = polkadotAdapter({ target: {} }).create(adapterContext([local.network]))
    expect(await setUp(none)).toEqual([])
    const off = polkadotAdapter({ target: {}, walletConnect: false })
    expect(await setUp(off.create(adapterContext([local.network])))).toEqual([])
  })

  it('pairs, signs a message (verified), transfers through polkadot_signTransaction, restores, ends', async () => {
    const storage = createMemoryStorage()
    const wallet = await phone()
    const adapter = dapp(storage)
    const alice = local.chain.accounts[0]!.address
    const uri = new Promise<string>((resolve) => adapter.on('displayUri', (e) => resolve(e.uri)))
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: local.network })
    await wallet.pair(await uri)
    const connection = await connecting
    expect(connection).toMatchObject({ address: alice, connectorId: 'walletConnect' })

    const signature = await adapter.signMessage({ message: 'over the relay', address: alice })
    expect(verifyMessageSignature(signature, { message: 'over the relay', address: alice })).toBe(
      signature,
    )

    const bob = local.chain.accounts[1]!.address
    const before = await local.freeOf(bob)
    await adapter.sendTransaction({ to: bob, value: 777_000_000n })
    expect((await local.freeOf(bob)) - before).toBe(777_000_000n)
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ])

    wallet.setMode('reject')
    await expect(adapter.signMessage({ message: 'no', address: alice })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.setMode('approve')

    await adapter.destroy()
    const reloaded = dapp(storage)
    const restored = await reloaded.reconnect({
      connectorId: 'walletConnect',
      network: local.network,
    })
    expect(restored?.address).toBe(alice)
    const ended = new Promise<string[]>((resolve) =>
      reloaded.on('accountsChanged', ({ accounts }) => resolve(accounts)),
    )
    await wallet.disconnect()
    expect(await ended).toEqual([])
  }, 30_000)
})
