import { createServer } from 'node:net'
import {
  type AdapterContext,
  type Clock,
  createMemoryStorage,
  type KitStorage,
  type Network,
} from '@portico/core'
import { systemClock } from '@portico/core/testing'
import type { Devnet } from '@portico/testing'

/** Core `Network`s of the two devnet chains. */
export function devnetNetworks(devnet: Devnet): [Network, Network] {
  const toNetwork = (chain: Devnet['chains'][number], name: string): Network => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
  return [toNetwork(devnet.chains[0], 'Devnet A'), toNetwork(devnet.chains[1], 'Devnet B')]
}

/** What core hands an adapter instance at creation; `warnings` collects what it refused. */
export function adapterContext(
  networks: readonly Network[],
  storage: KitStorage = createMemoryStorage(),
  options: { clock?: Clock; warnings?: { message: string; details: unknown }[] } = {},
): AdapterContext {
  return {
    storage,
    clock: options.clock ?? systemClock,
    networks,
    warn: (message, details) => options.warnings?.push({ message, details }),
  }
}

/** A TCP port on 127.0.0.1 where nothing listens (a dead RPC node). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A window-like object: an EventTarget for EIP-6963 with an optional injected `ethereum`. */
export function fakeWindow(ethereum?: unknown): EventTarget & { ethereum?: unknown } {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown }
  if (ethereum) target.ethereum = ethereum
  return target
}
