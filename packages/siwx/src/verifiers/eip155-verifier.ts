import { verifyEip191Message } from '@portico/verify/eip191'
import { createPublicClient, http } from 'viem'
import { gasCappedTransport } from './gas-capped-transport.js'
import type { SiwxVerifier } from './siwx-verifier.js'

/** Options of the eip155 verifier. */
export interface Eip155VerifierOptions {
  /**
   * JSON-RPC URL per chain id (`{ '1': 'https://…' }`). With one, EOA, ERC-1271 (deployed smart
   * account) and ERC-6492 (counterfactual smart account) signatures verify through viem against
   * that chain; without, only EOA signatures (ecrecover) can verify.
   */
  rpcUrls?: Readonly<Record<string, string>> | undefined
}

/**
 * Verifies EIP-191 `personal_sign` signatures of sign-in messages with `@portico/verify/eip191`
 * (viem's `verifyMessage`: ERC-6492 universal validator, ERC-1271 and ecrecover), each `eth_call`
 * capped at 1,000,000 gas.
 *
 * @example
 * const verifier = createEip155Verifier({ rpcUrls: { '1': 'https://eth.example/rpc' } })
 */
export function createEip155Verifier(options: Eip155VerifierOptions = {}): SiwxVerifier {
  const clients = new Map<string, ReturnType<typeof createPublicClient>>()
  const clientFor = (chainId: string) => {
    const url = options.rpcUrls?.[chainId]
    if (url === undefined) return undefined
    let client = clients.get(chainId)
    if (!client) {
      // Each check's eth_call is bounded (SIGNATURE_CHECK_GAS): its calldata is the signer's.
      client = createPublicClient({ transport: gasCappedTransport(http(url, { retryCount: 0 })) })
      clients.set(chainId, client)
    }
    return client
  }
  return {
    namespace: 'eip155',
    async verify({ text, message, signature }) {
      // With a client, a failing RPC throws (a network problem is not a bad signature); a
      // reverting validator answers false inside viem.
      return verifyEip191Message({
        address: message.address,
        message: text,
        signature,
        client: clientFor(message.chainId),
      })
    },
  }
}
