import { assert as assertCaip2 } from '../caip/caip2.js'
import { TransportUrlRequiredError } from '../errors/http-errors.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { Network } from '../types/network.js'

/** A network description without its derived `caipNetworkId`. */
export type NetworkParameters = Omit<Network, 'caipNetworkId'>

/**
 * Builds a `Network`, deriving `caipNetworkId` (`namespace:id`) and checking it against the
 * namespace's CAIP-2 profile (eip155 decimal ids, 32-char base58 Solana and 32-hex polkadot /
 * bip122 references), and that it has a URL to reach the chain at (an `http` or `webSocket` RPC
 * URL: every adapter builds its transport from one), else "A transport requires a URL" (SPEC §8).
 * Use it for devnets and chains Portico does not ship.
 *
 * @example
 * const anvil = defineNetwork({
 *   id: 31337,
 *   chainNamespace: 'eip155',
 *   name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 *   testnet: true,
 * })
 */
export function defineNetwork<const network extends NetworkParameters>(
  network: network,
): network & { caipNetworkId: CaipNetworkId } {
  const caipNetworkId = `${network.chainNamespace}:${network.id}` as CaipNetworkId
  assertCaip2(caipNetworkId, { checkReference: true })
  const { http = [], webSocket = [] } = network.rpcUrls?.default ?? {}
  if (![...http, ...webSocket].some((url) => typeof url === 'string' && url.trim() !== '')) {
    throw new TransportUrlRequiredError({ details: `${caipNetworkId} has no RPC URL.` })
  }
  return { ...network, caipNetworkId }
}
