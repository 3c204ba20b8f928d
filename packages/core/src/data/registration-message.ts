/** What the signed name-registration message binds (apps/api refuses it anywhere else). */
export interface RegistrationMessageFields {
  /** The label to register, without the provider's zone suffix (SPEC §9: the suffix is theirs). */
  name: string
  /** ENSIP-11 coin type of the account's chain: the same number as the request body's. */
  coinType: number
  /** Host of the data API the registration goes to, so the signature is good for one deployment. */
  domain: string
  /** Single-use: the signature registers once. */
  nonce: string
  /** Milliseconds since the epoch (the message carries seconds). */
  now: number
}

/**
 * The registration message (SPEC §7): JSON with the name, its attributes and a timestamp in
 * seconds, plus what makes the signature single-use and bound to one chain and one service:
 * `coin_type`, `domain` and `nonce`.
 *
 * @example
 * registrationMessage({ name: 'alice', coinType: 60, domain: 'api.example.com', nonce, now: Date.now() })
 * // '{"name":"alice","attributes":{},"timestamp":…,"coin_type":60,"domain":"api.example.com","nonce":"…"}'
 */
export function registrationMessage(fields: RegistrationMessageFields): string {
  return JSON.stringify({
    name: fields.name,
    attributes: {},
    timestamp: Math.floor(fields.now / 1000),
    coin_type: fields.coinType,
    domain: fields.domain,
    nonce: fields.nonce,
  })
}

/**
 * A fresh nonce for a signed message: 16 random bytes as 32 hex digits (the service accepts
 * 8–64 letters or digits), from the platform's cryptographic random source.
 *
 * @example
 * registrationNonce() // '9f86d081884c7d659a2feaa0c55ad015'
 */
export function registrationNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The host a registration message names: that of the data API's URL (`apiUrl`), as the service
 * compares it with its own public URL. `undefined` when there is no usable URL.
 *
 * @example
 * registrationDomain('https://api.example.com:8443/base') // 'api.example.com:8443'
 */
export function registrationDomain(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined
  try {
    const host = new URL(apiUrl).host
    return host.length > 0 ? host : undefined
  } catch {
    return undefined
  }
}
