import {
  Caip2,
  type CaipNetworkId,
  EvmAddress,
  type SiwxMessageData,
  type SiwxMessageInput,
} from '@portico/core'
import { formatSiwxMessage } from '../message/format-message.js'
import type { SiwxMessage } from '../message/siwx-message.js'

/** What a client config puts in every message it writes. */
export interface MessageOptions {
  /** Authority the wallet shows (default `location.host`). */
  domain?: string | undefined
  /** URI of the app (default `location.origin`). */
  uri?: string | undefined
  /** The line the user reads above the fields. */
  statement?: string | undefined
  /** How long a signed message stays usable, in ms (default 24 h). */
  expiresInMs?: number | undefined
  resources?: readonly string[] | undefined
}

function fromLocation(key: 'host' | 'origin'): string {
  const location = (globalThis as { location?: { host: string; origin: string } }).location
  if (!location)
    throw new Error(`siwx: pass \`${key === 'host' ? 'domain' : 'uri'}\` outside a browser`)
  return location[key]
}

/** Our message (namespace + reference) from the kit's data (CAIP-2 chain id). */
export function messageFromData(data: SiwxMessageData): SiwxMessage {
  const { namespace, reference } = Caip2.parse(data.chainId)
  return {
    namespace: namespace as SiwxMessage['namespace'],
    domain: data.domain,
    address: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: data.version as '1',
    chainId: reference,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  }
}

/**
 * The message data for a connected account and a nonce, at `now`; eip155 addresses are written
 * checksummed, as EIP-4361 requires.
 */
export function createMessageData(
  input: SiwxMessageInput,
  nonce: string,
  now: number,
  options: MessageOptions,
): SiwxMessageData {
  const { namespace } = Caip2.parse(input.chainId)
  const accountAddress =
    namespace === 'eip155' ? EvmAddress.checksum(input.accountAddress) : input.accountAddress
  const data: SiwxMessageData = {
    accountAddress,
    chainId: input.chainId as CaipNetworkId,
    domain: options.domain ?? fromLocation('host'),
    uri: options.uri ?? fromLocation('origin'),
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (options.expiresInMs ?? 24 * 3_600_000)).toISOString(),
    ...(options.statement === undefined ? {} : { statement: options.statement }),
    ...(input.notBefore === undefined ? {} : { notBefore: input.notBefore }),
    ...(options.resources === undefined ? {} : { resources: options.resources }),
  }
  // Fails now, with the field named, rather than after the wallet signed.
  formatSiwxMessage(messageFromData(data))
  return data
}

/** The data with `toString()` giving the exact text to sign. */
export function toSignable(data: SiwxMessageData) {
  const text = formatSiwxMessage(messageFromData(data))
  return { ...data, toString: () => text }
}
