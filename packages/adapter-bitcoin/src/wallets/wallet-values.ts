import { type BitcoinNetworkName, parseNetworkName } from '../networks/bitcoin-network-names.js'
import type { AddressPurpose, MessageProtocol, WalletAddress } from './bitcoin-wallet.js'

// Shape checks for what wallets answer. Addresses are checked against the network later (the
// instance knows which network applies); here only the shape is read.

const MAX_ADDRESSES = 20

function readOwn(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
}

export { readOwn }

const purposes: Record<string, AddressPurpose> = {
  payment: 'payment',
  ordinals: 'ordinals',
  ordinal: 'ordinals',
}

/** A purpose sats-connect or WalletConnect reported (`ordinal` is WalletConnect's spelling). */
export function parsePurpose(value: unknown): AddressPurpose | undefined {
  // Own keys only: a wallet's "toString" must not read the prototype's function as a purpose.
  return typeof value === 'string'
    ? (readOwn(purposes, value) as AddressPurpose | undefined)
    : undefined
}

/**
 * Bitcoin addresses from a wallet answer: `[{ address, purpose, publicKey? }]`. Other purposes
 * (Stacks, Starknet, Spark) are skipped; anything malformed gives `undefined`.
 */
export function parseAddresses(value: unknown): WalletAddress[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_ADDRESSES) return undefined
  const addresses: WalletAddress[] = []
  for (const entry of value) {
    const address = readOwn(entry, 'address')
    const rawPurpose = readOwn(entry, 'purpose') ?? readOwn(entry, 'intention')
    if (typeof address !== 'string') return undefined
    const purpose = parsePurpose(rawPurpose)
    if (!purpose) continue
    const publicKey = readOwn(entry, 'publicKey')
    addresses.push({
      address,
      purpose,
      ...(typeof publicKey === 'string' && /^[0-9a-f]{64,66}$/i.test(publicKey)
        ? { publicKey }
        : {}),
    })
  }
  return addresses
}

/** The Bitcoin network of sats-connect's `{ bitcoin: { name } }` network object. */
export function parseNetwork(value: unknown): BitcoinNetworkName | undefined {
  return parseNetworkName(readOwn(readOwn(value, 'bitcoin'), 'name'))
}

/** `{ signature, protocol? }` of a signMessage answer. */
export function parseSignature(
  value: unknown,
): { signature: string; protocol?: MessageProtocol | undefined } | undefined {
  const signature = typeof value === 'string' ? value : readOwn(value, 'signature')
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 10_000)
    return undefined
  // Only a string names a protocol: coercing any other value (a null-prototype object, an array
  // holding one) can throw, and a wallet's answer must be refused, never thrown on.
  const rawProtocol = readOwn(value, 'protocol')
  const protocol = typeof rawProtocol === 'string' ? rawProtocol.toUpperCase() : ''
  return {
    signature,
    protocol: protocol === 'ECDSA' || protocol === 'BIP322' ? protocol : undefined,
  }
}

/** A transaction id: 64 hex characters. */
export function parseTxid(value: unknown): string | undefined {
  const txid =
    typeof value === 'string' ? value : (readOwn(value, 'txid') ?? readOwn(value, 'txId'))
  return typeof txid === 'string' && /^[0-9a-f]{64}$/i.test(txid) ? txid.toLowerCase() : undefined
}

/** A base64 PSBT (it starts with the magic `psbt\xff`, base64 `cHNidP8`). */
export function parsePsbt(value: unknown): string | undefined {
  return typeof value === 'string' && /^cHNidP8[A-Za-z0-9+/]*={0,2}$/.test(value)
    ? value
    : undefined
}
