// Holds the local relay to WalletConnect's relay RPC spec: each irn_* answer and the
// irn_subscription it pushes against the documented shape (contract/relay-rpc.json), documented
// methods it does not serve answered -32601, and two real @walletconnect/sign-client peers
// pairing and talking through it.
import { randomBytes, randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { contractExample, fillPlaceholders, loadContract } from '../contract/contract-fixture.js'
import { describeMismatches, shapeMismatches } from '../contract/json-shape.js'
import { type LocalRelay, startLocalRelay } from './local-relay.js'
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js'
import { stopSignClient } from './walletconnect-test-wallet.js'

const contract = loadContract(new URL('./contract/relay-rpc.json', import.meta.url))

let relay: LocalRelay
const sockets: WebSocket[] = []
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  relay = await startLocalRelay()
})
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})
afterAll(() => relay?.stop())

/** An unsigned JWT naming `iss`: the relay reads only its issuer, as the client id. */
function authToken(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'contract' })}.unsigned`
}

interface Peer {
  /** Sends a JSON-RPC frame as text (raw, so ids are exactly what the fixture says). */
  send(frame: unknown): void
  /** The next frame (parsed) that `match` accepts; earlier unmatched frames stay queued. */
  next(match: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  /** The answer to the request with this id. */
  answer(id: unknown): Promise<Record<string, unknown>>
}

async function peer(): Promise<Peer> {
  const socket = new WebSocket(`${relay.url}/?auth=${authToken(`did:key:${randomUUID()}`)}`)
  sockets.push(socket)
  const frames: Record<string, unknown>[] = []
  let wake: (() => void) | undefined
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>)
    wake?.()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const next: Peer['next'] = async (match) => {
    for (;;) {
      const index = frames.findIndex(match)
      if (index !== -1) return frames.splice(index, 1)[0]!
      await new Promise<void>((resolve) => {
        wake = resolve
      })
    }
  }
  return {
    send: (frame) => socket.send(JSON.stringify(frame)),
    next,
    answer: (id) => next((frame) => frame.id === id && !('method' in frame)),
  }
}

let values: Record<string, string>

function request(name: string) {
  return fillPlaceholders(contractExample(contract, name).request, values) as { id: number }
}

function expectDocumented(name: string, frame: unknown) {
  const example = contractExample(contract, name)
  expect(describeMismatches(shapeMismatches(frame, example.response, example.rules))).toEqual([])
}

/** Sends the example's request from `from` and checks the answer's shape. */
async function exchange(from: Peer, name: string) {
  const sent = request(name)
  from.send(sent)
  const answer = await from.answer(sent.id)
  expect(answer).not.toHaveProperty('error')
  expectDocumented(name, answer)
  return answer
}

describe('local relay against the WalletConnect relay RPC spec', () => {
  beforeAll(() => {
    values = {
      topic: randomBytes(32).toString('hex'),
      otherTopic: randomBytes(32).toString('hex'),
      message: Buffer.from('an encrypted envelope, as far as the relay knows').toString('base64'),
    }
  })

  it('subscribe, publish, the pushed irn_subscription and its acknowledgement', async () => {
    const [subscriber, publisher] = await Promise.all([peer(), peer()])
    const subscribed = await exchange(subscriber, 'irn_subscribe')
    await exchange(publisher, 'irn_publish')
    const pushed = await subscriber.next((frame) => frame.method === 'irn_subscription')
    expectDocumented('irn_subscription', pushed)
    expect(pushed).toMatchObject({
      params: { id: subscribed.result, data: { topic: values.topic } },
    })
    // The documented acknowledgement; then a fetch is the sentinel: its answer comes back (no
    // error frame for the acknowledgement before it) and holds nothing, as the message was taken.
    subscriber.send({ id: pushed.id, jsonrpc: '2.0', result: true })
    subscriber.send(request('irn_fetchMessages'))
    const fetched = await subscriber.next(() => true)
    expect(fetched).toMatchObject({ id: request('irn_fetchMessages').id, result: { messages: [] } })
  })

  it('fetch and batch fetch hand stored messages to a client that has not had them', async () => {
    const [single, batch] = await Promise.all([peer(), peer()])
    const one = await exchange(single, 'irn_fetchMessages')
    const many = await exchange(batch, 'irn_batchFetchMessages')
    for (const answer of [one, many]) {
      expect(answer).toMatchObject({ result: { messages: [{ message: values.message }] } })
    }
  })

  it('batch subscribe, unsubscribe and batch unsubscribe', async () => {
    const client = await peer()
    const batch = await exchange(client, 'irn_batchSubscribe')
    expect(batch.result).toHaveLength(2)
    values.subscriptionId = (batch.result as string[])[1]!
    await exchange(client, 'irn_unsubscribe')
    await exchange(client, 'irn_batchUnsubscribe')
  })

  it.each(contract.notServed.map((example) => [example.name, example] as const))(
    '%s (not served) is answered -32601',
    async (name, example) => {
      const client = await peer()
      const sent = fillPlaceholders(example.request, values) as { id: number }
      client.send(sent)
      const answer = await client.answer(sent.id)
      expectDocumented(name, answer)
      expect(answer).toMatchObject({ error: { code: -32601 } })
    },
  )
})

describe('@walletconnect/sign-client peers through the local relay', () => {
  async function client(name: string) {
    const prefix = `${name}-${randomUUID()}`
    const signClient = await SignClient.init({
      relayUrl: relay.url,
      customStoragePrefix: prefix,
      storage: createMemoryKeyValueStorage(),
      logger: 'silent',
      metadata: { name, description: name, url: `https://${name}.portico.test`, icons: [] },
    })
    cleanups.push(() => stopSignClient(signClient, prefix))
    return signClient
  }

  it('pair, approve a session and answer a request', async () => {
    const [dapp, wallet] = await Promise.all([client('dapp'), client('wallet')])
    const account = 'eip155:1:0x00000000000000000000000000000000000000a1'
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            accounts: [account],
            chains: ['eip155:1'],
            methods: ['personal_sign'],
            events: [],
          },
        },
      })
    })
    wallet.on('session_request', ({ id, topic }) => {
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: '0x5ca1ab1e' } })
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
      },
    })
    const approved = approval()
    await wallet.pair({ uri: uri! })
    const session = await approved
    expect(session.namespaces.eip155?.accounts).toEqual([account])
    const result = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x6869', account.split(':')[2]] },
    })
    expect(result).toBe('0x5ca1ab1e')
  })
})
