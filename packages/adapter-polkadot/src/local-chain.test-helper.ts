import { ApiPromise, WsProvider } from '@polkadot/api'
import {
  type AdapterContext,
  createMemoryStorage,
  type Network,
  polkadotLocal,
} from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { leasePolkadotChain, type PolkadotChain } from '@portico/testing/polkadot'
import {
  createPolkadotTestExtension,
  type PolkadotTestExtension,
} from '@portico/testing/polkadot-wallet'
import { afterAll, beforeAll } from 'vitest'

/** A real local Substrate chain (chopsticks) for one test file, with a reader client. */
export function useLocalChain(): {
  readonly chain: PolkadotChain
  readonly network: Network
  readonly api: ApiPromise
  freeOf(address: string): Promise<bigint>
} {
  let chain: PolkadotChain | undefined
  let api: ApiPromise | undefined
  let network: Network | undefined
  beforeAll(async () => {
    chain = await leasePolkadotChain()
    network = polkadotLocal({
      genesisHash: chain.genesisHash,
      wsUrl: chain.wsUrl,
      ss58Prefix: chain.ss58Prefix,
      decimals: chain.decimals,
      symbol: chain.symbol,
    })
    api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
  }, 120_000)
  afterAll(async () => {
    await api?.disconnect()
    await chain?.stop()
  })
  return {
    get chain() {
      return chain!
    },
    get network() {
      return network!
    },
    get api() {
      return api!
    },
    async freeOf(address) {
      const account = (await api!.query.system!.account!(address)) as unknown as {
        data: { free: { toBigInt(): bigint } }
      }
      return account.data.free.toBigInt()
    },
  }
}

/** Two test extensions in one fake window: the one under test and a bystander. */
export async function injectExtensions(): Promise<{
  window: { injectedWeb3?: Record<string, never> }
  extension: PolkadotTestExtension
  bystander: PolkadotTestExtension
}> {
  const window: { injectedWeb3?: Record<string, never> } = {}
  const extension = createPolkadotTestExtension()
  const bystander = createPolkadotTestExtension({ name: 'talisman' })
  await Promise.all([extension.ready, bystander.ready])
  extension.inject(window as never)
  bystander.inject(window as never)
  return { window, extension, bystander }
}

export function adapterContext(
  networks: readonly Network[],
): AdapterContext & { warnings: unknown[] } {
  const warnings: unknown[] = []
  return {
    storage: createMemoryStorage(),
    clock: systemClock,
    networks,
    warn: (message, details) => warnings.push([message, details]),
    warnings,
  }
}
