import {
  type AdapterContext,
  createMemoryStorage,
  type Network,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { solanaAdapter } from './solana-adapter.js'
import type { SolanaAdapter, SolanaAdapterOptions } from './solana-adapter-types.js'

export const publicClusters: Network[] = [solana, solanaDevnet, solanaTestnet]

/** What core hands an instance, with warnings collected for the test to read. */
export function testContext(networks: readonly Network[]): AdapterContext & { warnings: string[] } {
  const warnings: string[] = []
  return {
    storage: createMemoryStorage(),
    clock: systemClock,
    networks,
    warn: (message) => warnings.push(message),
    shared: new Map(),
    warnings,
  }
}

/** An instance of `solanaAdapter(options)` after setup, as `createAppKit` makes it. */
export async function startAdapter(
  options: SolanaAdapterOptions,
  networks: readonly Network[],
): Promise<{ adapter: SolanaAdapter; context: ReturnType<typeof testContext> }> {
  const context = testContext(networks)
  const adapter = solanaAdapter(options).create(context)
  await adapter.setup()
  return { adapter, context }
}
