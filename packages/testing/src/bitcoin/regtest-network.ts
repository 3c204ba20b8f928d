// Browser-safe: Bitcoin Core's regtest parameters and address <-> output script conversion, shared by
// the node's REST facade and the test wallet.
import { Address, OutScript } from '@scure/btc-signer'

/** Bitcoin Core's regtest prefixes (`bcrt1…`, m/n and 2 base58, WIF 0xef). */
export const REGTEST = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
} as const

/** Display-order hex hash of Bitcoin Core's regtest genesis block. */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id of regtest: `bip122:` + the first 32 hex chars of the genesis hash. */
export const REGTEST_CAIP2 = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`

/** Esplora's names for output script types. */
export type EsploraScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'multisig'
  | 'unknown'

/** Thrown when a string is not a regtest address (a mainnet or testnet one included). */
export class InvalidRegtestAddressError extends Error {
  override name = 'InvalidRegtestAddressError'
  constructor(readonly address: string) {
    super(`Not a regtest address: ${address}`)
  }
}

/** The output script an address pays to; throws `InvalidRegtestAddressError` for anything else. */
export function regtestAddressToScript(address: string): Uint8Array {
  try {
    return OutScript.encode(Address(REGTEST).decode(address))
  } catch {
    throw new InvalidRegtestAddressError(address)
  }
}

/** The regtest address of an output script, or undefined when it has none (OP_RETURN, bare multisig). */
export function scriptToRegtestAddress(script: Uint8Array): string | undefined {
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

/** Esplora's `scriptpubkey_type` for an output script. */
export function esploraScriptType(script: Uint8Array): EsploraScriptType {
  if (script[0] === 0x6a) return 'op_return'
  let type: string
  try {
    type = OutScript.decode(script).type
  } catch {
    return 'unknown'
  }
  switch (type) {
    case 'pk':
      return 'p2pk'
    case 'pkh':
      return 'p2pkh'
    case 'sh':
      return 'p2sh'
    case 'wpkh':
      return 'v0_p2wpkh'
    case 'wsh':
      return 'v0_p2wsh'
    case 'tr':
      return 'v1_p2tr'
    case 'ms':
      return 'multisig'
    default:
      return 'unknown'
  }
}
