import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  bitcoinRegtest,
  createMemoryStorage,
  type KitStorage,
  UserRejectedRequestError,
} from '@portico/core'
import { joinSharedWalletConnect, leaveSharedWalletConnect } from '@portico/core/internal'
import { systemClock } from '@portico/core/testing'
import {
  createWalletConnectTestWallet,
  type LocalRelay,
  startLocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing'
import { type BitcoinChain, startBitcoinChain } from '@portico/testing/bitcoin'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletKeys,
  bitcoinWalletConnectHandler,
  createBitcoinTestWallet,
} from '@portico/testing/bitcoin-wallet'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createStandardWallets } from './adapter-suite.test-helper.js'
import type { BitcoinAdapter } from './bitcoin-adapter-types.js'
import { createBitcoinAdapter } from './instance/create-bitcoin-adapter.js'

// The WalletConnect bip122 namespace over the local relay: a WalletConnect test wallet (a real
// sign-client) answering bip122 with the Bitcoin test wallet's keys on the regtest node.

let chain: BitcoinChain
let relay: LocalRelay
beforeAll(async () => {
  ;[chain, relay] = await Promise.all([startBitcoinChain(), startLocalRelay()])
}, 120_000)
afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

let seed = 0
async function phone(): Promise<{ bitcoin: BitcoinTestWallet; wc: WalletConnectTestWallet }> {
  const bitcoin = createBitcoinTestWallet({
    ...bitcoinTestWalletKeys(`wc ${++seed}`),
    esploraUrl: chain.esploraUrl,
  })
  const wc = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    // The eip155 side is unused: the dapp proposes bip122 only.
    privateKey: `0x${bytesToHex(secp256k1.utils.randomPrivateKey())}`,
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [bitcoinWalletConnectHandler(bitcoin)],
  })
  cleanups.push(() => wc.stop())
  return { bitcoin, wc }
}

function dapp(
  storage: KitStorage = createMemoryStorage(),
  shared?: Map<string, unknown>,
): BitcoinAdapter {
  const regtest = bitcoinRegtest({ esploraUrl: chain.esploraUrl })
  const adapter = createBitcoinAdapter(
    {
      target: {},
      wallets: createStandardWallets(),
      walletConnect: {
        projectId: 'test-project',
        relayUrl: relay.url,
        metadata: {
          name: 'Portico test dapp',
          description: 'adapter-bitcoin',
          url: 'https://dapp.portico.test',
          icons: [],
        },
      },
    },
    {
      storage,
      clock: systemClock,
      networks: [regtest],
      warn: () => {},
      ...(shared ? { shared } : {}),
    },
  )
  adapter.setup()
  cleanups.push(() => adapter.destroy())
  return adapter
}

async function pairAndConnect(adapter: BitcoinAdapter, wc: WalletConnectTestWallet) {
  const uri = new Promise<string>((resolve) => adapter.on('displayUri', (e) => resolve(e.uri)))
  const connecting = adapter.connect({ connectorId: 'walletConnect' })
  await wc.pair(await uri)
  return connecting
}

describe('WalletConnect bip122', () => {
  it('offers a WalletConnect connector, connects payment + ordinals (getAccountAddresses) and signs', async () => {
    const { bitcoin, wc } = await phone()
    const adapter = dapp()
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['walletConnect', 'WALLET_CONNECT'],
    ])
    const connection = await pairAndConnect(adapter, wc)
    expect(connection).toMatchObject({
      address: bitcoin.payment.address,
      accounts: [
        { address: bitcoin.payment.address, type: 'payment' },
        { address: bitcoin.ordinals.address, type: 'ordinal' },
      ],
      chainId: chain.caip2.slice('bip122:'.length),
    })
    const signature = await adapter.signMessage({
      address: bitcoin.payment.address,
      message: 'over WalletConnect',
    })
    expect(Verifier.verifySignature(bitcoin.payment.address, 'over WalletConnect', signature)).toBe(
      true,
    )
    // The session names the payment address only: the ordinals one came from getAccountAddresses.
    expect(bitcoin.requests.filter((r) => r.via === 'walletconnect').map((r) => r.method)).toEqual([
      'signMessage',
    ])
  })

  it('sends satoshis (sendTransfer) and maps a rejection to UserRejectedRequestError', async () => {
    const { bitcoin, wc } = await phone()
    await chain.faucet(bitcoin.payment.address, 10_000_000)
    const adapter = dapp()
    await pairAndConnect(adapter, wc)
    const receiver = createBitcoinTestWallet({
      ...bitcoinTestWalletKeys('wc receiver'),
      esploraUrl: chain.esploraUrl,
    })
    const txid = await adapter.sendTransaction({ to: receiver.payment.address, value: 1_000_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    bitcoin.setMode('reject')
    await expect(
      adapter.signMessage({ address: bitcoin.payment.address, message: 'no' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('restores the session in a new instance over the same storage, without pairing again', async () => {
    const { bitcoin, wc } = await phone()
    const storage = createMemoryStorage()
    const first = dapp(storage)
    await pairAndConnect(first, wc)
    await first.destroy()
    const second = dapp(storage)
    const restored = await second.reconnect({ connectorId: 'walletConnect' })
    expect(restored?.address).toBe(bitcoin.payment.address)
  })

  it("joins the kit's shared WalletConnect client: one session carries the other namespaces too", async () => {
    const { wc } = await phone()
    const shared = new Map<string, unknown>()
    // What the eip155 adapter of the same kit put in the slot (the convention they share).
    const storage = createMemoryStorage()
    const slot = joinSharedWalletConnect({ shared, storage }, 'eip155', {
      chains: ['eip155:31337'],
      methods: ['personal_sign'],
      events: ['accountsChanged'],
    })
    const adapter = dapp(storage, shared)
    const connection = await pairAndConnect(adapter, wc)
    const provider = (await slot.provider) as {
      session?: { topic: string; namespaces: Record<string, unknown> }
    }
    expect(Object.keys(provider.session?.namespaces ?? {}).sort()).toEqual(['bip122', 'eip155'])
    expect(connection.sessionTopic).toBe(provider.session?.topic)
    expect(slot.users).toBe(2)
    await adapter.destroy()
    expect(slot.users).toBe(1)
    // The stand-in eip155 adapter leaves too, closing the client: left open, its relayer
    // outlived this file's relay and rejected (unheard) in a later file of the worker.
    await leaveSharedWalletConnect(slot)
    expect(slot.provider).toBeUndefined()
  })

  it('follows bip122_addressesChanged from the wallet, and its session delete', async () => {
    const { wc } = await phone()
    const adapter = dapp()
    const connection = await pairAndConnect(adapter, wc)
    const changed = new Promise<string[]>((resolve) =>
      adapter.on('accountsChanged', (e) => resolve(e.accounts)),
    )
    const other = createBitcoinTestWallet({
      ...bitcoinTestWalletKeys('wc other'),
      esploraUrl: chain.esploraUrl,
    })
    await wc.client.emit({
      topic: connection.sessionTopic ?? '',
      chainId: chain.caip2,
      event: {
        name: 'bip122_addressesChanged',
        data: [
          { address: other.payment.address, intention: 'payment' },
          { address: other.ordinals.address, intention: 'ordinal' },
        ],
      },
    })
    expect(await changed).toEqual([other.payment.address, other.ordinals.address])
    const disconnected = new Promise<void>((resolve) => adapter.on('disconnect', () => resolve()))
    await wc.client.disconnect({
      topic: connection.sessionTopic ?? '',
      reason: { code: 6000, message: 'bye' },
    })
    await disconnected
    expect(adapter.getProvider()).toBeUndefined()
  })
})
