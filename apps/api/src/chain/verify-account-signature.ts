import { gasCappedTransport } from '@portico/siwx/verifiers/eip155'
import { createPublicClient, fallback, http, type PublicClient, verifyMessage } from 'viem'
import { ApiError } from '../http/api-error.js'
import type { ChainHandle } from './chain-clients.js'

const checkingClients = new WeakMap<ChainHandle, PublicClient>()

/**
 * The chain's client for signature checks: the same nodes, each `eth_call` capped in gas
 * (`SIGNATURE_CHECK_GAS`), since a smart-account check runs calldata the signer chose.
 */
function checkingClient(chain: ChainHandle): PublicClient {
  let client = checkingClients.get(chain)
  if (!client) {
    client = createPublicClient({
      chain: chain.client.chain,
      transport: gasCappedTransport(fallback(chain.config.rpcUrls.map((url) => http(url)))),
    }) as PublicClient
    checkingClients.set(chain, client)
  }
  return client
}

/**
 * Checks an EIP-191 signature of `message` by `address`, or answers 400 "Invalid signature".
 * On a chain we read, the chain's client also accepts smart-account (EIP-1271/6492) signatures;
 * elsewhere only plain EOA signatures verify. Callers check the nonce is unused first.
 */
export async function verifyAccountSignature(
  chain: ChainHandle | undefined,
  signed: { address: `0x${string}`; message: string; signature: `0x${string}` },
): Promise<void> {
  let valid = false
  try {
    valid = chain ? await checkingClient(chain).verifyMessage(signed) : await verifyMessage(signed)
  } catch {
    valid = false
  }
  if (!valid) throw new ApiError(400, 'Invalid signature', 'signature')
}
