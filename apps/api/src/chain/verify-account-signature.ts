import { verifyMessage } from 'viem'
import { ApiError } from '../http/api-error.js'
import type { ChainHandle } from './chain-clients.js'

/**
 * Checks an EIP-191 signature of `message` by `address`, or answers 400 "Invalid signature".
 * On a chain we read, the chain's client also accepts smart-account (EIP-1271/6492) signatures;
 * elsewhere only plain EOA signatures verify.
 */
export async function verifyAccountSignature(
  chain: ChainHandle | undefined,
  signed: { address: `0x${string}`; message: string; signature: `0x${string}` },
): Promise<void> {
  let valid = false
  try {
    valid = chain ? await chain.client.verifyMessage(signed) : await verifyMessage(signed)
  } catch {
    valid = false
  }
  if (!valid) throw new ApiError(400, 'Invalid signature', 'signature')
}
