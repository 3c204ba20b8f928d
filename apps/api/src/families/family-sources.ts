import type { ApiConfig } from '../config.js'
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

/**
 * The sources that answer for `address` on `chainId`: the one serving that CAIP-2 id, or without a
 * chain id every source whose address check accepts it (a base58 string may be more than one
 * family's). An eip155 chain id, or an EVM-looking address without one, is not ours: `undefined`.
 */
export function familySourcesFor(
  sources: readonly FamilyDataSource[],
  address: string,
  chainId: string | undefined,
): { source: FamilyDataSource; caip2: string }[] | undefined {
  if (chainId !== undefined) {
    if (chainId.startsWith('eip155:')) return undefined
    const source = sources.find((candidate) => candidate.chains.includes(chainId))
    return source ? [{ source, caip2: chainId }] : []
  }
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  return sources
    .filter((source) => source.isAddress(address))
    .flatMap((source) => source.chains.map((caip2) => ({ source, caip2 })))
}
