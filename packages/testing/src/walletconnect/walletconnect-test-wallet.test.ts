import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { createPublicClient, type Hex, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { type LocalRelay, startLocalRelay } from './local-relay.js'
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js'
import {
  createWalletConnectTestWallet,
  stopSignClient,
  type WalletConnectTestWallet,
} from './walletconnect-test-wallet.js'

/** WalletConnect core's event for an expired pairing, session or proposal (its EXPIRER_EVENTS.expired). */
const EXPIRED = 'expirer_expired'

let devnet: Devnet
let relay: LocalRelay
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet(), startLocalRelay()])
}, 30_000)

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

async function dappClient() {
  const prefix = `dapp-${randomUUID()}`
  const client = await SignClient.init({
    relayUrl: relay.url,
    customStoragePrefix: prefix,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    metadata: {
      name: 'Test dapp',
      description: 'dapp',
      url: 'https://dapp.portico.test',
      icons: [],
    },
  })
  cleanups.push(() => stopSignClient(client, prefix))
  return client
}

async function wallet(mode: 'approve' | 'reject' | 'hang' = 'approve', accountIndex = 5) {
  const w = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: devnet.accounts[accountIndex]!.privateKey,
    rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
    chainIds: devnet.chains.map((c) => c.chainId),
    mode,
  })
  cleanups.push(() => w.stop())
  return w
}

const optionalNamespaces = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

async function connect(w: WalletConnectTestWallet) {
  const dapp = await dappClient()
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  if (!uri) throw new Error('no pairing URI')
  // sign-client pitfall: approval() must be called before the wallet approves, or it never resolves.
  const approved = approval()
  await w.pair(uri)
  const session = await approved
  return { dapp, session }
}

function accountOf(session: SessionTypes.Struct): Hex {
  return session.namespaces.eip155!.accounts[0]!.split(':')[2] as Hex
}

describe('WalletConnect over the local relay (real sign-client on both sides)', () => {
  it('pairs, approves the session and answers personal_sign with a valid signature', async () => {
    const w = await wallet()
    const { dapp, session } = await connect(w)
    expect(accountOf(session)).toBe(w.address)
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(w.sessions().map((s) => s.topic)).toEqual([session.topic])

    const message = 'Sign in to Portico'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex(message), w.address] },
    })) as Hex
    expect(await verifyMessage({ address: w.address, message, signature })).toBe(true)
    expect(w.requests.map((r) => r.method)).toEqual(['personal_sign'])
  }, 30_000)

  it('sends a transaction on the devnet chain the dapp names', async () => {
    const w = await wallet('approve', 6)
    const { dapp, session } = await connect(w)
    const recipient = '0x000000000000000000000000000000000000f00d'
    const hash = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: w.address, to: recipient, value: `0x${parseEther('0.25').toString(16)}` }],
      },
    })) as Hex
    const client = createPublicClient({ transport: http(devnet.chains[1].rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  }, 30_000)

  it('answers 4001 to requests in reject mode, and nothing in hang mode', async () => {
    const w = await wallet()
    const { dapp, session } = await connect(w)
    w.setMode('reject')
    const request = () =>
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x00', w.address] },
      })
    await expect(request()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    w.setMode('hang')
    let settled = false
    request()
      .catch(() => undefined)
      .finally(() => {
        settled = true
      })
    // The sentinel: once the wallet has seen the hung request, a later one it approves comes back
    // over the same topic; an answer to the first would have arrived before it.
    await expect.poll(() => w.requests.length, { timeout: 10_000 }).toBe(2)
    w.setMode('approve')
    await request()
    expect(settled).toBe(false)
  }, 30_000)

  it('rejects the session proposal in reject mode', async () => {
    const w = await wallet('reject')
    const dapp = await dappClient()
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    const approved = approval()
    approved.catch(() => undefined)
    await w.pair(uri!)
    await expect(approved).rejects.toMatchObject({ code: 5000 })
    expect(w.sessions()).toEqual([])
  }, 30_000)

  it('leaves the proposal unanswered in hang mode', async () => {
    const w = await wallet('hang')
    const dapp = await dappClient()
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    let settled = false
    approval()
      .catch(() => undefined)
      .finally(() => {
        settled = true
      })
    await w.pair(uri!)
    // The sentinel: a ping from the wallet over the pairing topic, answered by the dapp. An answer
    // to the proposal would have travelled that topic before it.
    const pairingTopic = /^wc:([0-9a-f]{64})@2/.exec(uri!)?.[1]
    expect(pairingTopic).toBeDefined()
    await w.client.core.pairing.ping({ topic: pairingTopic! })
    expect(settled).toBe(false)
  }, 30_000)

  it('emits session events and disconnects from the wallet side', async () => {
    const w = await wallet()
    const { dapp, session } = await connect(w)
    const event = new Promise((resolve) => dapp.once('session_event', resolve))
    await w.emitEvent('chainChanged', 31338, 31338)
    expect(await event).toMatchObject({
      topic: session.topic,
      params: { event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' },
    })
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve))
    await w.disconnect()
    expect(await deleted).toMatchObject({ topic: session.topic })
    expect(w.sessions()).toEqual([])
  }, 30_000)

  it('a stopped client handles no expiry: an expiring pairing would unsubscribe, reopening the relay socket', async () => {
    const client = await dappClient()
    const { topic } = await client.core.pairing.create()
    const expiryHandlers = () => client.core.expirer.events.listenerCount(EXPIRED)
    expect(client.core.expirer.has(topic)).toBe(true)
    expect(expiryHandlers()).toBeGreaterThan(0)
    await stopSignClient(client)
    expect(expiryHandlers()).toBe(0)
  }, 30_000)
})
