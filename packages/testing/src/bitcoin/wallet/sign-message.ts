import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { bip137MessageHash, signBip137 } from '../bip137.js'
import { bip322MessageHash, signBip322Simple } from '../bip322.js'
import { bitcoinWalletErrors } from './wallet-error.js'
import type { BitcoinTestAccount } from './wallet-keys.js'

/** sats-connect's `MessageSigningProtocols`. */
export type MessageSigningProtocol = 'BIP322' | 'ECDSA'

/** sats-connect's `signMessage` result. */
export interface SignedMessage {
  signature: string
  /** Hex of the hash that was signed: BIP-322's tagged message hash, or BIP-137's magic hash. */
  messageHash: string
  address: string
  protocol: MessageSigningProtocol
}

/**
 * Signs as Xverse does: BIP-322 simple by default (segwit and taproot), ECDSA (BIP-137, P2WPKH
 * header) only for the payment address — BIP-137 has no taproot form.
 */
export function signMessageWith(
  account: BitcoinTestAccount,
  message: string,
  protocol: MessageSigningProtocol = 'BIP322',
): SignedMessage {
  if (protocol === 'ECDSA') {
    if (account.addressType !== 'p2wpkh') {
      throw bitcoinWalletErrors.methodNotSupported('ECDSA signing needs a P2WPKH address')
    }
    return {
      signature: signBip137(account.privateKey, message, 'p2wpkh'),
      messageHash: bytesToHex(bip137MessageHash(message)),
      address: account.address,
      protocol,
    }
  }
  const signature = signBip322Simple({
    privateKey: account.privateKey,
    scriptPubKey: account.script,
    message,
    ...(account.addressType === 'p2tr' ? { tapInternalKey: hexToBytes(account.publicKey) } : {}),
  })
  return {
    signature,
    messageHash: bytesToHex(bip322MessageHash(message)),
    address: account.address,
    protocol,
  }
}
