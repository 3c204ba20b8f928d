import type { ChainNamespace } from '@portico/core'
import { BitcoinAddress, EvmAddress, PolkadotAddress, SolanaAddress } from '@portico/core'
import {
  dateTimeProblem,
  isAuthority,
  isNonce,
  isRequestId,
  isScheme,
  isUri,
  rules,
} from './abnf.js'
import { SiwxMessageError } from './message-errors.js'
import { accountLabels, type SiwxMessage } from './siwx-message.js'

const chainIdProfiles: Readonly<Record<ChainNamespace, RegExp>> = {
  eip155: /^(0|[1-9][0-9]{0,19})$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
  polkadot: /^[0-9a-f]{32}$/,
  bip122: /^[0-9a-f]{32}$/,
}

function checkAddress(namespace: ChainNamespace, address: string, chainId: string): boolean {
  switch (namespace) {
    case 'eip155':
      // EIP-4361: the address is written EIP-55 checksummed; an all-lower-case one does not parse.
      return EvmAddress.isWellFormed(address) && EvmAddress.checksum(address) === address
    case 'solana':
      return SolanaAddress.validate(address)
    case 'polkadot':
      return PolkadotAddress.validate(address)
    case 'bip122':
      return BitcoinAddress.validate(address, chainId)
  }
}

function checkDateTime(
  field: 'issuedAt' | 'expirationTime' | 'notBefore',
  value: string | undefined,
): void {
  if (value === undefined) return
  const problem = dateTimeProblem(value)
  const names = {
    issuedAt: 'issued-at',
    expirationTime: 'expiration-time',
    notBefore: 'not-before',
  } as const
  if (problem) throw new SiwxMessageError(field, `invalid ${names[field]} date time ${problem}`)
}

/**
 * Checks every field of a sign-in message against EIP-4361 (eip155) or our CAIP-122 profile
 * (other namespaces: same layout and rules; the statement may hold any character but a line
 * break). Throws {@link SiwxMessageError} naming the first bad field.
 */
export function validateSiwxMessage(message: SiwxMessage): void {
  const { namespace } = message
  if (!(namespace in accountLabels))
    throw new SiwxMessageError('namespace', `unknown namespace ${String(namespace)}`)
  if (message.scheme !== undefined && !isScheme(message.scheme))
    throw new SiwxMessageError('scheme', 'invalid scheme')
  if (typeof message.domain !== 'string' || !isAuthority(message.domain))
    throw new SiwxMessageError('domain', 'domain is not an RFC 3986 authority')
  if (typeof message.chainId !== 'string' || !chainIdProfiles[namespace].test(message.chainId))
    throw new SiwxMessageError('chainId', `invalid ${namespace} chain id`)
  if (
    typeof message.address !== 'string' ||
    !checkAddress(namespace, message.address, message.chainId)
  )
    throw new SiwxMessageError(
      'address',
      namespace === 'eip155' ? 'invalid EIP-55 address' : `invalid ${namespace} address`,
    )
  if (message.statement !== undefined) {
    const ok =
      namespace === 'eip155'
        ? rules.statement?.test(message.statement)
        : !/[\n\r]/.test(message.statement)
    if (!ok) throw new SiwxMessageError('statement', 'invalid statement')
  }
  if (typeof message.uri !== 'string' || !isUri(message.uri))
    throw new SiwxMessageError('uri', 'uri is not an RFC 3986 URI')
  if (message.version !== '1') throw new SiwxMessageError('version', 'version must be 1')
  if (typeof message.nonce !== 'string' || !isNonce(message.nonce))
    throw new SiwxMessageError('nonce', 'nonce must be at least 8 letters or digits')
  if (typeof message.issuedAt !== 'string')
    throw new SiwxMessageError('issuedAt', 'missing issued-at')
  checkDateTime('issuedAt', message.issuedAt)
  checkDateTime('expirationTime', message.expirationTime)
  checkDateTime('notBefore', message.notBefore)
  if (message.requestId !== undefined && !isRequestId(message.requestId))
    throw new SiwxMessageError('requestId', 'invalid request id')
  for (const resource of message.resources ?? [])
    if (typeof resource !== 'string' || !isUri(resource))
      throw new SiwxMessageError('resources', 'invalid resource URI')
}
