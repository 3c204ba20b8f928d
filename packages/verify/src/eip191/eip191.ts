import {
  type Address,
  type Client,
  type Hex,
  isHex,
  type SignableMessage,
  verifyMessage,
} from 'viem'
import { verifyMessage as verifyMessageOnChain } from 'viem/actions'

export interface VerifyEip191MessageParameters {
  address: string
  /** The text (hashed as UTF-8, even when it looks like hex) or `{ raw }` bytes that were signed. */
  message: SignableMessage
  /** `0x` hex: 65-byte ECDSA, an ERC-1271 account's signature, or an ERC-6492 wrapped one. */
  signature: string
  /**
   * A client of the account's chain. With one, EOA, ERC-1271 (deployed smart account) and ERC-6492
   * (counterfactual smart account) signatures verify through viem's universal validator `eth_call`;
   * without, only EOA signatures (ecrecover) can.
   */
  client?: Client | undefined
}

/**
 * Verifies an EIP-191 `personal_sign` signature. viem is the one implementation (its
 * `verifyMessage`: ERC-6492 universal validator, ERC-1271, ecrecover); this entry only fixes how
 * the kit calls it: a signature that is no `0x` hex is `false`; offline, anything viem cannot
 * read is `false`; with a `client`, a failing RPC throws (a network problem is not a bad
 * signature) while a reverting validator is `false`.
 *
 * @example
 * await verifyEip191Message({ address, message: 'hello world', signature }) // true
 */
export async function verifyEip191Message(
  parameters: VerifyEip191MessageParameters,
): Promise<boolean> {
  const { message, signature, client } = parameters
  if (!isHex(signature, { strict: true }) || signature.length < 4) return false
  const address = parameters.address as Address
  if (client) return verifyMessageOnChain(client, { address, message, signature: signature as Hex })
  try {
    return await verifyMessage({ address, message, signature: signature as Hex })
  } catch {
    return false
  }
}
