import type { ChainNamespace } from '@portico/core'

/**
 * A sign-in message (SPEC §3 "Sign-in message"): the CAIP-122 data model, written for every
 * namespace in the EIP-4361 layout. Timestamps stay the exact strings that were signed (a rebuilt
 * `...00.000Z` would break the signature); `chainId` is the CAIP-2 reference (eip155: decimal).
 */
export interface SiwxMessage {
  namespace: ChainNamespace
  /** Optional URI scheme written before the domain (`https://example.com wants you ...`). */
  scheme?: string | undefined
  /** RFC 3986 authority of the site asking (`example.com`, `localhost:3000`). */
  domain: string
  /** The account, as the namespace writes it (eip155: EIP-55 checksummed). */
  address: string
  /** One line of text; absent means no statement line at all, `''` an empty one. */
  statement?: string | undefined
  uri: string
  version: '1'
  /** CAIP-2 reference of the network (`1`, `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, ...). */
  chainId: string
  /** At least 8 letters or digits. */
  nonce: string
  /** RFC 3339. */
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** How each namespace names its chain in the first line (`... with your Ethereum account:`). */
export const accountLabels: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/** The CAIP-2 network id of a message (`eip155:1`). */
export function messageNetworkId(message: Pick<SiwxMessage, 'namespace' | 'chainId'>): string {
  return `${message.namespace}:${message.chainId}`
}

/** The CAIP-10 account of a message (`eip155:1:0xAbC...`). */
export function messageAccountId(
  message: Pick<SiwxMessage, 'namespace' | 'chainId' | 'address'>,
): string {
  return `${message.namespace}:${message.chainId}:${message.address}`
}
