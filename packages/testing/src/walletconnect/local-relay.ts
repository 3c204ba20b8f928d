import { createHash, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { readRawJsonRpcId } from './raw-json-rpc-id.js'
import { isRelayOriginAllowed, type RelayOriginPolicy } from './relay-origin.js'

/** A running local relay. */
export interface LocalRelay {
  /** `ws://127.0.0.1:PORT`: pass as `relayUrl` to WalletConnect clients. */
  url: string
  port: number
  /** Messages currently held for later subscribers (bounded by `maxQueuedMessages`). */
  queuedMessageCount(): number
  /** Bytes of the messages currently held (bounded by `maxQueuedBytes`). */
  queuedByteCount(): number
  /** Connected sockets. */
  connectionCount(): number
  /** Closes every connection and the server. Idempotent. */
  stop(): Promise<void>
}

export interface StartLocalRelayOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free ephemeral port. */
  port?: number
  /** Most messages held at once; the oldest are dropped beyond it. Default 10 000. */
  maxQueuedMessages?: number
  /** Most bytes of messages held at once; the oldest are dropped beyond it. Default 32 MiB. */
  maxQueuedBytes?: number
  /** Largest accepted message (bytes). Default 1 MiB. */
  maxMessageBytes?: number
  /**
   * Browser pages allowed to connect, by their `Origin` header: exact origins or a predicate.
   * Default: loopback origins (`http://127.0.0.1:*`, `http://localhost:*`, `http://[::1]:*`).
   * Clients that send no `Origin` (Node) are always accepted.
   */
  allowedOrigins?: RelayOriginPolicy
  /** WebSocket ping period (ms). WalletConnect's Node client drops a silent socket after 35 s. Default 15 000. */
  pingIntervalMs?: number
  /** The clock messages' time to live is read on (tests move it by hand). Default `Date.now`. */
  now?: () => number
}

interface StoredMessage {
  topic: string
  message: string
  /** UTF-8 size of `message`, counted against `maxQueuedBytes`. */
  bytes: number
  publishedAt: number
  expiresAt: number
  tag: number
  publisherId: string
  /** Client ids that acknowledged the message (or fetched it): never sent to them again. */
  ackedBy: Set<string>
  /** Connections it was sent to and that have not acknowledged yet, with our request id. */
  inFlight: Map<Connection, string>
}

interface Connection {
  socket: WebSocket
  clientId: string
  topics: Set<string>
  /** Our irn_subscription request ids awaiting the client's acknowledgement. */
  awaitingAck: Map<string, StoredMessage>
}

type Params = Record<string, unknown>

class RelayRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const defaultTtlSeconds = 300
const maxTtlSeconds = 30 * 24 * 3600

/** The client id a WalletConnect client uses: the `iss` (did:key) of its `auth` JWT. */
function clientIdFromUrl(url: string | undefined): string {
  try {
    const auth = new URL(url ?? '/', 'ws://relay').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (payload) {
      const iss = (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iss?: unknown })
        .iss
      if (typeof iss === 'string' && iss.length > 0) return iss
    }
  } catch {
    // An unreadable token only costs the client a stable id.
  }
  return `anonymous:${randomUUID()}`
}

/** The subscription id a WalletConnect client computes for itself: sha256(topic + clientId). */
function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

function stringParam(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0) {
    throw new RelayRequestError(-32602, `Invalid params: ${key} must be a non-empty string`)
  }
  return value
}

function stringArrayParam(params: Params, key: string): string[] {
  const value = params[key]
  if (
    !Array.isArray(value) ||
    !value.every((item) => typeof item === 'string' && item.length > 0)
  ) {
    throw new RelayRequestError(-32602, `Invalid params: ${key} must be an array of strings`)
  }
  return value as string[]
}

function ttlParam(params: Params): number {
  const ttl = params.ttl
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return defaultTtlSeconds
  return Math.min(ttl, maxTtlSeconds)
}

/**
 * Starts a WalletConnect relay on 127.0.0.1 that real `@walletconnect/sign-client` peers can pair
 * and talk through: `irn_publish` / `irn_subscribe` / `irn_batchSubscribe` / `irn_unsubscribe` /
 * `irn_batchUnsubscribe` / `irn_batchFetchMessages` / `irn_fetchMessages`, and the `wc_proposeSession` /
 * `wc_approveSession` shortcuts. Messages wait (bounded, with their TTL) for subscribers; ids are echoed
 * exactly; attestation is always "" so wallets do not wait for a verify service.
 *
 * @example
 * const relay = await startLocalRelay()
 * const client = await SignClient.init({ relayUrl: relay.url, ... })
 * await relay.stop()
 */
export async function startLocalRelay(options: StartLocalRelayOptions = {}): Promise<LocalRelay> {
  const maxQueued = options.maxQueuedMessages ?? 10_000
  const maxMessageBytes = options.maxMessageBytes ?? 1024 * 1024
  const maxQueuedBytes = options.maxQueuedBytes ?? 32 * 1024 * 1024
  let queuedBytes = 0
  const connections = new Set<Connection>()
  const subscribers = new Map<string, Set<Connection>>()
  // Insertion order is publish order: the first entries are the oldest.
  const queue = new Set<StoredMessage>()
  const queueByTopic = new Map<string, Set<StoredMessage>>()
  const clockNow = options.now ?? Date.now
  let nextServerId = Date.now() * 1000

  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: options.port ?? 0,
    // Room for the JSON-RPC envelope around the largest message; bigger frames close the socket.
    maxPayload: maxMessageBytes + 64 * 1024,
    verifyClient: (info, accept) => {
      if (isRelayOriginAllowed(info.req.headers.origin, options.allowedOrigins)) accept(true)
      else accept(false, 403, 'Origin not allowed')
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port

  const forget = (stored: StoredMessage) => {
    if (queue.delete(stored)) queuedBytes -= stored.bytes
    for (const [connection, id] of stored.inFlight) connection.awaitingAck.delete(id)
    stored.inFlight.clear()
    const topicSet = queueByTopic.get(stored.topic)
    topicSet?.delete(stored)
    if (topicSet?.size === 0) queueByTopic.delete(stored.topic)
  }

  const sweep = () => {
    const now = clockNow()
    for (const stored of queue) if (stored.expiresAt <= now) forget(stored)
  }

  const deliver = (connection: Connection, stored: StoredMessage) => {
    if (stored.publisherId === connection.clientId) return
    // Delivered until acknowledged: a message sent on a socket that died unacknowledged is sent
    // again when the client subscribes on its next connection (clients drop duplicates).
    if (stored.ackedBy.has(connection.clientId) || stored.inFlight.has(connection)) return
    if (connection.socket.readyState !== connection.socket.OPEN) return
    const id = nextServerId++
    stored.inFlight.set(connection, String(id))
    connection.awaitingAck.set(String(id), stored)
    connection.socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(stored.topic, connection.clientId),
          data: {
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            attestation: '',
            tag: stored.tag,
          },
        },
      }),
    )
  }

  const publish = (
    publisher: Connection,
    topic: string,
    message: string,
    ttl: number,
    tag: number,
  ) => {
    const bytes = Buffer.byteLength(message)
    if (bytes > maxMessageBytes) {
      throw new RelayRequestError(
        -32602,
        `Invalid params: message larger than ${maxMessageBytes} bytes`,
      )
    }
    sweep()
    const now = clockNow()
    const stored: StoredMessage = {
      topic,
      message,
      bytes,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      tag,
      publisherId: publisher.clientId,
      ackedBy: new Set(),
      inFlight: new Map(),
    }
    queue.add(stored)
    queuedBytes += bytes
    let topicSet = queueByTopic.get(topic)
    if (!topicSet) {
      topicSet = new Set()
      queueByTopic.set(topic, topicSet)
    }
    topicSet.add(stored)
    while (queue.size > maxQueued || queuedBytes > maxQueuedBytes) {
      const oldest = queue.values().next().value
      if (!oldest) break
      forget(oldest)
    }
    for (const subscriber of subscribers.get(topic) ?? []) deliver(subscriber, stored)
  }

  const subscribe = (connection: Connection, topic: string): string => {
    connection.topics.add(topic)
    let set = subscribers.get(topic)
    if (!set) {
      set = new Set()
      subscribers.set(topic, set)
    }
    set.add(connection)
    return subscriptionId(topic, connection.clientId)
  }

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  // Stored messages reach a new subscriber after the subscribe answer, as from a real relay.
  const deliverStored = (connection: Connection, topics: string[]) => {
    setImmediate(() => {
      sweep()
      for (const topic of topics) {
        for (const stored of queueByTopic.get(topic) ?? []) deliver(connection, stored)
      }
    })
  }

  const fetchMessages = (connection: Connection, topics: string[]) => {
    sweep()
    const messages = []
    for (const topic of topics) {
      for (const stored of queueByTopic.get(topic) ?? []) {
        if (stored.publisherId === connection.clientId) continue
        if (stored.ackedBy.has(connection.clientId)) continue
        // The answer itself delivers the message.
        stored.ackedBy.add(connection.clientId)
        messages.push({
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          attestation: '',
          tag: stored.tag,
        })
      }
    }
    return { messages, hasMore: false }
  }

  const handle = (connection: Connection, method: string, params: Params): unknown => {
    switch (method) {
      case 'irn_publish': {
        const tag = typeof params.tag === 'number' ? params.tag : 0
        publish(
          connection,
          stringParam(params, 'topic'),
          stringParam(params, 'message'),
          ttlParam(params),
          tag,
        )
        return true
      }
      case 'irn_subscribe': {
        const topic = stringParam(params, 'topic')
        const id = subscribe(connection, topic)
        deliverStored(connection, [topic])
        return id
      }
      case 'irn_batchSubscribe': {
        const topics = stringArrayParam(params, 'topics')
        const ids = topics.map((topic) => subscribe(connection, topic))
        deliverStored(connection, topics)
        return ids
      }
      case 'irn_unsubscribe':
        unsubscribe(connection, stringParam(params, 'topic'))
        return true
      case 'irn_batchUnsubscribe': {
        const subscriptions = params.subscriptions
        if (!Array.isArray(subscriptions)) {
          throw new RelayRequestError(-32602, 'Invalid params: subscriptions must be an array')
        }
        for (const subscription of subscriptions) {
          const topic = (subscription as { topic?: unknown } | null)?.topic
          if (typeof topic === 'string') unsubscribe(connection, topic)
        }
        return true
      }
      case 'irn_batchFetchMessages':
        return fetchMessages(connection, stringArrayParam(params, 'topics'))
      case 'irn_fetchMessages':
        return fetchMessages(connection, [stringParam(params, 'topic')])
      case 'wc_proposeSession': {
        const pairingTopic = stringParam(params, 'pairingTopic')
        const proposal = stringParam(params, 'sessionProposal')
        subscribe(connection, pairingTopic)
        publish(connection, pairingTopic, proposal, ttlParam(params), 1100)
        return true
      }
      case 'wc_approveSession': {
        const sessionTopic = stringParam(params, 'sessionTopic')
        const pairingTopic = stringParam(params, 'pairingTopic')
        const response = stringParam(params, 'sessionProposalResponse')
        const settlement = stringParam(params, 'sessionSettlementRequest')
        subscribe(connection, sessionTopic)
        deliverStored(connection, [sessionTopic])
        publish(connection, pairingTopic, response, ttlParam(params), 1101)
        publish(connection, sessionTopic, settlement, ttlParam(params), 1102)
        return true
      }
      default:
        throw new RelayRequestError(-32601, `Method not found: ${method}`)
    }
  }

  const onMessage = (connection: Connection, text: string) => {
    let payload: { method?: unknown; params?: unknown }
    try {
      payload = JSON.parse(text) as typeof payload
    } catch {
      connection.socket.send(
        JSON.stringify({
          id: null,
          jsonrpc: '2.0',
          error: { code: -32700, message: 'Parse error' },
        }),
      )
      return
    }
    if (typeof payload !== 'object' || payload === null) return
    const rawId = readRawJsonRpcId(text)
    if (typeof payload.method !== 'string') {
      // An answer to one of our irn_subscription requests: the message is acknowledged.
      const stored = rawId === undefined ? undefined : connection.awaitingAck.get(rawId)
      if (stored && rawId !== undefined) {
        connection.awaitingAck.delete(rawId)
        stored.inFlight.delete(connection)
        if ('result' in payload) stored.ackedBy.add(connection.clientId)
      }
      return
    }
    let body: string
    try {
      const params =
        typeof payload.params === 'object' && payload.params !== null
          ? (payload.params as Params)
          : {}
      body = `"result":${JSON.stringify(handle(connection, payload.method, params))}`
    } catch (error) {
      const code = error instanceof RelayRequestError ? error.code : -32603
      const message = error instanceof Error ? error.message : 'Internal error'
      body = `"error":${JSON.stringify({ code, message })}`
    }
    if (rawId === undefined) return
    connection.socket.send(`{"id":${rawId},"jsonrpc":"2.0",${body}}`)
  }

  server.on('connection', (socket, request) => {
    const connection: Connection = {
      socket,
      clientId: clientIdFromUrl(request.url),
      topics: new Set(),
      awaitingAck: new Map(),
    }
    connections.add(connection)
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      onMessage(connection, data.toString())
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of [...connection.topics]) unsubscribe(connection, topic)
      for (const stored of connection.awaitingAck.values()) stored.inFlight.delete(connection)
      connection.awaitingAck.clear()
    })
  })

  const pinger = setInterval(() => {
    sweep()
    for (const connection of connections) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.ping()
    }
  }, options.pingIntervalMs ?? 15_000)
  pinger.unref()

  let stopped: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    queuedMessageCount: () => queue.size,
    queuedByteCount: () => queuedBytes,
    connectionCount: () => connections.size,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const connection of connections) connection.socket.terminate()
        server.close(() => resolve())
      })
      return stopped
    },
  }
}

/**
 * The address of a relay that is down: a local relay started and stopped again, so nothing listens
 * on its port (a fault test can start a relay there again with `startLocalRelay({ port })`).
 *
 * @example
 * const { url, port } = await stoppedRelayAddress()
 * // a client on `url` meets a relay that is down
 */
export async function stoppedRelayAddress(): Promise<{ url: string; port: number }> {
  const relay = await startLocalRelay()
  await relay.stop()
  return { url: relay.url, port: relay.port }
}
