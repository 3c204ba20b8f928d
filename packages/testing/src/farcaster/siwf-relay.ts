import { randomBytes, timingSafeEqual } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  channelStatusBody,
  newChannelSecrets,
  parseAuthentication,
  parseChannelRequest,
  type SiwfChannel,
  SiwfRelayRequestError,
  signInUrl,
} from './siwf-channel.js'

/** Options of {@link startSiwfRelay}. */
export interface StartSiwfRelayOptions {
  host?: string
  /** 0 (default): a free ephemeral port. */
  port?: number
  /** The key a wallet sends as `X-Farcaster-Auth-Relay-Key`; default: random. */
  authKey?: string
  /** Base of the sign-in URLs (the QR code's link). Default the public one's. */
  signInUrlBase?: string
  /** A channel is forgotten this long after its creation (default 1 hour, as the public relay). */
  channelTtlMs?: number
  now?: () => number
}

/** A running relay stand-in. */
export interface SiwfRelay {
  /** `http://host:port`: what an app client takes as `relay` (it appends `/v1/...`). */
  url: string
  authKey: string
  /** The live channels, oldest first. */
  channels(): SiwfChannel[]
  /** The next channel created (or the newest one created after `afterCount` channels). */
  waitForChannel(options?: { afterCount?: number; timeoutMs?: number }): Promise<SiwfChannel>
  /** How many channels were created so far (a mark for `waitForChannel`). */
  readonly createdCount: number
  stop(): Promise<void>
}

const MAX_BODY = 16 * 1024
export const DEFAULT_SIGN_IN_URL_BASE = 'https://farcaster.xyz/~/siwf'

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  })
  res.end(JSON.stringify(body))
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new SiwfRelayRequestError('body too large')
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new SiwfRelayRequestError('body must be JSON')
  }
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  const match = header ? /^Bearer ([0-9a-f]{32})$/.exec(header) : null
  return match?.[1]
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * A local stand-in for the Sign In With Farcaster relay on 127.0.0.1, speaking the public relay's
 * API as `@farcaster/auth-client` calls it: `POST /v1/channel` (201 `{ channelToken, url, nonce }`),
 * `GET /v1/channel/status` with `Authorization: Bearer <channelToken>` (202 while pending, 200 once
 * completed, with the signed message and the user's profile), and `POST /v1/channel/authenticate`
 * for the wallet (bearer token plus `X-Farcaster-Auth-Relay-Key`). Like the public relay it checks
 * no signature: the app verifies the message itself. Channels live in memory.
 *
 * @example
 * const relay = await startSiwfRelay()
 * const app = createAppClient({ relay: relay.url, ethereum })
 * const { channelToken, url } = await app.createChannel({ siweUri, domain })
 * await farcasterWallet.approve(url, relay)
 * await relay.stop()
 */
export async function startSiwfRelay(options: StartSiwfRelayOptions = {}): Promise<SiwfRelay> {
  const now = options.now ?? Date.now
  const ttl = options.channelTtlMs ?? 3_600_000
  const authKey = options.authKey ?? randomBytes(16).toString('hex')
  const base = options.signInUrlBase ?? DEFAULT_SIGN_IN_URL_BASE
  const channels = new Map<string, SiwfChannel>()
  const events = new EventEmitter()
  const created: SiwfChannel[] = []

  const live = (token: string | undefined): SiwfChannel | undefined => {
    const channel = token ? channels.get(token) : undefined
    if (channel && now() - channel.createdAt > ttl) {
      channels.delete(channel.channelToken)
      return undefined
    }
    return channel
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://relay').pathname
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type, x-farcaster-auth-relay-key',
      })
      res.end()
      return
    }
    if (req.method === 'POST' && path === '/v1/channel') {
      const request = parseChannelRequest(await readJson(req))
      const secrets = newChannelSecrets()
      const nonce = request.nonce ?? secrets.nonce
      const channel: SiwfChannel = {
        channelToken: secrets.channelToken,
        nonce,
        url: signInUrl(base, secrets.channelToken, nonce, request),
        request,
        createdAt: now(),
        metadata: {
          ip: req.socket.remoteAddress ?? '',
          userAgent: req.headers['user-agent'] ?? '',
        },
        authentication: undefined,
      }
      channels.set(channel.channelToken, channel)
      created.push(channel)
      events.emit('channel', channel)
      send(res, 201, { channelToken: channel.channelToken, url: channel.url, nonce })
      return
    }
    if (req.method === 'GET' && path === '/v1/channel/status') {
      const channel = live(bearer(req))
      if (!channel) return send(res, 401, { error: 'Unauthorized' })
      send(res, channel.authentication ? 200 : 202, channelStatusBody(channel))
      return
    }
    if (req.method === 'POST' && path === '/v1/channel/authenticate') {
      const key = req.headers['x-farcaster-auth-relay-key']
      const channel = live(bearer(req))
      if (typeof key !== 'string' || !sameSecret(key, authKey) || !channel) {
        return send(res, 401, { error: 'Unauthorized' })
      }
      channel.authentication = parseAuthentication(await readJson(req))
      send(res, 201, channelStatusBody(channel))
      return
    }
    send(res, 404, { error: 'Not found' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SiwfRelayRequestError) send(res, 400, { error: error.message })
      else send(res, 500, { error: 'Internal error' })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo

  return {
    url: `http://${address.address}:${address.port}`,
    authKey,
    channels: () => [...channels.values()],
    get createdCount() {
      return created.length
    },
    waitForChannel({ afterCount = created.length, timeoutMs = 15_000 } = {}) {
      const existing = created[afterCount]
      if (existing) return Promise.resolve(existing)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off('channel', onChannel)
          reject(new Error(`No SIWF channel was created within ${timeoutMs} ms`))
        }, timeoutMs)
        const onChannel = (channel: SiwfChannel) => {
          clearTimeout(timer)
          events.off('channel', onChannel)
          resolve(channel)
        }
        events.on('channel', onChannel)
      })
    },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
