import { loadOnce } from '../adapter-kit/load-once.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from '../app-kit/kit-context.js'
import { TransactionsAccountRequiredError } from '../errors/app-kit-errors.js'
import { ToastText } from '../errors/ui-texts.js'
import { familyRegistry } from '../families/family-registry.js'
import { messageOf } from '../lifecycle/message-of.js'
import {
  canFetchTokenBalances,
  dropLowQualityTokens,
  isDataApiSupportedNetwork,
} from '../state/token-balances.js'
import {
  appendTransactions,
  filterTransactions,
  groupTransactions,
  hasTransactionHash,
  initialTransactionsState,
} from '../state/transactions.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Transaction } from '../types/transaction.js'
import { nodeNativeBalance } from './node-native-balance.js'
import { fetchWalletBalances } from './wallet-first-balances.js'

/** How many times a history without a just-sent transaction is fetched again. */
export const HISTORY_REPOLL_LIMIT = 5
/** The wait between those fetches (the data API indexes a new block within seconds). */
export const HISTORY_REPOLL_INTERVAL_MS = 2_000

export interface FetchTokenBalancesParameters {
  /** Skips the 30 s portfolio cache and asks the data API to refresh. */
  force?: boolean
  /**
   * The user's own "Try again": runs at once, past the 30 s block after a failure (SPEC §4's block
   * holds automatic retries; a user who sees the service back must not be ignored).
   */
  retry?: boolean
}

export interface DataActions {
  fetchTokenBalances(params?: FetchTokenBalancesParameters): Promise<TokenBalance[]>
  fetchTransactions(params?: { reset?: boolean }): Promise<void>
}

/** The native coin's entry of a portfolio (the one without a contract address) on `chainId`. */
function nativeEntry(balances: readonly TokenBalance[], chainId: string): TokenBalance | undefined {
  return balances.find((b) => b.address === undefined && b.chainId === chainId)
}

/**
 * Token balances and history of the active account, through the data API.
 * The supported-chains list is fetched once per instance (SPEC §5).
 */
export function createDataActions(ctx: KitContext): DataActions {
  const supported = loadOnce(() => ctx.api.getSupportedChains())

  /** Whether the data API serves `chainId` (a failed list read counts as served: the fetch reports it). */
  async function servesChain(chainId: string): Promise<boolean> {
    try {
      return isDataApiSupportedNetwork(await supported(), chainId)
    } catch {
      return true
    }
  }

  function balanceUnavailable(): void {
    ctx.toasts.show({
      message: ToastText.tokenBalanceUnavailable,
      code: 'tokenBalanceUnavailable',
      variant: 'error',
    })
  }

  /** Stores a wallet-reported portfolio like a fresh data API one (not cached: the wallet is local). */
  function keepBalances(
    ns: ChainNamespace,
    address: string,
    chainId: string,
    now: number,
    fetched: readonly TokenBalance[],
  ): TokenBalance[] {
    const balances = dropLowQualityTokens(fetched)
    ctx.state.set('tokenBalances', { loading: false, lastRetry: now, error: false, served: true })
    if (accountOf(ctx, ns)?.address === address) {
      const native = nativeEntry(balances, chainId)
      updateAccount(ctx, ns, {
        tokenBalance: balances,
        ...(native ? { balance: native.quantity.numeric, balanceSymbol: native.symbol } : {}),
      })
    }
    return balances
  }

  /**
   * SPEC §4: sets the loading flag and last-retry time; no retry within 30 s of a failure unless
   * the user asks (`retry`); "Token Balance Unavailable" on failure or on a network the data API
   * does not support.
   */
  async function fetchTokenBalances(
    params: FetchTokenBalancesParameters = {},
  ): Promise<TokenBalance[]> {
    const ns = activeNamespaceOf(ctx)
    const account = ns ? accountOf(ctx, ns) : undefined
    const network = ns ? networkStateOf(ctx, ns)?.caipNetwork : undefined
    if (!ns || !account?.address || !network) return []
    const address = account.address
    const now = ctx.clock.now()
    if (!params.retry && !canFetchTokenBalances(ctx.state.get('tokenBalances'), now))
      return account.tokenBalance
    const { served } = ctx.state.get('tokenBalances')
    ctx.state.set('tokenBalances', { loading: true, lastRetry: now, error: false, served })
    // SPEC §7: on EVM the wallet is asked first; without asset discovery the data API answers.
    const fromWallet = await fetchWalletBalances(ctx, ns, { address, network })
    if (fromWallet) return keepBalances(ns, address, network.caipNetworkId, now, fromWallet)
    try {
      // SPEC §9 names eip155 and solana; the data API says which chains it serves (apps/api also
      // serves bip122 and polkadot), checked against its supported-chains list for every family.
      const list = await supported()
      if (!isDataApiSupportedNetwork(list, network.caipNetworkId)) {
        // The node still knows the native balance: the Tokens tab shows it rather than an empty
        // "No tokens yet" that would read as a zero balance.
        const native = await nodeNativeBalance(
          ctx,
          ns,
          { address, network },
          { fresh: params.force === true || ctx.balancesStale },
        )
        const balances = native ? [native] : []
        ctx.state.set('tokenBalances', {
          loading: false,
          lastRetry: now,
          error: false,
          served: false,
        })
        if (accountOf(ctx, ns)?.address === address)
          updateAccount(ctx, ns, { tokenBalance: balances })
        balanceUnavailable()
        return balances
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
      ctx.state.set('tokenBalances', { loading: false, lastRetry: now, error: false, served: true })
      if (accountOf(ctx, ns)?.address === address) {
        // One native balance: a fresh portfolio's native entry also becomes the account's balance
        // (the header and the button show what the Tokens row shows).
        const native = cached ? undefined : nativeEntry(balances, network.caipNetworkId)
        updateAccount(ctx, ns, {
          tokenBalance: balances,
          ...(native ? { balance: native.quantity.numeric, balanceSymbol: native.symbol } : {}),
        })
      }
      return balances
    } catch {
      ctx.state.set('tokenBalances', { loading: false, lastRetry: now, error: true, served: true })
      balanceUnavailable()
      return []
    }
  }

  /** `chain:address` of the active account, the key a history list belongs to. */
  function activeHistoryKey(): string | undefined {
    const ns = activeNamespaceOf(ctx)
    const address = ns ? accountOf(ctx, ns)?.address : undefined
    const network = ns ? networkStateOf(ctx, ns)?.caipNetwork : undefined
    return address && network ? `${network.caipNetworkId}:${address}` : undefined
  }

  /**
   * After a send, the data API lists the transaction once it has indexed it: a first page that
   * does not hold it yet is fetched again in HISTORY_REPOLL_INTERVAL_MS, at most
   * HISTORY_REPOLL_LIMIT times.
   */
  function awaitSentTransaction(key: string, transactions: readonly Transaction[]): void {
    const awaited = ctx.awaitedTransaction
    if (!awaited) return
    if (
      awaited.caipAddress !== key ||
      hasTransactionHash(transactions, awaited.hash) ||
      awaited.polls >= HISTORY_REPOLL_LIMIT
    ) {
      ctx.awaitedTransaction = undefined
      return
    }
    const next = { ...awaited, polls: awaited.polls + 1 }
    ctx.awaitedTransaction = next
    ctx.later(() => {
      if (ctx.awaitedTransaction !== next || activeHistoryKey() !== key) return
      fetchTransactions({ reset: true }).catch(() => {})
    }, HISTORY_REPOLL_INTERVAL_MS)
  }

  /**
   * SPEC §4/§5 history: cursor paging; other chains and spam-only NFT transactions are dropped;
   * a failure shows "Failed to fetch transactions", empties the list, clears the cursor and sets
   * `error`. `reset` fetches the first page again, keeping the shown list until it arrives.
   */
  async function fetchTransactions(params: { reset?: boolean } = {}): Promise<void> {
    const ns = activeNamespaceOf(ctx)
    const address = ns ? accountOf(ctx, ns)?.address : undefined
    const network = ns ? networkStateOf(ctx, ns)?.caipNetwork : undefined
    if (!address || !network) throw new TransactionsAccountRequiredError()
    // SPEC §9 families always ask; other families' activity comes from a data API that lists
    // their chain (apps/api serves bip122 and polkadot), else it is an empty list, not a failure.
    const specFamily = familyRegistry[network.chainNamespace].history
    if (!specFamily && !(await servesChain(network.caipNetworkId))) {
      if (activeHistoryKey() !== `${network.caipNetworkId}:${address}`) return
      ctx.state.set('transactions', { ...initialTransactionsState(), next: null, stale: false })
      return
    }
    const current = ctx.state.get('transactions')
    // `null` cursor: the last page was already read.
    if (!params.reset && current.next === null) return
    const key = `${network.caipNetworkId}:${address}`
    ctx.state.set('transactions', { ...current, loading: true, stale: false, error: false })
    try {
      const page = await ctx.api.getHistory({
        address,
        chainId: network.caipNetworkId,
        ...(!params.reset && current.next ? { cursor: current.next } : {}),
      })
      // The account or network changed meanwhile (which resets the list): this page is not its.
      if (activeHistoryKey() !== key) return
      const fresh = filterTransactions(page.data, network.caipNetworkId)
      const transactions = params.reset ? fresh : appendTransactions(current.transactions, fresh)
      ctx.state.set('transactions', {
        transactions,
        grouped: groupTransactions(transactions),
        next: page.next,
        loading: false,
        empty: transactions.length === 0,
        // A send that succeeded while this page loaded leaves the list stale.
        stale: ctx.state.get('transactions').stale,
        error: false,
      })
      if (params.reset || current.next === undefined) awaitSentTransaction(key, transactions)
    } catch (error) {
      if (activeHistoryKey() !== key) return
      ctx.state.set('transactions', { ...initialTransactionsState(), stale: false, error: true })
      ctx.toasts.show({
        message: ToastText.fetchTransactionsFailed,
        code: 'fetchTransactionsFailed',
        variant: 'error',
      })
      ctx.emit(
        'ERROR',
        { message: ToastText.fetchTransactionsFailed, cause: messageOf(error) },
        'error',
      )
    }
  }

  return { fetchTokenBalances, fetchTransactions }
}
