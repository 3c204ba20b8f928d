import type { ChainNamespace, Clock } from '@portico/core'
import { SiwxMessageError } from '../message/message-errors.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import { messageAccountId } from '../message/siwx-message.js'
import type { SiwxStorage } from '../storage/siwx-storage.js'
import { type BuiltInVerifierOptions, loadBuiltInVerifier } from '../verifiers/load-verifier.js'
import type { SiwxVerifier } from '../verifiers/siwx-verifier.js'
import { checkMessage, type MessageRules } from './check-message.js'
import { randomToken } from './random-token.js'
import { SiwxError } from './siwx-errors.js'
import { sha256Hex } from './token-hash.js'

export interface SiwxServerOptions extends MessageRules {
  storage: SiwxStorage
  /** Time source (default the system clock); only `now` is used. */
  clock?: Pick<Clock, 'now'> | undefined
  /** How long an issued nonce may be used, in ms (default 5 minutes). */
  nonceTtlMs?: number | undefined
  /** Longest session, in ms (default 7 days); a message's `expirationTime` can shorten it. */
  sessionTtlMs?: number | undefined
  /** JSON-RPC URL per eip155 chain id, for smart-account (ERC-1271 / 6492) signatures. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** Verifiers to use instead of the built-in ones (the others still load on first use). */
  verifiers?: readonly SiwxVerifier[] | undefined
  /** Namespaces to sign in with (default all four). Others are refused. */
  namespaces?: readonly ChainNamespace[] | undefined
}

/** What the verify step takes: the exact signed text, the signature, and what the wallet is on. */
export interface SiwxVerifyBody {
  message: string
  signature: string
  /** CAIP-2 network the wallet is connected on; when given, the message must be for it. */
  networkId?: string | undefined
  /** CAIP-10 account the wallet is connected with; when given, the message must be for it. */
  accountId?: string | undefined
}

/** A live session as the server reports it. */
export interface SiwxServerSession {
  /** CAIP-10 (`eip155:1:0xAbC…`). */
  accountId: string
  /** CAIP-2 (`eip155:1`). */
  networkId: string
  address: string
  message: string
  signature: string
  createdAt: number
  expiresAt: number
}

export interface SiwxServer {
  /** A fresh single-use nonce and when it stops being accepted (ms). */
  issueNonce(): Promise<{ nonce: string; expiresAt: number }>
  /**
   * Checks a signed message (rules, that its nonce is live, the signature, then the nonce again,
   * consumed atomically) and opens a session. Resolves to the bearer token and the session; throws {@link SiwxError}.
   */
  verify(body: SiwxVerifyBody): Promise<{ token: string; session: SiwxServerSession }>
  /** The live session of a bearer token, or `undefined`. */
  getSession(token: string): Promise<SiwxServerSession | undefined>
  /** Ends the session of a bearer token; `true` when one was open. */
  signOut(token: string): Promise<boolean>
}

const MAX_MESSAGE_LENGTH = 8_192
const MAX_SIGNATURE_LENGTH = 8_192

/**
 * The SIWX server: issues nonces, verifies signed CAIP-122 messages of any namespace with a
 * verifier (built-in ones load on first use) and keeps sessions in `storage`. Framework-neutral;
 * `createSiwxHandlers` puts it behind `Request → Response` handlers.
 *
 * @example
 * const server = createSiwxServer({ storage: createMemoryStorage(), domains: ['example.com'] })
 */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const clock = options.clock ?? { now: () => Date.now() }
  const nonceTtl = options.nonceTtlMs ?? 5 * 60_000
  const sessionTtl = options.sessionTtlMs ?? 7 * 24 * 3_600_000
  const given = new Map(options.verifiers?.map((verifier) => [verifier.namespace, verifier]))
  const loading = new Map<ChainNamespace, Promise<SiwxVerifier | undefined>>()
  const builtIn: BuiltInVerifierOptions = { eip155: { rpcUrls: options.rpcUrls } }

  function verifierFor(namespace: ChainNamespace): Promise<SiwxVerifier | undefined> {
    if (options.namespaces && !options.namespaces.includes(namespace))
      return Promise.resolve(undefined)
    const verifier = given.get(namespace)
    if (verifier) return Promise.resolve(verifier)
    let pending = loading.get(namespace)
    if (!pending) {
      pending = loadBuiltInVerifier(namespace, builtIn)
      loading.set(namespace, pending)
    }
    return pending
  }

  const toSession = (stored: {
    accountId: string
    message: string
    signature: string
    createdAt: number
    expiresAt: number
  }): SiwxServerSession => {
    const [namespace = '', reference = '', ...address] = stored.accountId.split(':')
    return {
      ...stored,
      networkId: `${namespace}:${reference}`,
      address: address.join(':'),
    }
  }

  return {
    async issueNonce() {
      const nonce = randomToken(24)
      const now = clock.now()
      const expiresAt = now + nonceTtl
      await options.storage.putNonce(nonce, expiresAt, now)
      return { nonce, expiresAt }
    },

    async verify(body) {
      if (
        typeof body?.message !== 'string' ||
        typeof body.signature !== 'string' ||
        body.message.length > MAX_MESSAGE_LENGTH ||
        body.signature.length > MAX_SIGNATURE_LENGTH ||
        (body.networkId !== undefined && typeof body.networkId !== 'string') ||
        (body.accountId !== undefined && typeof body.accountId !== 'string')
      )
        throw new SiwxError('invalid_request', {
          details: 'expected { message, signature } strings',
        })
      let message: ReturnType<typeof parseSiwxMessage>
      try {
        message = parseSiwxMessage(body.message)
      } catch (error) {
        if (error instanceof SiwxMessageError)
          throw new SiwxError('invalid_message', { details: error.details, cause: error })
        throw error
      }
      checkMessage(message, options, clock.now(), body)
      // Before the signature: checking one can cost an eth_call whose calldata the sender
      // chose, so only a nonce this server issued (live, unused) earns one. Not yet spent: a
      // bad signature must not burn the genuine signer's nonce.
      if (!(await options.storage.hasNonce(message.nonce, clock.now())))
        throw new SiwxError('invalid_nonce')
      const verifier = await verifierFor(message.namespace)
      if (!verifier) throw new SiwxError('unsupported_namespace', { details: message.namespace })
      let valid: boolean
      try {
        valid = await verifier.verify({
          text: body.message,
          message,
          signature: body.signature,
        })
      } catch (error) {
        // A verifier's own refusal with a reason (e.g. a signature format it does not verify).
        if (error instanceof SiwxError) throw error
        throw new SiwxError('verifier_unavailable', { cause: error })
      }
      if (!valid) throw new SiwxError('invalid_signature')
      // Last, and atomically: of two concurrent requests with one message, one session.
      const now = clock.now()
      const expirationTime =
        message.expirationTime === undefined
          ? Number.POSITIVE_INFINITY
          : Date.parse(message.expirationTime)
      const token = randomToken(32)
      const stored = {
        id: sha256Hex(token),
        accountId: messageAccountId(message),
        message: body.message,
        signature: body.signature,
        createdAt: now,
        expiresAt: Math.min(now + sessionTtl, expirationTime),
      }
      const { storage } = options
      // One write where the storage can: a crash between the two would spend the nonce for nothing.
      const consumed = storage.consumeNonceAddSession
        ? await storage.consumeNonceAddSession(message.nonce, now, stored)
        : (await storage.consumeNonce(message.nonce, now)) &&
          (await storage.addSession(stored).then(() => true))
      if (!consumed) throw new SiwxError('invalid_nonce')
      return { token, session: toSession(stored) }
    },

    async getSession(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) return undefined
      const stored = await options.storage.getSession(sha256Hex(token), clock.now())
      return stored && toSession(stored)
    },

    async signOut(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false
      return options.storage.deleteSession(sha256Hex(token))
    },
  }
}
