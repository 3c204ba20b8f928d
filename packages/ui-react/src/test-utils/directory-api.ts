import type { WalletListingEntry } from '@portico/core'
import {
  type FixtureDataApi,
  type FixtureDataApiParameters,
  fixtureDataApi,
} from '@portico/core/testing'

/** Every getWallets call the directory received. */
export type DirectoryCalls = Parameters<FixtureDataApi['getWallets']>[0][]

/**
 * Core's fixture data API with a wallet directory that honours include, exclude, search and
 * paging like the real one (SPEC §7 /getWallets), recording its calls.
 */
export function directoryApi(
  wallets: WalletListingEntry[],
  data: Omit<FixtureDataApiParameters, 'wallets'> = {},
): FixtureDataApi & { directoryCalls: DirectoryCalls } {
  const base = fixtureDataApi({ ...data, wallets })
  const directoryCalls: DirectoryCalls = []
  return Object.assign(base, {
    directoryCalls,
    getWallets: async (params: DirectoryCalls[number]) => {
      directoryCalls.push(params)
      const search = params.search?.toLowerCase()
      const all = wallets.filter(
        (w) =>
          (!params.include || params.include.includes(w.id)) &&
          !params.exclude?.includes(w.id) &&
          (!search || w.name.toLowerCase().includes(search)),
      )
      const start = (params.page - 1) * params.entries
      return { count: all.length, data: all.slice(start, start + params.entries) }
    },
    walletImageUrl: (id: string) => `https://images.example/${encodeURIComponent(id)}.png`,
  })
}
