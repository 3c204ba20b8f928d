import { TransactionsAccountRequiredError } from '../errors/app-kit-errors.js'
import { ToastText } from '../errors/ui-texts.js'
import {
  canFetchTokenBalances,
  dropLowQualityTokens,
  isDataApiSupportedNetwork,
} from '../state/token-balances.js'
import {
  appendTransactions,
  filterTransactions,
  groupTransactions,
  initialTransactionsState,
} from '../state/transactions.js'
import type { TokenBalance } from '../types/account.js'
import { messageOf } from './connection-actions.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from './kit-context.js'

/** SPEC §9: balances and activity work on eip155 and solana. */
const DATA_NAMESPACES = ['eip155', 'solana']

export interface DataActions {
  fetchTokenBalances(params?: { force?: boolean }): Promise<TokenBalance[]>
  fetchTransactions(params?: { reset?: boolean }): Promise<void>
}

/**
 * Token balances and history of the active account, through the data API.
 * The supported-chains list is fetched once per instance (SPEC §5).
 */
export function createDataActions(ctx: KitContext): DataActions {
  let supportedChains: Promise<{ http: string[] }> | undefined

  const supported = () => {
    supportedChains ??= ctx.api.getSupportedChains().catch((error: unknown) => {
      supportedChains = undefined
      throw error
    })
    return supportedChains
  }

  function balanceUnavailable(): void {
    ctx.toasts.show({ message: ToastText.tokenBalanceUnavailable, variant: 'error' })
  }

  /**
   * SPEC §4: sets the loading flag and last-retry time; no retry within 30 s of a failure;
   * "Token Balance Unavailable" on failure or on a network the data API does not support.
   */
  async function fetchTokenBalances(params: { force?: boolean } = {}): Promise<TokenBalance[]> {
    const ns = activeNamespaceOf(ctx)
    const account = ns ? accountOf(ctx, ns) : undefined
    const network = ns ? networkStateOf(ctx, ns)?.caipNetwork : undefined
    if (!ns || !account?.address || !network) return []
    const address = account.address
    const now = ctx.clock.now()
    if (!canFetchTokenBalances(ctx.state.get('tokenBalances'), now)) return account.tokenBalance
    ctx.state.set('tokenBalances', { loading: true, lastRetry: now, error: false })
    try {
      const list = DATA_NAMESPACES.includes(ns) ? await supported() : { http: [] }
      if (!isDataApiSupportedNetwork(list, network.caipNetworkId)) {
        ctx.state.set('tokenBalances', { loading: false, lastRetry: now, error: false })
        updateAccount(ctx, ns, { tokenBalance: [] })
        balanceUnavailable()
        return []
      }
      const caipAddress = `${network.caipNetworkId}:${address}`
      // SPEC §9: portfolio cache lasts 30 s; `force` bypasses it.
      const skipCache = params.force || ctx.balancesStale
      ctx.balancesStale = false
      const cached = skipCache ? undefined : ctx.persisted.getCachedBalance(caipAddress)
      const balances = dropLowQualityTokens(
        cached ??
          (await ctx.api.getBalances({
            address,
            chainId: network.caipNetworkId,
            ...(params.force ? { forceUpdate: true } : {}),
          })),
      )
      if (!cached) ctx.persisted.setCachedBalance(caipAddress, balances)
      ctx.state.set('tokenBalances', { loading: false, lastRetry: now, error: false })
      if (accountOf(ctx, ns)?.address === address)
        updateAccount(ctx, ns, { tokenBalance: balances })
      return balances
    } catch {
      ctx.state.set('tokenBalances', { loading: false, lastRetry: now, error: true })
      balanceUnavailable()
      return []
    }
  }

  /**
   * SPEC §4/§5 history: cursor paging; other chains and spam-only NFT transactions are dropped;
   * a failure shows "Failed to fetch transactions", empties the list and clears the cursor.
   */
  async function fetchTransactions(params: { reset?: boolean } = {}): Promise<void> {
    const ns = activeNamespaceOf(ctx)
    const address = ns ? accountOf(ctx, ns)?.address : undefined
    const network = ns ? networkStateOf(ctx, ns)?.caipNetwork : undefined
    if (!address || !network) throw new TransactionsAccountRequiredError()
    // SPEC §9: activity works on eip155 and solana only; other chains show an empty list.
    if (!DATA_NAMESPACES.includes(network.chainNamespace)) {
      ctx.state.set('transactions', { ...initialTransactionsState(), next: null })
      return
    }
    const current = params.reset ? initialTransactionsState() : ctx.state.get('transactions')
    // `null` cursor: the last page was already read.
    if (!params.reset && current.next === null) return
    ctx.state.set('transactions', { ...current, loading: true })
    try {
      const page = await ctx.api.getHistory({
        address,
        chainId: network.caipNetworkId,
        ...(current.next ? { cursor: current.next } : {}),
      })
      const transactions = appendTransactions(
        current.transactions,
        filterTransactions(page.data, network.caipNetworkId),
      )
      ctx.state.set('transactions', {
        transactions,
        grouped: groupTransactions(transactions),
        next: page.next,
        loading: false,
        empty: transactions.length === 0,
      })
    } catch (error) {
      ctx.state.set('transactions', initialTransactionsState())
      ctx.toasts.show({ message: ToastText.fetchTransactionsFailed, variant: 'error' })
      ctx.emit(
        'ERROR',
        { message: ToastText.fetchTransactionsFailed, cause: messageOf(error) },
        'error',
      )
    }
  }

  return { fetchTokenBalances, fetchTransactions }
}
