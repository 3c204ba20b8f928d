import { randomBytes, webcrypto } from 'node:crypto'
import { type SmtpSink, startSmtpSink } from '@portico/testing/smtp'
import { afterAll, beforeAll } from 'vitest'
import type { ApiConfig } from '../config.js'
import { type ApiServer, createApiServer } from '../server.js'
import { openTestDatabase } from '../test/harness.js'
import type { AuthUser } from './accounts.js'
import type { AuthConfig } from './auth-config.js'
import type { SessionTokens } from './sessions/auth-sessions.js'

/** apps/api's error body with the auth code (contract). */
export interface AuthErrorBody {
  status: number
  reasons: {
    description: string
    code?: string
    retryAfterSeconds?: number
    attemptsLeft?: number
  }[]
}
export interface StepBody {
  step: string
  loginId?: string
  updateId?: string
  expiresAt?: number
}
export interface ConnectBody {
  step: 'CONNECT'
  session: SessionTokens
  user: AuthUser
}
export interface Reply {
  status: number
  body: unknown
  headers: Headers
}

/** A test's handle: the server (no socket: `app.request`), the SMTP sink it mails to, a clock. */
export interface AuthTestServer {
  server: ApiServer
  sink: SmtpSink
  clock: { now: number }
  call(method: string, path: string, body?: unknown, token?: string): Promise<Reply>
  /** start → code from the sink → verify, on a device the account knows (or a first device). */
  login(email: string, deviceId?: string): Promise<ConnectBody & { deviceId: string }>
  /** The code in the newest mail to `email` after `mark`. */
  codeFor(email: string, mark: number): Promise<string>
}

/** A device's login key as the frame makes it: ECDSA P-256, the private half not extractable. */
export const deviceKey = () =>
  webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]) as Promise<webcrypto.CryptoKeyPair>

/** The public half as `email/verify` takes it (base64url of the uncompressed point). */
export const publicKeyOf = async (pair: webcrypto.CryptoKeyPair) =>
  Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')

/** A device's signature of `text` as `device/connect` takes it (r ‖ s, base64url). */
export const sign = async (pair: webcrypto.CryptoKeyPair, text: string) =>
  Buffer.from(
    await webcrypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      Buffer.from(text, 'utf8'),
    ),
  ).toString('base64url')

/** A device id of the contract's form (16 random bytes, base64url). */
export const newDeviceId = () => randomBytes(16).toString('base64url')
/** A unique address per call, so tests in one database never share a cooldown. */
let counter = 0
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.org`

/**
 * Starts an SMTP sink and apps/api with an `auth` section over a fresh `kind` database before
 * the enclosing tests, stops both after. The server's clock is `clock.now` (tests move it).
 */
export function useAuthServer(
  kind: 'pglite' | 'postgres',
  auth: Partial<AuthConfig> = {},
  extra: Partial<ApiConfig> = {},
): () => AuthTestServer {
  let handle: AuthTestServer | undefined
  let dispose: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const sink = await startSmtpSink()
    const database = await openTestDatabase(kind, { migrated: true })
    const clock = { now: 1_800_000_000_000 }
    const server = await createApiServer(
      {
        chains: [],
        rateLimit: false,
        indexerPollMs: false,
        retentionIntervalMs: false,
        // The host `call` sends to: sign-in links are built on publicUrl alone.
        publicUrl: 'http://api.test',
        auth: {
          smtpUrl: sink.url,
          secret: 'a-test-secret-that-is-32-chars-long!',
          shareKey: randomBytes(32).toString('base64'),
          ...auth,
        },
        ...extra,
      },
      { db: database.db, now: () => clock.now, log: () => undefined },
    )
    dispose = async () => {
      await server.close()
      await database.dispose()
      await sink.stop()
    }
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const response = await server.app.request(`http://api.test${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const text = await response.text()
      const isJson = response.headers.get('content-type')?.includes('json')
      return {
        status: response.status,
        body: isJson ? JSON.parse(text) : text,
        headers: response.headers,
      }
    }
    const codeFor = async (email: string, mark: number) => {
      const mail = await sink.inbox.waitForMail(email, { after: mark, timeoutMs: 10_000 })
      if (!mail.code) throw new Error(`no code in the mail to ${email}: ${mail.subject}`)
      return mail.code
    }
    handle = {
      server,
      sink,
      clock,
      call,
      codeFor,
      async login(email, deviceId = newDeviceId()) {
        const mark = sink.inbox.seq
        const started = await call('POST', '/v1/auth/email/start', { email, deviceId })
        const step = started.body as StepBody
        if (step.step !== 'VERIFY_OTP') throw new Error(`login: ${JSON.stringify(started.body)}`)
        const otp = await codeFor(email, mark)
        const verified = await call('POST', '/v1/auth/email/verify', {
          loginId: step.loginId,
          deviceId,
          otp,
        })
        if (verified.status !== 200) throw new Error(`login: ${JSON.stringify(verified.body)}`)
        return { ...(verified.body as ConnectBody), deviceId }
      },
    }
  }, 60_000)
  afterAll(async () => {
    await dispose?.()
  })
  return () => {
    if (!handle) throw new Error('the auth test server has not started')
    return handle
  }
}

/** The first reason of an error body. */
export const reason = (reply: Reply) => (reply.body as AuthErrorBody).reasons[0]
