import { type Config, getEnsAvatar, getEnsName } from '@wagmi/core'
import type { Address } from 'viem'
import { normalize } from 'viem/ens'

/** The chain ENS is read from: mainnet when configured, else the given or current one. */
function ensChainId(config: Config, chainId: number | undefined): number {
  if (chainId !== undefined) return chainId
  if (config.chains.some((c) => c.id === 1)) return 1
  return config.state.chainId
}

/**
 * Primary ENS name of an address, or `null` when there is none or the chain has no ENS
 * (e.g. a devnet): lookups never throw.
 */
export async function lookupEnsName(
  config: Config,
  parameters: { address: Address; chainId?: number | undefined },
): Promise<string | null> {
  try {
    return await getEnsName(config, {
      address: parameters.address,
      chainId: ensChainId(config, parameters.chainId),
    })
  } catch {
    return null
  }
}

/** ENS avatar URL of a name, or `null` (no avatar, no ENS on the chain, invalid name). */
export async function lookupEnsAvatar(
  config: Config,
  parameters: { name: string; chainId?: number | undefined },
): Promise<string | null> {
  try {
    return await getEnsAvatar(config, {
      name: normalize(parameters.name),
      chainId: ensChainId(config, parameters.chainId),
    })
  } catch {
    return null
  }
}
