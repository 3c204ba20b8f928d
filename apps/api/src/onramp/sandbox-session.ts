import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'

/**
 * What a sandbox checkout link carries. The whole of it is signed: the page and the payment read
 * the amount, the address and the chain from here, never from anything else in the URL.
 */
export interface SandboxSession {
  /** Random id; a payment spends it once (kept in the database). */
  id: string
  providerId: string
  address: `0x${string}`
  chainId: number
  paymentMethod: 'card' | 'bank_account'
  /** What the buyer pays, in cents of `currency`. */
  paymentCents: number
  currency: string
  providerFeeCents: number
  networkFeeCents: number
  /** What arrives, in wei. */
  purchaseWei: string
  purchaseCurrency: string
  /** Milliseconds since the epoch after which the link is refused. */
  expiresAt: number
}

const SessionSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  providerId: v.string(),
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)) as v.GenericSchema<
    string,
    `0x${string}`
  >,
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paymentMethod: v.picklist(['card', 'bank_account']),
  paymentCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: v.string(),
  providerFeeCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  networkFeeCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  purchaseWei: v.pipe(v.string(), v.regex(/^\d{1,78}$/)),
  purchaseCurrency: v.string(),
  expiresAt: v.pipe(v.number(), v.integer()),
})

/** Why a session token was refused (the page says so). */
export class SandboxSessionError extends Error {
  override name = 'SandboxSessionError'
}

/** A fresh session id. */
export function newSessionId(): string {
  return randomBytes(16).toString('hex')
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url')

/** `base64url(JSON).base64url(HMAC-SHA256)`: opaque to the browser, checked by any replica. */
export function signSandboxSession(session: SandboxSession, secret: string): string {
  const body = Buffer.from(JSON.stringify(session)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

/**
 * The session a token names, after checking its signature, its shape and its expiry.
 *
 * @throws SandboxSessionError "Invalid checkout session" / "This checkout session has expired"
 */
export function verifySandboxSession(token: string, secret: string, now: number): SandboxSession {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || token.length > 4096)
    throw new SandboxSessionError('Invalid checkout session')
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new SandboxSessionError('Invalid checkout session')
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    throw new SandboxSessionError('Invalid checkout session')
  }
  const result = v.safeParse(SessionSchema, parsed)
  if (!result.success) throw new SandboxSessionError('Invalid checkout session')
  if (result.output.expiresAt <= now)
    throw new SandboxSessionError('This checkout session has expired')
  return result.output
}
