import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  updateAccount,
} from '../app-kit/kit-context.js'
import type { NftHoldingsState } from '../types/account.js'
import type { NftHolding } from '../types/nft.js'
import { type FetchNftsParameters, fetchNfts } from './nft-actions.js'

/**
 * `kit.fetchNfts` with its answer kept on the active account (`nfts`), so a view or an app can
 * render it from the snapshot: loading at once (an empty list), then the holdings or `failed`.
 * An answer that arrives after the account or network changed, or after a later read started,
 * is not kept (its caller still gets it); a failure still rejects with the data API's error.
 */
export function createNftHoldings(ctx: KitContext) {
  let latest = 0
  return async function fetchAndKeepNfts(
    parameters: FetchNftsParameters = {},
  ): Promise<NftHolding[]> {
    const read = ++latest
    const namespace = activeNamespaceOf(ctx)
    const caipAddress = namespace ? accountOf(ctx, namespace)?.caipAddress : undefined
    const keep = (patch: Omit<NftHoldingsState, 'caipAddress'>) => {
      if (!namespace || !caipAddress || read !== latest || ctx.destroyed()) return
      if (activeNamespaceOf(ctx) !== namespace) return
      if (accountOf(ctx, namespace)?.caipAddress !== caipAddress) return
      updateAccount(ctx, namespace, { nfts: { caipAddress, ...patch } })
    }
    keep({ nfts: [], loading: true, failed: false })
    try {
      const nfts = await fetchNfts(ctx, parameters)
      keep({ nfts, loading: false, failed: false })
      return nfts
    } catch (error) {
      keep({ nfts: [], loading: false, failed: true })
      throw error
    }
  }
}
