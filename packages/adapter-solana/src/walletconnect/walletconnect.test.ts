import { ed25519 } from '@noble/curves/ed25519.js'
import {
  createMemoryStorage,
  type KitStorage,
  type Network,
  solanaLocalnet,
  UserRejectedRequestError,
} from '@portico/core'
import { type LocalRelay, startLocalRelay } from '@portico/testing'
import {
  deterministicSolanaKeypair,
  type SolanaChain,
  startSolanaChain,
} from '@portico/testing/solana'
import { solanaWalletConnectHandler } from '@portico/testing/solana-wallet'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect-wallet'
import { getBase58Encoder } from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testContext } from '../adapter-context.test-helper.js'
import { solanaAdapter } from '../solana-adapter.js'
import type { SolanaAdapter } from '../solana-adapter-types.js'

// WalletConnect's solana namespace end to end: the dapp adapter and a wallet-side sign-client
// (the WalletConnect test wallet answering solana requests with a real key) over a local relay,
// transactions on the local chain.

let chain: SolanaChain
let relay: LocalRelay
let local: Network
const cleanups: (() => Promise<void>)[] = []
const metadata = {
  name: 'Portico test dapp',
  description: 'adapter-solana',
  url: 'https://dapp.portico.test',
  icons: [],
}
// Any key: the wallet's eip155 side is not asked here.
const EVM_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

beforeAll(async () => {
  ;[chain, relay] = await Promise.all([startSolanaChain(), startLocalRelay()])
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
}, 60_000)

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

async function phone(accountIndex = 3): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: EVM_KEY,
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [
      solanaWalletConnectHandler({
        secretKey: chain.accounts[accountIndex]!.secretKey,
        rpcUrl: chain.rpcUrl,
        chains: [chain.caip2],
      }),
    ],
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

async function dapp(storage: KitStorage = createMemoryStorage()): Promise<SolanaAdapter> {
  const adapter = solanaAdapter({
    target: new EventTarget(),
    walletConnect: { projectId: 'test-project', relayUrl: relay.url, metadata },
  }).create({ ...testContext([local]), storage })
  cleanups.push(async () => adapter.destroy())
  await adapter.setup()
  return adapter
}

async function pairAndConnect(adapter: SolanaAdapter, wallet: WalletConnectTestWallet) {
  const uri = new Promise<string>((resolve) => adapter.on('displayUri', (e) => resolve(e.uri)))
  const connecting = adapter.connect({ connectorId: 'walletConnect', network: local })
  await wallet.pair(await uri)
  return connecting
}

describe('WalletConnect solana namespace', () => {
  it('offers one WalletConnect connector and loads nothing until it is used', async () => {
    const adapter = await dapp()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana' }),
    ])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('pairs, signs a message (verified), sends SOL through the wallet, restores, disconnects', async () => {
    const storage = createMemoryStorage()
    const wallet = await phone()
    const adapter = await dapp(storage)
    const address = chain.accounts[3]!.address
    const connection = await pairAndConnect(adapter, wallet)
    expect(connection).toMatchObject({
      address,
      chainId: local.id,
      connectorId: 'walletConnect',
      approvedNetworks: { caipNetworkIds: [chain.caip2], supportsAllNetworks: false },
    })
    expect(connection.sessionTopic).toBe(wallet.sessions()[0]?.topic)

    const signature = await adapter.signMessage({ message: 'over the relay', address })
    const key = new Uint8Array(getBase58Encoder().encode(address))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(ed25519.verify(bytes, new TextEncoder().encode('over the relay'), key)).toBe(true)

    const to = deterministicSolanaKeypair('walletconnect receiver').address
    await adapter.sendTransaction({ to, value: 3_000_000n })
    expect(await adapter.getBalance({ address: to, network: local })).toMatchObject({
      balance: '0.003',
    })
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'solana_signMessage',
      'solana_signAndSendTransaction',
    ])

    wallet.setMode('reject')
    await expect(adapter.signMessage({ message: 'no', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.setMode('approve')

    // The wallet approves one more cluster: core learns the session's networks.
    const approved = new Promise<readonly string[]>((resolve) =>
      adapter.on('networksApproved', ({ caipNetworkIds }) => resolve(caipNetworkIds)),
    )
    const session = wallet.sessions()[0]!
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const solana = session.namespaces.solana!
    await wallet.client.update({
      topic: session.topic,
      namespaces: {
        ...session.namespaces,
        solana: {
          ...solana,
          chains: [...(solana.chains ?? []), devnet],
          accounts: [...solana.accounts, `${devnet}:${address}`],
        },
      },
    })
    expect(await approved).toEqual([chain.caip2, devnet])

    // A reload: a new instance over the same storage restores the session without pairing.
    await adapter.destroy()
    const reloaded = await dapp(storage)
    const restored = await reloaded.reconnect({ connectorId: 'walletConnect', network: local })
    expect(restored?.address).toBe(address)
    const ended = new Promise<string[]>((resolve) =>
      reloaded.on('accountsChanged', ({ accounts }) => resolve(accounts)),
    )
    await wallet.disconnect()
    expect(await ended).toEqual([])
  })
})
