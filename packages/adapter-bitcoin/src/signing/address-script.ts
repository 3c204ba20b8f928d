import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'

type BtcNetwork = typeof NETWORK

const REGTEST: BtcNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

/** The btc-signer network whose address format `address` has (bc / tb / bcrt, or base58 version). */
function networkOf(address: string): BtcNetwork {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return REGTEST
  if (lower.startsWith('tb1')) return TEST_NETWORK
  if (lower.startsWith('bc1')) return NETWORK
  // Base58: mainnet P2PKH starts with 1, P2SH with 3; testnet / regtest with m, n or 2.
  return /^[13]/.test(address) ? NETWORK : TEST_NETWORK
}

export type DecodedAddress = ReturnType<ReturnType<typeof Address>['decode']>

/** Decodes a Bitcoin address of any network into its output description, or `undefined`. */
export function decodeAddress(address: string): DecodedAddress | undefined {
  try {
    return Address(networkOf(address)).decode(address)
  } catch {
    return undefined
  }
}

/** The scriptPubKey that pays `address`, or `undefined` for an address that does not decode. */
export function outputScriptOf(address: string): Uint8Array | undefined {
  const decoded = decodeAddress(address)
  return decoded ? OutScript.encode(decoded) : undefined
}

/** Address of an output script on the network of `like` (same network as another address). */
export function addressFromScript(script: Uint8Array, like: string): string | undefined {
  try {
    return Address(networkOf(like)).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}
