import type { ConvertApiClient } from '@portico/api-client'
import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { AppKit } from '../app-kit/app-kit-types.js'
import type { DataApi } from '../data/data-api.js'
import { normalizeProviderError, UserRejectedRequestError } from '../errors/provider-errors.js'
import { type ToastCode, ToastText } from '../errors/ui-texts.js'
import { messageOf } from '../lifecycle/message-of.js'
import { formatUnits, parseAmount } from '../send/parse-units.js'
import { approveSwapSource, awaitSwapInHistory, sendBuiltTransaction } from './swap-execute.js'
import { assertSwapNetwork } from './swap-networks.js'
import { fetchSwapQuote } from './swap-quote.js'
import {
  POPULAR_SWAP_SYMBOLS,
  pickSwapTokens,
  SUGGESTED_SWAP_SYMBOLS,
  swapTokenOptions,
} from './swap-tokens.js'
import type { SwapState, SwapTokenOption } from './swap-types.js'

/** SPEC §9: swap slippage tolerance, in percent. */
export const DEFAULT_SWAP_SLIPPAGE = 1
/** SPEC §9 debounce default: a quote is asked for once typing pauses this long. */
const QUOTE_DEBOUNCE_MS = 500

/** The swap flow of one kit (SPEC §4 swaps): state the Swap views render and the actions they call. */
export interface SwapController {
  getState(): SwapState
  subscribe(listener: () => void): Unsubscribe
  /** Offered tokens and balances of the active network; throws "Network not supported for Swaps". */
  loadTokens(): Promise<void>
  setSource(token: SwapTokenOption): void
  setTarget(token: SwapTokenOption): void
  switchTokens(): void
  /** The amount to sell (human units); quoted after the debounce. */
  setSourceAmount(amount: string): void
  /** The amount to receive: the amount to sell is found from a reverse quote, then quoted. */
  setTargetAmount(amount: string): void
  /** Quote now (no debounce). */
  refreshQuote(): Promise<void>
  /** Approve when the allowance is short (a first wallet request), then swap; resolves the hash. */
  swap(): Promise<string | undefined>
  /** Back to an empty form (after success or when leaving). */
  reset(): void
  destroy(): void
}

const initialState = (): SwapState => ({
  status: 'idle',
  tokens: [],
  popular: [],
  suggested: [],
  source: undefined,
  target: undefined,
  sourceAmount: '',
  targetAmount: '',
  quote: undefined,
  needsApproval: false,
  slippage: DEFAULT_SWAP_SLIPPAGE,
  error: undefined,
  hash: undefined,
})

/**
 * Creates the swap flow over a kit's public surface: the data API's `/v1/convert/*` calls, the
 * active network's account and adapter (a family with the `swaps` capability), balances and activity. One per kit; the views share it.
 *
 * @example
 * const swap = createSwapController(kit)
 * await swap.loadTokens()
 * swap.setSourceAmount('100')
 */
export function createSwapController(kit: AppKit): SwapController {
  let state = initialState()
  const listeners = new Set<() => void>()
  let timer: unknown
  let quoteRun = 0
  let destroyed = false
  const set = (patch: Partial<SwapState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  // The default data API arrives on demand (`preload` resolves the loaded one); an injected one
  // is used as it is.
  const convert = async (): Promise<ConvertApiClient> => {
    const loaded: unknown = await kit.api.preload?.()
    const api =
      typeof loaded === 'object' && loaded !== null && 'convert' in loaded
        ? (loaded as DataApi)
        : kit.api
    if (!api.convert) throw new Error('This data API offers no swaps')
    return api.convert
  }
  const active = () => {
    const network = kit.getSnapshot().activeNetwork
    assertSwapNetwork(network?.caipNetworkId, kit.options.swapNetworks)
    const namespace = network.chainNamespace
    const address = kit.getAccount(namespace)?.address
    const adapter = kit.getAdapter(namespace)
    if (!address || !adapter?.capabilities.swaps)
      throw new Error(`No ${namespace} account that can swap is connected`)
    return {
      network,
      adapter,
      chainId: network.caipNetworkId,
      userAddress: `${network.caipNetworkId}:${address}`,
    }
  }
  const amountOf = (text: string, token: SwapTokenOption | undefined) => {
    if (!token) return undefined
    const parsed = parseAmount(text, token.decimals)
    return parsed.ok && parsed.value > 0n ? parsed.value : undefined
  }
  const cancelTimer = () => {
    if (timer !== undefined) kit.clock.clearTimeout(timer)
    timer = undefined
  }
  const schedule = (run: () => Promise<void>) => {
    cancelTimer()
    timer = kit.clock.setTimeout(() => {
      timer = undefined
      void run()
    }, QUOTE_DEBOUNCE_MS)
  }

  const refreshQuote = async () => {
    cancelTimer()
    const { source, target, slippage } = state
    const amount = amountOf(state.sourceAmount, source)
    const run = ++quoteRun
    if (!source || !target || amount === undefined) {
      set({ quote: undefined, status: 'idle', needsApproval: false })
      return
    }
    set({ status: 'quoting', error: undefined })
    try {
      const { chainId, userAddress } = active()
      const result = await fetchSwapQuote(await convert(), {
        chainId,
        userAddress,
        source,
        target,
        amount,
        slippage,
      })
      if (run !== quoteRun) return
      set({
        status: 'ready',
        quote: result.quote,
        needsApproval: result.needsApproval,
        targetAmount: formatUnits(result.quote.toAmount, target.decimals),
      })
    } catch (error) {
      if (run !== quoteRun) return
      // SPEC §8: the service's first reason is the message when present.
      set({ status: 'idle', quote: undefined, error: messageOf(error) })
    }
  }

  const reverseQuote = async () => {
    const { source, target } = state
    const wanted = amountOf(state.targetAmount, target)
    if (!source || !target || wanted === undefined) return
    const run = ++quoteRun
    set({ status: 'quoting', error: undefined })
    try {
      const { userAddress } = active()
      const [back] = await (await convert()).getSwapQuotes({
        amount: wanted.toString(),
        userAddress,
        from: target.address,
        to: source.address,
      })
      if (run !== quoteRun || !back) return
      set({ sourceAmount: formatUnits(BigInt(back.toAmount), source.decimals) })
      await refreshQuote()
    } catch (error) {
      if (run === quoteRun) set({ status: 'idle', quote: undefined, error: messageOf(error) })
    }
  }

  // The spec's toast for a failed approval or swap: declined, else "Something went wrong".
  const failed = (error: unknown): ToastCode =>
    normalizeProviderError(error) instanceof UserRejectedRequestError
      ? 'signatureDeclined'
      : 'somethingWentWrong'

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async loadTokens() {
      set({ status: 'loading', error: undefined })
      try {
        const { chainId } = active()
        const [tokens, balances] = await Promise.all([
          (await convert()).getSwapTokens({ chainId }),
          kit.fetchTokenBalances().catch(() => []),
        ])
        const options = swapTokenOptions(tokens, balances)
        const keep = (token: SwapTokenOption | undefined) =>
          token && options.find((option) => option.address === token.address)
        set({
          status: 'idle',
          tokens: options,
          popular: pickSwapTokens(options, POPULAR_SWAP_SYMBOLS),
          suggested: pickSwapTokens(options, SUGGESTED_SWAP_SYMBOLS),
          source: keep(state.source) ?? options[0],
          target: keep(state.target),
        })
      } catch (error) {
        set({ status: 'idle', error: messageOf(error) })
        throw error
      }
    },
    setSource(token) {
      const target = state.target?.address === token.address ? state.source : state.target
      set({ source: token, target, quote: undefined })
      schedule(refreshQuote)
    },
    setTarget(token) {
      const source = state.source?.address === token.address ? state.target : state.source
      set({ target: token, source, quote: undefined })
      schedule(refreshQuote)
    },
    switchTokens() {
      set({
        source: state.target,
        target: state.source,
        sourceAmount: state.targetAmount,
        quote: undefined,
      })
      schedule(refreshQuote)
    },
    setSourceAmount(amount) {
      set({ sourceAmount: amount, error: undefined })
      schedule(refreshQuote)
    },
    setTargetAmount(amount) {
      set({ targetAmount: amount, error: undefined })
      schedule(reverseQuote)
    },
    refreshQuote,
    async swap() {
      const { source, target, slippage } = state
      const amount = amountOf(state.sourceAmount, source)
      if (!source || !target || amount === undefined) return undefined
      const { adapter, userAddress } = active()
      if (state.needsApproval) {
        set({ status: 'approving', error: undefined })
        try {
          const approved = await approveSwapSource(await convert(), adapter, kit.clock, {
            userAddress,
            from: source.address,
            to: target.address,
            amount,
          })
          if (!approved) throw new Error(ToastText.somethingWentWrong)
        } catch (error) {
          const code = failed(error)
          kit.showToast({ message: ToastText[code], code, variant: 'error' })
          set({ status: 'ready', error: ToastText[code] })
          return undefined
        }
        set({ needsApproval: false })
      }
      set({ status: 'swapping', error: undefined })
      try {
        const tx = await (await convert()).buildSwapTransaction({
          amount: amount.toString(),
          eip155: { slippage: String(slippage) },
          from: source.address,
          to: target.address,
          userAddress,
        })
        const hash = await sendBuiltTransaction(adapter, tx)
        kit.showToast({
          message: ToastText.transactionStarted,
          code: 'transactionStarted',
          variant: 'success',
        })
        set({ status: 'success', hash })
        // Balances and Activity show the swap: fresh balances, history from its first page.
        void kit.fetchTokenBalances({ force: true }).catch(() => undefined)
        void awaitSwapInHistory(kit, hash, () => destroyed)
        return hash
      } catch (error) {
        const code = failed(error)
        kit.showToast({ message: ToastText[code], code, variant: 'error' })
        set({ status: 'failed', error: ToastText[code] })
        return undefined
      }
    },
    reset() {
      cancelTimer()
      quoteRun++
      const { tokens, popular, suggested, source, target } = state
      set({ ...initialState(), tokens, popular, suggested, source, target })
    },
    destroy() {
      destroyed = true
      cancelTimer()
      quoteRun++
      listeners.clear()
    },
  }
}
