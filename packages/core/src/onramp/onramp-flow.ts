import type { OnRampPaymentMethod, OnRampQuote } from '@portico/api-client'
import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { showsView } from '../navigation/modal-rules.js'
import { viewParamsOf } from '../navigation/view-params.js'
import {
  generateOnRampUrl,
  getOnRampOptions,
  getOnRampQuote,
  openOnRampWindow,
  watchOnRampFunds,
} from './onramp-actions.js'
import { checkOnRampAmount, type OnRampAmountProblem } from './onramp-amount.js'
import {
  currentTimeZone,
  type OfferedOnRampProvider,
  offeredOnRampProviders,
} from './onramp-rules.js'

/** The on-ramp flow's state (one per kit, see `onRampFlowOf`). */
export interface OnRampState {
  /** `loading` the options, `ready` to pick and type, `quoting` a quote and its checkout URL. */
  status: 'idle' | 'loading' | 'ready' | 'quoting'
  /** The network the options are for (the active one when they were loaded). */
  networkId: string | undefined
  /** The providers offered there under SPEC §9's rules, with their allowed payment methods. */
  offered: readonly OfferedOnRampProvider[]
  /** Nothing offered: the time zone is restricted (`region`), or no provider delivers (`network`). */
  unavailable: 'region' | 'network' | undefined
  /** The options are SPEC §8's samples (the service failed): quotes are mock, nothing to buy. */
  fallback: boolean
  providerId: string | undefined
  method: OnRampPaymentMethod | undefined
  /** The currency paid with (one of the provider's payment currencies). */
  currency: string | undefined
  /** The currency bought: the network's native coin when the provider sells it. */
  purchaseCurrency: string | undefined
  /** The amount as typed, and why it cannot be quoted (`undefined`: fine, or nothing typed). */
  amount: string
  amountProblem: OnRampAmountProblem | undefined
  /** The last quote (cleared by any change to what it was for). */
  quote: OnRampQuote | undefined
  /** The provider's checkout for that quote; absent for a mock quote or when it could not be made. */
  url: string | undefined
  /** The checkout URL was asked for and could not be made (the provider is unavailable). */
  urlFailed: boolean
  /**
   * While BuyInProgress shows: the native balance once the purchase arrived (it differs from the
   * balance before the hand-off); `undefined` while waiting.
   */
  arrived: string | undefined
}

export interface OnRampFlow {
  getState(): OnRampState
  subscribe(listener: () => void): Unsubscribe
  /** The options for the active network (the kit calls it when OnRampProviders is shown). */
  load(): Promise<void>
  selectProvider(providerId: string): void
  setMethod(method: OnRampPaymentMethod): void
  setCurrency(currency: string): void
  setAmount(text: string): void
  /** The quote for what is chosen (SPEC §8's mock one when the service fails), and its checkout. */
  getQuote(): Promise<void>
  /**
   * Opens the checkout and shows BuyInProgress (`receive`: what the quote says arrives, as the
   * view words it). Call it inside the click: a window opened after an `await` is blocked.
   * Returns whether there was a checkout to open.
   */
  buy(receive?: string): boolean
  /**
   * Watches for the purchase BuyInProgress waits on (the kit calls it when that view is shown):
   * the balances are read again on the kit's clock until the native balance differs from the one
   * before the hand-off, then `arrived` holds it and SPEC §8's "Transaction started" shows. Leaving
   * the view stops the watch.
   */
  watchArrival(): void
  destroy(): void
}

const initialState = (): OnRampState => ({
  status: 'idle',
  networkId: undefined,
  offered: [],
  unavailable: undefined,
  fallback: false,
  providerId: undefined,
  method: undefined,
  currency: undefined,
  purchaseCurrency: undefined,
  amount: '',
  amountProblem: undefined,
  quote: undefined,
  url: undefined,
  urlFailed: false,
  arrived: undefined,
})

/** What a new choice of provider starts with: its first method and currency, nothing typed. */
function choose(state: OnRampState, offered: OfferedOnRampProvider | undefined, native: string) {
  const provider = offered?.provider
  return {
    providerId: provider?.id,
    method: offered?.methods[0]?.id,
    currency: provider?.paymentCurrencies[0] ?? 'USD',
    purchaseCurrency: provider?.purchaseCurrencies.includes(native)
      ? native
      : (provider?.purchaseCurrencies[0] ?? native),
    amount: state.providerId === provider?.id ? state.amount : '',
    amountProblem: undefined,
    quote: undefined,
    url: undefined,
    urlFailed: false,
  }
}

/**
 * Creates the on-ramp flow over a kit's public surface: the options, quote and checkout of the
 * data API's `/v1/onramp` calls for the active network and account, SPEC §9's offer rules and
 * SPEC §8's fallbacks. The kit owns one (see `onRampFlowOf`).
 */
export function createOnRampFlow(kit: AppKit): OnRampFlow {
  let state = initialState()
  const listeners = new Set<() => void>()
  let run = 0
  let stopWatch: (() => void) | undefined
  const set = (patch: Partial<OnRampState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const active = () => kit.getSnapshot().activeNetwork
  const offeredNow = () => state.offered.find((entry) => entry.provider.id === state.providerId)
  const methodNow = () => offeredNow()?.methods.find((method) => method.id === state.method)
  /** A change to what a quote is for: the quote, its checkout and any newer answer are dropped. */
  const change = (patch: Partial<OnRampState>) => {
    run += 1
    const next = { ...state, ...patch }
    set({
      ...patch,
      status: state.status === 'quoting' ? 'ready' : state.status,
      quote: undefined,
      url: undefined,
      urlFailed: false,
      amountProblem: checkProblem(next),
    })
  }
  const checkProblem = (next: OnRampState) => {
    const offered = next.offered.find((entry) => entry.provider.id === next.providerId)
    const method = offered?.methods.find((entry) => entry.id === next.method)
    const checked = checkOnRampAmount(next.amount, method)
    return checked.ok ? undefined : checked.problem
  }

  // A network switch while the view shows loads the new network's options; leaving BuyInProgress
  // stops the watch for the funds.
  const stop = kit.subscribe(() => {
    if (stopWatch && !showsView(kit.getSnapshot(), 'BuyInProgress')) {
      stopWatch()
      stopWatch = undefined
    }
    const network = active()
    if (
      state.networkId !== undefined &&
      network?.caipNetworkId !== state.networkId &&
      showsView(kit.getSnapshot(), 'OnRampProviders')
    )
      void flow.load()
  })

  const flow: OnRampFlow = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async load() {
      const network = active()
      const networkId = network?.caipNetworkId
      const current = ++run
      if (!networkId) {
        set({ ...initialState() })
        return
      }
      set({ ...initialState(), status: 'loading', networkId })
      const { options, fallback } = await getOnRampOptions(kit, networkId)
      if (current !== run) return
      const offered = offeredOnRampProviders(options, networkId, currentTimeZone())
      // Offered without the time-zone rule: then the region is what keeps them out.
      const unavailable: OnRampState['unavailable'] =
        offered.length > 0
          ? undefined
          : offeredOnRampProviders(options, networkId, undefined).length > 0
            ? 'region'
            : 'network'
      const base = { ...state, status: 'ready' as const, offered, unavailable, fallback }
      set({ ...base, ...choose(base, offered[0], network.nativeCurrency.symbol) })
    },
    selectProvider(providerId) {
      const offered = state.offered.find((entry) => entry.provider.id === providerId)
      if (!offered || providerId === state.providerId) return
      run += 1
      const native = active()?.nativeCurrency.symbol ?? ''
      set({ status: 'ready', ...choose(state, offered, native) })
    },
    setMethod(method) {
      if (offeredNow()?.methods.some((entry) => entry.id === method)) change({ method })
    },
    setCurrency(currency) {
      if (offeredNow()?.provider.paymentCurrencies.includes(currency)) change({ currency })
    },
    setAmount(text) {
      change({ amount: text })
    },
    async getQuote() {
      const offered = offeredNow()
      const checked = checkOnRampAmount(state.amount, methodNow())
      const address = kit.getAccount()?.address
      const { networkId, method, currency, purchaseCurrency, fallback } = state
      if (!offered || !checked.ok || !method || !currency || !purchaseCurrency || !networkId) return
      if (!address) return
      const current = ++run
      set({ status: 'quoting', quote: undefined, url: undefined, urlFailed: false })
      const body = {
        providerId: offered.provider.id,
        paymentMethod: method,
        paymentAmount: { amount: checked.amount, currency },
        purchaseCurrency,
        network: networkId,
      }
      const quote = await getOnRampQuote(kit, body)
      if (current !== run) return
      let url: string | undefined
      let urlFailed = false
      // The sample options have no checkout behind them.
      if (!fallback) {
        try {
          const generated = await generateOnRampUrl(kit, {
            ...body,
            destinationAddress: address,
            ...(quote.mock ? {} : { quoteId: quote.quoteId }),
          })
          url = generated.url
        } catch {
          urlFailed = true
        }
      }
      if (current !== run) return
      set({ status: 'ready', quote, url, urlFailed })
    },
    buy(receive) {
      const { url } = state
      const provider = offeredNow()?.provider
      if (!url || !provider) return false
      // Synchronously in the caller's click: a window opened after an await is blocked.
      openOnRampWindow(url)
      kit.push('BuyInProgress', {
        providerName: provider.name,
        url,
        before: kit.getAccount()?.balance,
        ...(receive !== undefined ? { receive } : {}),
      })
      return true
    },
    watchArrival() {
      stopWatch?.()
      const params = viewParamsOf(kit.getSnapshot().router, 'BuyInProgress')
      if (!params || !showsView(kit.getSnapshot(), 'BuyInProgress')) return
      set({ arrived: undefined })
      stopWatch = watchOnRampFunds(kit, {
        before: params.before,
        onArrived: (balance) => set({ arrived: balance }),
      })
    },
    destroy() {
      run += 1
      stopWatch?.()
      stop()
      listeners.clear()
    },
  }
  return flow
}
