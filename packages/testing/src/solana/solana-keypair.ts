import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'

/** An ed25519 keypair in Solana's conventions (browser-safe: no Node imports). */
export interface SolanaKeypair {
  /** base58 public key. */
  address: string
  /** 64 bytes: the 32-byte seed followed by the 32-byte public key (Solana's keypair file layout). */
  secretKey: Uint8Array
}

/** The keypair of a 32-byte ed25519 seed. */
export function solanaKeypairFromSeed(seed: Uint8Array): SolanaKeypair {
  if (seed.length !== 32) throw new Error('A Solana seed is 32 bytes')
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(publicKey, 32)
  return { address: base58.encode(publicKey), secretKey }
}

/**
 * The keypair of a 64-byte secret key, checking that its second half is the seed's public key
 * (a mismatched pair would sign for another address than it claims).
 */
export function solanaKeypairFromSecretKey(secretKey: Uint8Array): SolanaKeypair {
  if (secretKey.length !== 64) throw new Error('A Solana secret key is 64 bytes')
  const keypair = solanaKeypairFromSeed(secretKey.slice(0, 32))
  if (base58.encode(secretKey.subarray(32)) !== keypair.address) {
    throw new Error('The secret key does not match its public key')
  }
  return keypair
}

/** A fixed keypair for a label, so fixture addresses are the same on every start. */
export function deterministicSolanaKeypair(label: string): SolanaKeypair {
  return solanaKeypairFromSeed(sha256(new TextEncoder().encode(`portico solana ${label}`)))
}
