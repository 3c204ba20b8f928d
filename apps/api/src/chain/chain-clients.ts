import {
  createPublicClient,
  defineChain,
  fallback,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ChainConfig } from '../config.js'

/** Told of every JSON-RPC call sent to a chain's nodes, and of those that failed on every node. */
export interface UpstreamObserver {
  call(chainId: number): void
  error(chainId: number): void
}

/** A configured chain with its viem client (http transports under `fallback`). */
export interface ChainHandle {
  config: ChainConfig
  chainId: number
  caip2: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  client: PublicClient
  /** Counts the calls to this chain's nodes (metrics); undefined when nobody counts. */
  observer?: UpstreamObserver | undefined
}

/** `transport` with each request (one JSON-RPC call, batched or not) reported to `observer`. */
export function observedTransport(
  transport: Transport,
  chainId: number,
  observer: UpstreamObserver | undefined,
): Transport {
  if (!observer) return transport
  return (parameters) => {
    const inner = transport(parameters)
    const request: typeof inner.request = async (args, options) => {
      observer.call(chainId)
      try {
        return await inner.request(args, options)
      } catch (error) {
        observer.error(chainId)
        throw error
      }
    }
    return { ...inner, request }
  }
}

/** Creates one public client per configured chain; reads go through `fallback([http(url)...])`. */
export function createChainHandles(
  chains: readonly ChainConfig[],
  observer?: UpstreamObserver,
): Map<number, ChainHandle> {
  const handles = new Map<number, ChainHandle>()
  for (const config of chains) {
    if (config.rpcUrls.length === 0) throw new Error(`Chain ${config.chainId} has no RPC URL`)
    const nativeCurrency = config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const chain = defineChain({
      id: config.chainId,
      name: config.name ?? `Chain ${config.chainId}`,
      nativeCurrency,
      rpcUrls: { default: { http: config.rpcUrls } },
      ...(config.multicall3 ? { contracts: { multicall3: { address: config.multicall3 } } } : {}),
    })
    const client = createPublicClient({
      chain,
      transport: observedTransport(
        fallback(config.rpcUrls.map((url) => http(url, { batch: true }))),
        config.chainId,
        observer,
      ),
      batch: { multicall: Boolean(config.multicall3) },
    }) as PublicClient
    handles.set(config.chainId, {
      config,
      chainId: config.chainId,
      caip2: `eip155:${config.chainId}`,
      nativeCurrency,
      client,
      observer,
    })
  }
  return handles
}

/** `eip155:31337` → 31337; anything else → undefined. */
export function chainIdFromCaip2(caip2: string): number | undefined {
  const match = /^eip155:(\d{1,12})$/.exec(caip2)
  return match ? Number(match[1]) : undefined
}
