import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'
import type { ShareKey } from './auth-config.js'

/** A random opaque token (`prefix` + 32 random bytes in base64url): only its hash is stored. */
export function newToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`
}

/** SHA-256 hex of a token: what the database keeps, so a leaked table holds no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A 6-digit one-time code, uniform over 000000-999999. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * The stored form of a code: HMAC-SHA256 under the server secret, bound to the login it was
 * sent for, so a dump of the table cannot be brute-forced offline without the secret and one
 * code cannot be replayed on another login.
 */
export function otpHash(secret: Buffer, codeId: string, otp: string): string {
  return createHmac('sha256', secret).update(`${codeId}:${otp}`, 'utf8').digest('hex')
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** What is stored for an encrypted share. */
export interface SealedShare {
  keyId: string
  iv: string
  ciphertext: string
}

/**
 * AES-256-GCM under `key`, with `aad` (user, namespace, address) authenticated: a sealed share
 * copied to another user's row fails to open.
 */
export function sealShare(key: ShareKey, plaintext: Uint8Array, aad: string): SealedShare {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return { keyId: key.id, iv: iv.toString('base64'), ciphertext: body.toString('base64') }
}

/** Opens a {@link sealShare} result; throws when the key, the data or the aad differ. */
export function openShare(key: ShareKey, sealed: SealedShare, aad: string): Buffer {
  if (sealed.keyId !== key.id) throw new Error('The share was sealed under another key')
  const body = Buffer.from(sealed.ciphertext, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(sealed.iv, 'base64'))
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(body.subarray(body.length - 16))
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()])
}
