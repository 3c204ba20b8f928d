import { accountLabels, type SiwxMessage } from './siwx-message.js'
import { validateSiwxMessage } from './validate-message.js'

/**
 * Writes a sign-in message as the text the wallet signs: EIP-4361 for eip155, the same layout
 * (CAIP-122 with EIP-4361's field order) for solana, bip122 and polkadot. LF line endings, no
 * trailing newline. The fields are validated first; timestamps are written exactly as given.
 *
 * @example
 * formatSiwxMessage({ namespace: 'eip155', domain: 'example.com', address: '0x…', uri: 'https://example.com',
 *   version: '1', chainId: '1', nonce: 'a1b2c3d4e5', issuedAt: '2026-01-01T00:00:00Z' })
 */
export function formatSiwxMessage(message: SiwxMessage): string {
  validateSiwxMessage(message)
  const origin =
    message.scheme === undefined ? message.domain : `${message.scheme}://${message.domain}`
  const lines = [
    `${origin} wants you to sign in with your ${accountLabels[message.namespace]} account:`,
    message.address,
    '',
  ]
  // EIP-4361: `[ statement LF ] LF` — no statement leaves one empty line, an empty one two.
  if (message.statement !== undefined) lines.push(message.statement)
  lines.push(
    '',
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${message.chainId}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  )
  if (message.expirationTime !== undefined) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore !== undefined) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId !== undefined) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources !== undefined) {
    lines.push('Resources:')
    for (const resource of message.resources) lines.push(`- ${resource}`)
  }
  return lines.join('\n')
}
