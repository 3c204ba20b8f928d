import { parseUri } from '../message/abnf.js'
import { messageAccountId, messageNetworkId, type SiwxMessage } from '../message/siwx-message.js'
import { SiwxError } from './siwx-errors.js'

/** The rules a message must meet before its signature is even checked. */
export interface MessageRules {
  /**
   * Authorities the app signs in on (`example.com`, `localhost:3000`), exactly as messages write
   * them, or a predicate deciding (e.g. any `localhost` port in development).
   */
  domains: readonly string[] | ((domain: string) => boolean)
  /** URI schemes accepted (default `https`, plus `http` for localhost and 127.0.0.1). */
  schemes?: readonly string[] | undefined
  /** CAIP-2 networks accepted (`eip155:1`); all when absent. */
  networks?: readonly string[] | undefined
  /** Allowed clock difference for `issuedAt` and `notBefore`, in ms (default 60 s). */
  clockSkewMs?: number | undefined
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '::1']

/**
 * Checks a parsed message against the app's rules at `now`: domain allow-listed, URI on the
 * same authority (and scheme), network allowed and, when the client names them, the network
 * and account it is connected with; `issuedAt` not in the future beyond the skew, `notBefore`
 * reached, `expirationTime` not passed. Throws {@link SiwxError}.
 */
export function checkMessage(
  message: SiwxMessage,
  rules: MessageRules,
  now: number,
  expected: { networkId?: string | undefined; accountId?: string | undefined } = {},
): void {
  const allowed =
    typeof rules.domains === 'function'
      ? rules.domains(message.domain)
      : rules.domains.includes(message.domain)
  if (!allowed)
    throw new SiwxError('domain_not_allowed', { details: `${message.domain} is not allowed` })
  const uri = parseUri(message.uri)
  const authority =
    uri?.host === null || uri === undefined
      ? undefined
      : `${uri.userinfo === null ? '' : `${uri.userinfo}@`}${uri.host.includes(':') ? `[${uri.host}]` : uri.host}${uri.port === null ? '' : `:${uri.port}`}`
  if (authority !== message.domain)
    throw new SiwxError('uri_mismatch', { details: `${message.uri} is not on ${message.domain}` })
  const scheme = uri?.scheme.toLowerCase() ?? ''
  const isLocal = LOCAL_HOSTS.includes(uri?.host ?? '')
  const schemes = rules.schemes ?? (isLocal ? ['https', 'http'] : ['https'])
  if (!schemes.includes(scheme) || (message.scheme !== undefined && message.scheme !== scheme))
    throw new SiwxError('uri_mismatch', { details: `scheme ${scheme} is not allowed` })

  const networkId = messageNetworkId(message)
  if (rules.networks && !rules.networks.includes(networkId))
    throw new SiwxError('network_mismatch', { details: `${networkId} is not accepted` })
  if (expected.networkId !== undefined && expected.networkId !== networkId)
    throw new SiwxError('network_mismatch', {
      details: `the message is for ${networkId}, the wallet is on ${expected.networkId}`,
    })
  // eip155 addresses are case-insensitive (the message holds the checksummed form).
  const fold = (id: string) => (message.namespace === 'eip155' ? id.toLowerCase() : id)
  if (
    expected.accountId !== undefined &&
    fold(expected.accountId) !== fold(messageAccountId(message))
  )
    throw new SiwxError('network_mismatch', { details: 'the message is for another account' })

  const skew = rules.clockSkewMs ?? 60_000
  if (Date.parse(message.issuedAt) > now + skew) throw new SiwxError('issued_in_future')
  if (message.notBefore !== undefined && Date.parse(message.notBefore) > now + skew)
    throw new SiwxError('not_yet_valid')
  if (message.expirationTime !== undefined && Date.parse(message.expirationTime) <= now)
    throw new SiwxError('expired')
}
