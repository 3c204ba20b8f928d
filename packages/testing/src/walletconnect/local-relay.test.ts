import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type LocalRelay, type StartLocalRelayOptions, startLocalRelay } from './local-relay.js'

const relays: LocalRelay[] = []
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

async function relay(options: StartLocalRelayOptions = {}) {
  const started = await startLocalRelay(options)
  relays.push(started)
  return started
}

function jwt(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'x' })}.signature`
}

interface RawClient {
  socket: WebSocket
  texts: string[]
  send(text: string): void
  /** Waits (bounded) for the next text frame matching the predicate. */
  next(predicate: (text: string) => boolean, timeoutMs?: number): Promise<string>
}

async function rawClient(url: string, clientId?: string): Promise<RawClient> {
  const socket = new WebSocket(clientId ? `${url}/?auth=${jwt(clientId)}&ua=test` : url)
  sockets.push(socket)
  const texts: string[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    texts.push(data.toString())
    for (const waiter of [...waiters]) waiter()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let seen = 0
  return {
    socket,
    texts,
    send: (text) => socket.send(text),
    next(predicate, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (seen < texts.length) {
            const text = texts[seen++]!
            if (predicate(text)) {
              waiters.delete(check)
              clearTimeout(timer)
              resolve(text)
              return
            }
          }
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching message within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
  }
}

const request = (id: string, method: string, params: object) =>
  `{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`

const isSubscription = (text: string) => text.includes('"method":"irn_subscription"')

describe('startLocalRelay', () => {
  it('listens on 127.0.0.1 and echoes 19-digit request ids exactly', async () => {
    const r = await relay()
    expect(r.url).toBe(`ws://127.0.0.1:${r.port}`)
    const client = await rawClient(r.url, 'did:key:a')
    client.send(
      request('1732158437361912345', 'irn_publish', { topic: 't1', message: 'm', ttl: 60, tag: 1 }),
    )
    expect(await client.next(() => true)).toBe(
      '{"id":1732158437361912345,"jsonrpc":"2.0","result":true}',
    )
  })

  it('answers errors for unknown methods, bad params and unparsable frames', async () => {
    const r = await relay()
    const client = await rawClient(r.url)
    client.send(request('7', 'irn_nope', {}))
    expect(JSON.parse(await client.next(() => true))).toEqual({
      id: 7,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: irn_nope' },
    })
    client.send(request('8', 'irn_subscribe', { topic: 42 }))
    expect(JSON.parse(await client.next(() => true)).error.code).toBe(-32602)
    client.send('{not json')
    expect(JSON.parse(await client.next(() => true)).error.code).toBe(-32700)
  })

  it('queues messages (TTL) for later subscribers and never echoes them to the publisher', async () => {
    const r = await relay()
    const wallet = await rawClient(r.url, 'did:key:wallet')
    const dapp = await rawClient(r.url, 'did:key:dapp')
    dapp.send(request('1', 'irn_subscribe', { topic: 'pairing' }))
    await dapp.next((text) => text.startsWith('{"id":1,'))
    dapp.send(
      request('2', 'irn_publish', { topic: 'pairing', message: 'proposal', ttl: 300, tag: 1100 }),
    )
    await dapp.next((text) => text.startsWith('{"id":2,'))

    wallet.send(request('3', 'irn_subscribe', { topic: 'pairing' }))
    const answer = JSON.parse(await wallet.next((text) => text.startsWith('{"id":3,')))
    const expectedId = createHash('sha256').update('pairingdid:key:wallet').digest('hex')
    expect(answer.result).toBe(expectedId)
    const delivered = JSON.parse(await wallet.next(isSubscription))
    expect(delivered.params).toEqual({
      id: expectedId,
      data: {
        topic: 'pairing',
        message: 'proposal',
        publishedAt: expect.any(Number),
        attestation: '',
        tag: 1100,
      },
    })
    wallet.send(JSON.stringify({ id: delivered.id, jsonrpc: '2.0', result: true }))

    // Live delivery to the other subscriber, not back to the publisher.
    wallet.send(
      request('4', 'irn_publish', { topic: 'pairing', message: 'response', ttl: 300, tag: 1101 }),
    )
    const live = JSON.parse(await dapp.next(isSubscription))
    expect(live.params.data).toMatchObject({ message: 'response', tag: 1101 })
    await wallet.next((text) => text.startsWith('{"id":4,'))
    expect(wallet.texts.filter(isSubscription)).toHaveLength(1)
  })

  it('delivers again on the next connection until the client acknowledges', async () => {
    const r = await relay()
    const publisher = await rawClient(r.url, 'did:key:p')
    publisher.send(request('1', 'irn_publish', { topic: 'T', message: 'hello', ttl: 60 }))
    await publisher.next(() => true)

    const first = await rawClient(r.url, 'did:key:c')
    first.send(request('2', 'irn_subscribe', { topic: 'T' }))
    await first.next(isSubscription)
    // The socket dies before acknowledging: the message is still owed to this client.
    const closed = new Promise((resolve) => first.socket.once('close', resolve))
    first.socket.terminate()
    await closed

    const second = await rawClient(r.url, 'did:key:c')
    second.send(request('3', 'irn_batchSubscribe', { topics: ['T'] }))
    const again = JSON.parse(await second.next(isSubscription))
    expect(again.params.data.message).toBe('hello')
    second.send(JSON.stringify({ id: again.id, jsonrpc: '2.0', result: true }))
    // The relay reads a socket's frames in order: once a later request is answered, the
    // acknowledgement before it has been taken.
    second.send(request('5', 'irn_subscribe', { topic: 'other' }))
    await second.next((text) => text.startsWith('{"id":5,'))
    second.socket.terminate()

    // Acknowledged: a third connection of the same client gets nothing but a later message.
    const third = await rawClient(r.url, 'did:key:c')
    third.send(request('4', 'irn_subscribe', { topic: 'T' }))
    await third.next((text) => text.startsWith('{"id":4,'))
    // A sentinel on the same topic: a redelivery of 'hello' would come before it.
    publisher.send(request('6', 'irn_publish', { topic: 'T', message: 'sentinel', ttl: 60 }))
    await third.next((text) => isSubscription(text) && text.includes('sentinel'))
    expect(
      third.texts.filter(isSubscription).map((text) => JSON.parse(text).params.data.message),
    ).toEqual(['sentinel'])
  })

  it('drops expired messages', async () => {
    let now = 1_000_000
    const clock = { advance: (ms: number) => (now += ms) }
    const r = await relay({ now: () => now })
    const publisher = await rawClient(r.url, 'did:key:p')
    publisher.send(request('1', 'irn_publish', { topic: 'x', message: 'short-lived', ttl: 30 }))
    await publisher.next(() => true)
    expect(r.queuedMessageCount()).toBe(1)
    clock.advance(30_001)
    const late = await rawClient(r.url, 'did:key:late')
    late.send(request('2', 'irn_batchFetchMessages', { topics: ['x'] }))
    expect(JSON.parse(await late.next(() => true)).result).toEqual({ messages: [], hasMore: false })
    expect(r.queuedMessageCount()).toBe(0)
  })

  it('bounds the queue, dropping the oldest messages', async () => {
    const r = await relay({ maxQueuedMessages: 3 })
    const publisher = await rawClient(r.url, 'did:key:p')
    for (let i = 1; i <= 5; i++) {
      publisher.send(request(String(i), 'irn_publish', { topic: 'q', message: `m${i}`, ttl: 60 }))
      await publisher.next((text) => text.startsWith(`{"id":${i},`))
    }
    expect(r.queuedMessageCount()).toBe(3)
    const late = await rawClient(r.url, 'did:key:late')
    late.send(request('9', 'irn_batchFetchMessages', { topics: ['q'] }))
    const { result } = JSON.parse(await late.next(() => true))
    expect(result.messages.map((m: { message: string }) => m.message)).toEqual(['m3', 'm4', 'm5'])
    // Fetched messages are not delivered again to the same client.
    late.send(request('10', 'irn_batchSubscribe', { topics: ['q'] }))
    await late.next((text) => text.startsWith('{"id":10,'))
    // A sentinel on the same topic: a redelivery of m3-m5 would come before it.
    publisher.send(request('11', 'irn_publish', { topic: 'q', message: 'sentinel', ttl: 60 }))
    await late.next((text) => isSubscription(text) && text.includes('sentinel'))
    expect(
      late.texts.filter(isSubscription).map((text) => JSON.parse(text).params.data.message),
    ).toEqual(['sentinel'])
  })

  it('bounds the queue in bytes, not only in messages (the default holds at most 32 MiB)', async () => {
    const r = await relay({ maxQueuedBytes: 2500 })
    const publisher = await rawClient(r.url, 'did:key:p')
    for (let i = 1; i <= 5; i++) {
      const message = String(i).repeat(1000)
      publisher.send(request(String(i), 'irn_publish', { topic: 'q', message, ttl: 60 }))
      await publisher.next((text) => text.startsWith(`{"id":${i},`))
    }
    expect(r.queuedMessageCount()).toBe(2)
    expect(r.queuedByteCount()).toBe(2000)
    const late = await rawClient(r.url, 'did:key:late')
    late.send(request('9', 'irn_batchFetchMessages', { topics: ['q'] }))
    const { result } = JSON.parse(await late.next(() => true))
    expect(result.messages.map((m: { message: string }) => m.message[0])).toEqual(['4', '5'])
    const defaults = await relay()
    expect(defaults.queuedByteCount()).toBe(0)
  })

  it('rejects oversized messages', async () => {
    const r = await relay({ maxMessageBytes: 100 })
    const client = await rawClient(r.url)
    client.send(request('1', 'irn_publish', { topic: 't', message: 'x'.repeat(150) }))
    expect(JSON.parse(await client.next(() => true)).error.code).toBe(-32602)
    expect(r.queuedMessageCount()).toBe(0)
  })

  it('subscribes the caller in wc_proposeSession / wc_approveSession and publishes with tags', async () => {
    const r = await relay()
    const dapp = await rawClient(r.url, 'did:key:dapp')
    const wallet = await rawClient(r.url, 'did:key:wallet')
    dapp.send(
      request('1', 'wc_proposeSession', {
        pairingTopic: 'P',
        sessionProposal: 'proposal',
        ttl: 300,
        correlationId: 1,
      }),
    )
    expect(JSON.parse(await dapp.next(() => true)).result).toBe(true)
    wallet.send(request('2', 'irn_subscribe', { topic: 'P' }))
    expect(JSON.parse(await wallet.next(isSubscription)).params.data).toMatchObject({
      message: 'proposal',
      tag: 1100,
    })
    wallet.send(
      request('3', 'wc_approveSession', {
        sessionTopic: 'S',
        pairingTopic: 'P',
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    )
    // The dapp is subscribed to P since its proposal: it gets the response at once.
    expect(JSON.parse(await dapp.next(isSubscription)).params.data).toMatchObject({
      message: 'response',
      tag: 1101,
    })
    dapp.send(request('4', 'irn_subscribe', { topic: 'S' }))
    expect(JSON.parse(await dapp.next(isSubscription)).params.data).toMatchObject({
      message: 'settle',
      tag: 1102,
    })
    // The wallet was subscribed to S by wc_approveSession: the dapp's next message reaches it.
    dapp.send(request('5', 'irn_publish', { topic: 'S', message: 'request', ttl: 300, tag: 1108 }))
    expect(JSON.parse(await wallet.next(isSubscription)).params.data).toMatchObject({
      message: 'request',
    })
  })

  it('pings its clients and stops idempotently, closing connections', async () => {
    const r = await relay({ pingIntervalMs: 30 })
    const client = await rawClient(r.url)
    await new Promise((resolve) => client.socket.once('ping', resolve))
    expect(r.connectionCount()).toBe(1)
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    await Promise.all([r.stop(), r.stop()])
    await closed
    await expect(rawClient(r.url)).rejects.toThrow()
  })
})
