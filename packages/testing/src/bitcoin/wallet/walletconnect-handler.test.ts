import { randomUUID } from 'node:crypto'
import { hexToBytes } from '@noble/hashes/utils.js'
import { verifyBitcoinMessage } from '@portico/verify/bitcoin'
import { base64 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalRelay, startLocalRelay } from '../../walletconnect/local-relay.js'
import { createMemoryKeyValueStorage } from '../../walletconnect/memory-key-value-storage.js'
import {
  createWalletConnectTestWallet,
  stopSignClient,
  type WalletConnectTestWallet,
} from '../../walletconnect/walletconnect-test-wallet.js'
import { REGTEST_CAIP2 } from '../regtest-network.js'
import { type BitcoinChain, startBitcoinChain } from '../start-bitcoin-chain.js'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './bitcoin-test-wallet.js'
import { bitcoinTestWalletKeys } from './wallet-keys.js'
import { bitcoinWalletConnectHandler } from './walletconnect-handler.js'

let chain: BitcoinChain
let relay: LocalRelay
let bitcoin: BitcoinTestWallet
let phone: WalletConnectTestWallet
let dapp: InstanceType<typeof SignClient>
let dappPrefix: string
let session: SessionTypes.Struct

beforeAll(async () => {
  ;[chain, relay] = await Promise.all([startBitcoinChain(), startLocalRelay()])
  bitcoin = createBitcoinTestWallet({
    ...bitcoinTestWalletKeys('walletconnect'),
    esploraUrl: chain.esploraUrl,
  })
  phone = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    // The eip155 side is unused here: the dapp proposes bip122 only.
    privateKey: generatePrivateKey(),
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [bitcoinWalletConnectHandler(bitcoin)],
  })
  dappPrefix = `dapp-${randomUUID()}`
  dapp = await SignClient.init({
    relayUrl: relay.url,
    customStoragePrefix: dappPrefix,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    metadata: {
      name: 'Bitcoin dapp',
      description: 'dapp',
      url: 'https://dapp.portico.test',
      icons: [],
    },
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      bip122: {
        chains: [REGTEST_CAIP2],
        methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'],
        events: ['bip122_addressesChanged'],
      },
    },
  })
  if (!uri) throw new Error('no pairing URI')
  const approved = approval()
  await phone.pair(uri)
  session = await approved
}, 60_000)

afterAll(async () => {
  if (dapp) await stopSignClient(dapp, dappPrefix)
  await phone?.stop()
  await relay?.stop()
  await chain?.stop()
})

function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
  return dapp.request<T>({
    topic: session.topic,
    chainId: REGTEST_CAIP2,
    request: { method, params: { account: bitcoin.payment.address, ...params } },
  })
}

describe('bitcoinWalletConnectHandler over the local relay', () => {
  it('offers the payment address as the bip122 regtest account', () => {
    expect(session.namespaces.bip122?.accounts).toEqual([
      `${REGTEST_CAIP2}:${bitcoin.payment.address}`,
    ])
  })

  it('getAccountAddresses lists payment and ordinal addresses, filtered by intentions', async () => {
    expect(await call('getAccountAddresses', {})).toEqual([
      expect.objectContaining({ address: bitcoin.payment.address, intention: 'payment' }),
      expect.objectContaining({ address: bitcoin.ordinals.address, intention: 'ordinal' }),
    ])
    expect(await call('getAccountAddresses', { intentions: ['ordinal'] })).toEqual([
      expect.objectContaining({ address: bitcoin.ordinals.address }),
    ])
  })

  it('signMessage: ecdsa by default, bip322 on request; hex signatures verify with @portico/verify', async () => {
    const message = 'Portico over WalletConnect'
    const ecdsa = await call<{ signature: string; address: string }>('signMessage', { message })
    const ecdsaB64 = base64.encode(hexToBytes(ecdsa.signature))
    expect(verifyBitcoinMessage({ address: ecdsa.address, message, signature: ecdsaB64 })).toBe(
      true,
    )
    const bip322 = await call<{ signature: string; address: string }>('signMessage', {
      message,
      protocol: 'bip322',
      address: bitcoin.ordinals.address,
    })
    expect(bip322.address).toBe(bitcoin.ordinals.address)
    const bip322B64 = base64.encode(hexToBytes(bip322.signature))
    expect(
      verifyBitcoinMessage({
        address: bitcoin.ordinals.address,
        message,
        signature: bip322B64,
      }),
    ).toBe(true)
  })

  it('sendTransfer pays from the payment address and the payment confirms after mine(1)', async () => {
    await chain.faucet(bitcoin.payment.address, 120_000)
    const { txid } = await call<{ txid: string }>('sendTransfer', {
      recipientAddress: chain.faucetAddress,
      amount: '25000',
    })
    await chain.mine(1)
    const tx = await (await fetch(`${chain.esploraUrl}/tx/${txid}`)).json()
    expect(tx.status.confirmed).toBe(true)
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: chain.faucetAddress, value: 25_000 }),
    )
    expect(bitcoin.requests.at(-1)).toMatchObject({ method: 'sendTransfer', via: 'walletconnect' })
  })

  it('refuses an unknown account, a bad amount and a memo with JSON-RPC errors', async () => {
    await expect(
      call('sendTransfer', {
        account: chain.faucetAddress,
        recipientAddress: chain.faucetAddress,
        amount: '1000',
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      call('sendTransfer', { recipientAddress: chain.faucetAddress, amount: '1.5' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      call('sendTransfer', { recipientAddress: chain.faucetAddress, amount: '1000', memo: '00' }),
    ).rejects.toMatchObject({ code: -32001 })
  })
})
