import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { REGTEST } from '../regtest-network.js'

/** sats-connect's address purposes the test wallet has. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One of the wallet's two addresses with its key. */
export interface BitcoinTestAccount {
  purpose: BitcoinAddressPurpose
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** Hex: the 33-byte compressed key (payment) or the 32-byte x-only internal key (ordinals), as Xverse gives them. */
  publicKey: string
  script: Uint8Array
  privateKey: Uint8Array
}

function toKey(key: string | Uint8Array): Uint8Array {
  const bytes = typeof key === 'string' ? hexToBytes(key.replace(/^0x/, '')) : key
  if (!secp256k1.utils.isValidPrivateKey(bytes))
    throw new RangeError('Invalid secp256k1 private key')
  return bytes
}

/** The payment (P2WPKH) and ordinals (P2TR, BIP-86 key path) regtest accounts of two keys. */
export function bitcoinTestAccounts(
  paymentPrivateKey: string | Uint8Array,
  ordinalsPrivateKey: string | Uint8Array,
): { payment: BitcoinTestAccount; ordinals: BitcoinTestAccount } {
  const paymentKey = toKey(paymentPrivateKey)
  const ordinalsKey = toKey(ordinalsPrivateKey)
  const paymentPub = secp256k1.getPublicKey(paymentKey, true)
  const ordinalsPub = secp256k1.getPublicKey(ordinalsKey, true).slice(1)
  const payment = p2wpkh(paymentPub, REGTEST)
  const ordinals = p2tr(ordinalsPub, undefined, REGTEST)
  return {
    payment: {
      purpose: 'payment',
      addressType: 'p2wpkh',
      address: payment.address as string,
      publicKey: bytesToHex(paymentPub),
      script: payment.script,
      privateKey: paymentKey,
    },
    ordinals: {
      purpose: 'ordinals',
      addressType: 'p2tr',
      address: ordinals.address as string,
      publicKey: bytesToHex(ordinalsPub),
      script: ordinals.script,
      privateKey: ordinalsKey,
    },
  }
}

/** Two deterministic private keys (hex) from a seed phrase, so a lab run keeps its addresses. */
export function bitcoinTestWalletKeys(seed = 'portico bitcoin test wallet') {
  return {
    paymentPrivateKey: bytesToHex(sha256(utf8ToBytes(`${seed}/payment`))),
    ordinalsPrivateKey: bytesToHex(sha256(utf8ToBytes(`${seed}/ordinals`))),
  }
}
