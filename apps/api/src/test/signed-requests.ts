import { randomBytes } from 'node:crypto'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type SessionGrant,
  sessionGrantMessage,
  sessionRevokeMessage,
} from '../services/session-message.js'

/** A fresh single-use nonce, as a client makes one. */
export const freshNonce = () => randomBytes(12).toString('hex')

/** The host a client signs for when it talks to the API at `url`. */
export const domainOf = (url: string) => new URL(url).host

/**
 * A `POST /v1/sessions/{caipAddress}` body signed by `account`. `signed` is what the signature
 * covers; `sent` overrides what is posted (to tamper with a field after signing).
 */
export async function sessionGrantBody(
  account: PrivateKeyAccount,
  signed: Pick<SessionGrant, 'domain' | 'caipAddress' | 'pci'> & Partial<SessionGrant>,
  sent: Partial<Omit<SessionGrant, 'domain' | 'caipAddress'>> = {},
) {
  const grant: SessionGrant = {
    expiry: 2_000_000_000,
    permissions: [{ type: 'native-token-recurring-allowance', data: '{"allowance":"0x1"}' }],
    issuedAt: Math.floor(Date.now() / 1000),
    nonce: freshNonce(),
    ...signed,
  }
  const signature = await account.signMessage({ message: sessionGrantMessage(grant) })
  const { domain: _domain, caipAddress: _caip, ...fields } = grant
  const body = { ...fields, ...sent, signature }
  return { ...body, permissions: [...body.permissions] }
}

/** A `POST /v1/sessions/{caipAddress}/revoke` body signed by `account`. */
export async function sessionRevokeBody(
  account: PrivateKeyAccount,
  revoke: { domain: string; caipAddress: string; pci: string },
) {
  return {
    pci: revoke.pci,
    signature: await account.signMessage({ message: sessionRevokeMessage(revoke) }),
  }
}

/**
 * A `POST /v1/profile/account` body: the registration message as JSON with the fields the
 * server binds (coin type, domain, nonce), signed by `account`.
 */
export async function nameRegistrationBody(
  account: PrivateKeyAccount,
  message: { name: string; domain: string; coin_type: number } & Record<string, unknown>,
  sent: { coin_type?: number; address?: `0x${string}` } = {},
) {
  const text = JSON.stringify({
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    nonce: freshNonce(),
    ...message,
  })
  return {
    coin_type: sent.coin_type ?? message.coin_type,
    address: sent.address ?? account.address,
    message: text,
    signature: await account.signMessage({ message: text }),
  }
}
