import { familyRegistry } from '../families/family-registry.js'
import type { Network } from '../types/network.js'

/**
 * The kit's RPC endpoint for a network (SPEC §7 "Blockchain RPC": `/v1/?chainId=&projectId=` on
 * the data API host), or undefined without an `apiUrl` (or with one that is not http(s)). The
 * data API answers the JSON-RPC of the families the registry says (eip155); others keep their own nodes.
 *
 * @example
 * rpcEndpointOf('https://api.example.org', 'p1')?.(mainnet)
 * // 'https://api.example.org/v1/?chainId=eip155%3A1&projectId=p1'
 */
export function rpcEndpointOf(
  apiUrl: string | undefined,
  projectId: string,
): ((network: Network) => string | undefined) | undefined {
  if (!apiUrl) return undefined
  let base: URL
  try {
    base = new URL(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
  } catch {
    return undefined
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined
  return (network) => {
    if (!familyRegistry[network.chainNamespace].rpcEndpoint) return undefined
    const url = new URL('v1/', base)
    url.searchParams.set('chainId', network.caipNetworkId)
    url.searchParams.set('projectId', projectId)
    return url.href
  }
}
