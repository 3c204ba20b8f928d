import type { TokenBalancesState } from '../app-kit/app-kit-types.js'

export {
  BALANCE_RETRY_BLOCK_MS,
  canFetchTokenBalances,
  dropLowQualityTokens,
  isDataApiSupportedNetwork,
} from './token-balance-rules.js'

/** The balances before any fetch (also after a disconnect or a network switch). */
export function initialTokenBalancesState(): TokenBalancesState {
  return { loading: false, lastRetry: undefined, error: false, served: true }
}
