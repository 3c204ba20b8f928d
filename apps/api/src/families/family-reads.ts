import type { HistoryResponse, NftHolding, TokenBalance } from '@portico/api-client'
import { ApiError } from '../http/api-error.js'
import type { FamilyDataSource, FungiblePrice } from './family-source.js'
import type { AccountTarget } from './family-sources.js'

/** What a 502 names: the chain read, or the source's chains when it read all of them. */
function unavailable(source: FamilyDataSource, caip2: string | undefined): string {
  const chains = caip2 === undefined ? source.chains : [caip2]
  if (chains.length === 1) return `Chain ${chains[0]} is unavailable`
  if (chains.length === 0) return `Chains of ${source.namespace} are unavailable`
  return `Chains ${chains.join(', ')} are unavailable`
}

/** One read of a source: its own 4xx stand, any other failure is a 502 (nothing is cached). */
async function fromSource<T>(
  source: FamilyDataSource,
  caip2: string | undefined,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read()
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    throw new ApiError(502, unavailable(source, caip2), undefined, cause)
  }
}

/** Balances of one account over every chain its targets answer for (the named one, or all). */
export async function readAccountBalances(
  targets: readonly AccountTarget[],
  params: { address: string; currency: string; iconUrl: (symbol: string) => string },
): Promise<TokenBalance[]> {
  const balances: TokenBalance[] = []
  for (const { source, caip2: named } of targets) {
    for (const caip2 of named === undefined ? source.chains : [named]) {
      balances.push(
        ...(await fromSource(source, caip2, () => source.balances({ ...params, caip2 }))),
      )
    }
  }
  return balances
}

/**
 * One history page of an account: from the first target, on the chain named; without one, over
 * every chain of a source whose history spans them, else on the first chain that answers.
 */
export async function readAccountHistory(
  targets: readonly AccountTarget[],
  params: {
    address: string
    cursor: string | undefined
    pageSize: number
    tokenImageUrl: (symbol: string) => string
    assetImageUrl: (id: string) => string
  },
): Promise<HistoryResponse> {
  const [read] = targets.flatMap(({ source, caip2 }) =>
    caip2 !== undefined || source.historyWithoutChain === 'every-chain'
      ? [{ source, caip2 }]
      : source.chains.slice(0, 1).map((first) => ({ source, caip2: first })),
  )
  if (!read) return { data: [], next: null }
  const { source, caip2 } = read
  return fromSource(source, caip2, () => source.history({ ...params, caip2 }))
}

/** The NFTs an account holds now, from every target that lists NFTs. */
export async function readAccountNfts(
  targets: readonly AccountTarget[],
  params: { address: string; assetImageUrl: (id: string) => string },
): Promise<NftHolding[]> {
  const holdings: NftHolding[] = []
  for (const { source, caip2 } of targets) {
    const nfts = source.nfts?.bind(source)
    if (nfts) holdings.push(...(await fromSource(source, caip2, () => nfts({ ...params, caip2 }))))
  }
  return holdings
}

/**
 * `/v1/fungible/price`: each CAIP-10 token id priced by the source serving its chain, in the
 * order asked; ids of a chain no source serves, or that their source does not know, are left out.
 */
export async function readFungiblePrices(
  sources: readonly FamilyDataSource[],
  caip10s: readonly string[],
  iconUrl: (symbol: string) => string,
): Promise<FungiblePrice[]> {
  const fungibles: FungiblePrice[] = []
  for (const caip10 of caip10s) {
    const [namespace, reference, address = ''] = caip10.split(':')
    const caip2 = `${namespace}:${reference}`
    const source = sources.find((candidate) => candidate.chains.includes(caip2))
    const fungible = source?.fungible?.bind(source)
    if (!source || !fungible) continue
    const found = await fromSource(source, caip2, () => fungible({ caip2, address, iconUrl }))
    if (found) fungibles.push(found)
  }
  return fungibles
}
