import type { Network } from '@portico/core'
import { wsUrlOf } from '../networks/network-params.js'
import { type ChainApi, type ChainModule, loadChain } from './load-chain.js'

/** One chain client per endpoint, opened on first use and closed by `destroy`. */
export interface ChainConnections {
  /** The chain module and a connected client for `network` (loads @polkadot/api the first time). */
  get(network: Network): Promise<{ chain: ChainModule; api: ChainApi }>
  /** The app's endpoints by CAIP-2 id (`wsUrlOf`'s overrides). */
  rpcUrls: Readonly<Record<string, string>> | undefined
  destroy(): Promise<void>
}

export function createChainConnections(
  rpcUrls: Readonly<Record<string, string>> | undefined,
): ChainConnections {
  const apis = new Map<string, Promise<ChainApi>>()
  let destroyed = false
  return {
    async get(network) {
      const chain = await loadChain()
      // A read that finished as the adapter was destroyed may still ask (the background connect
      // after a balance): no connection is opened after destroy.
      if (destroyed) throw new Error('The adapter was destroyed')
      const url = wsUrlOf(network, rpcUrls)
      let api = apis.get(url)
      if (!api) {
        api = chain.connectChain(url, String(network.id))
        apis.set(url, api)
        // A failed connection is not kept: the next call tries again.
        api.catch(() => {
          if (apis.get(url) === api) apis.delete(url)
        })
      }
      const connected = await api
      if (destroyed) {
        await connected.disconnect()
        throw new Error('The adapter was destroyed')
      }
      return { chain, api: connected }
    },
    rpcUrls,
    async destroy() {
      destroyed = true
      const open = [...apis.values()]
      apis.clear()
      await Promise.allSettled(open.map(async (api) => (await api).disconnect()))
    },
  }
}
