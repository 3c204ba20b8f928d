import type { ApiConfig } from '../config.js'
import { ApiError } from '../http/api-error.js'
import type { FamilyContext, FamilyDataSource, FamilyFactory } from './family-source.js'

/** Creates a data source for every family configured in `config.families` (unknown keys are refused). */
export async function createFamilySources(
  sections: ApiConfig['families'],
  factories: readonly FamilyFactory[],
  context: FamilyContext,
): Promise<FamilyDataSource[]> {
  const sources: FamilyDataSource[] = []
  try {
    for (const [key, section] of Object.entries(sections ?? {})) {
      if (section === undefined) continue
      const factory = factories.find((candidate) => candidate.key === key)
      if (!factory) throw new Error(`api config: unknown family "${key}"`)
      sources.push(await factory.create(section, context))
    }
  } catch (error) {
    await Promise.all(sources.map((source) => source.close()))
    throw error
  }
  return sources
}

/** A source that answers for an account, on the chain the request named or on all of its own. */
export interface AccountTarget {
  source: FamilyDataSource
  /** The CAIP-2 id the request named, or undefined: every chain of the source. */
  caip2: string | undefined
}

/**
 * The sources that answer for `address`. With a chain id: the one serving that CAIP-2 id (400
 * "Unsupported chain" when none does, 400 "Invalid address" when the address is not of its
 * family). Without one: every source whose address check accepts it (a base58 string may be more
 * than one family's), possibly none; the route says what none means.
 */
export function accountTargets(
  sources: readonly FamilyDataSource[],
  address: string,
  chainId: string | undefined,
): AccountTarget[] {
  if (chainId !== undefined) {
    const source = sources.find((candidate) => candidate.chains.includes(chainId))
    if (!source) throw new ApiError(400, 'Unsupported chain', 'chainId')
    if (!source.isAddress(address)) throw new ApiError(400, 'Invalid address', 'address')
    return [{ source, caip2: chainId }]
  }
  return sources
    .filter((source) => source.isAddress(address))
    .map((source) => ({ source, caip2: undefined }))
}

/**
 * How cached answers for `address` are keyed: lower case when every family reading it takes
 * letter case as the same account (EVM hex), else as sent (base58 and SS58 are case-sensitive).
 */
export function accountCacheAddress(targets: readonly AccountTarget[], address: string): string {
  return targets.every((target) => target.source.addressesIgnoreCase)
    ? address.toLowerCase()
    : address
}
