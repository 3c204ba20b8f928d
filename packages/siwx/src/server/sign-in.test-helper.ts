import { privateKeyToAccount } from 'viem/accounts'
import { formatSiwxMessage } from '../message/format-message.js'
import type { SiwxMessage } from '../message/siwx-message.js'
import type { SiwxServer } from './create-siwx-server.js'

/** Anvil's first well-known key: a real EOA that signs EIP-191 messages offline. */
export const testAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

export const T0 = Date.parse('2026-01-01T00:00:00Z')

/** A clock tests move by hand. */
export function manualClock(start = T0) {
  let now = start
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

/** Asks the server for a nonce, writes an eip155 message (fields overridable) and signs it. */
export async function signedMessage(
  server: SiwxServer,
  now: number,
  over: Partial<SiwxMessage> = {},
): Promise<{ message: string; signature: `0x${string}` }> {
  const { nonce } = await server.issueNonce()
  const message = formatSiwxMessage({
    namespace: 'eip155',
    domain: 'app.example',
    address: testAccount.address,
    statement: 'Sign in to the example app',
    uri: 'https://app.example/login',
    version: '1',
    chainId: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 10 * 60_000).toISOString(),
    ...over,
  })
  return { message, signature: await testAccount.signMessage({ message }) }
}
