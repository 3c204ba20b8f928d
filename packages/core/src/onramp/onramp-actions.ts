import type {
  OnRampOptions,
  OnRampQuote,
  OnRampQuoteBody,
  OnRampUrl,
  OnRampUrlBody,
} from '@portico/api-client'
import type { AppKit } from '../app-kit/app-kit-types.js'
import type { DataApi } from '../data/data-api.js'
import { ToastText } from '../errors/ui-texts.js'
import { mockOnRampQuote, sampleOnRampOptions } from './onramp-fallbacks.js'

// The on-ramp flow as functions over a kit, not kit methods: only the lazily loaded on-ramp views
// import them, so nothing of the on-ramp reaches a page's initial JavaScript.

/** The kit's data API as loaded: the default one arrives on demand and says so by `preload`. */
async function loadedApi(kit: AppKit): Promise<DataApi> {
  const loaded: unknown = await kit.api.preload?.()
  return typeof loaded === 'object' && loaded !== null && 'getBalances' in loaded
    ? (loaded as DataApi)
    : kit.api
}

/** The options for `networkId`, and whether they are the sample fallback. */
export interface OnRampOptionsResult {
  options: OnRampOptions
  fallback: boolean
}

/**
 * `GET /v1/onramp/options` for the active network; on any error (or an API without on-ramp
 * calls) the built-in sample options of SPEC §8/§9.
 *
 * @example
 * const { options, fallback } = await getOnRampOptions(kit, 'eip155:1')
 */
export async function getOnRampOptions(
  kit: AppKit,
  networkId: string,
): Promise<OnRampOptionsResult> {
  try {
    const api = await loadedApi(kit)
    if (!api.getOnRampOptions) throw new Error('The data API has no on-ramp')
    return { options: await api.getOnRampOptions({ chainId: networkId }), fallback: false }
  } catch {
    return { options: sampleOnRampOptions(networkId), fallback: true }
  }
}

/**
 * `POST /v1/onramp/quote`; on any error the mock quote of SPEC §8 (`mock: true`).
 *
 * @example
 * const quote = await getOnRampQuote(kit, { providerId, paymentMethod: 'card', ... })
 */
export async function getOnRampQuote(kit: AppKit, body: OnRampQuoteBody): Promise<OnRampQuote> {
  try {
    const api = await loadedApi(kit)
    if (!api.getOnRampQuote) throw new Error('The data API has no on-ramp')
    return await api.getOnRampQuote(body)
  } catch {
    return mockOnRampQuote(body)
  }
}

/**
 * `POST /v1/generators/onrampurl`: the provider page for this purchase. No fallback: without a
 * URL there is nowhere to send the buyer, and the view says so.
 */
export async function generateOnRampUrl(kit: AppKit, body: OnRampUrlBody): Promise<OnRampUrl> {
  const api = await loadedApi(kit)
  if (!api.generateOnRampUrl) throw new Error('The data API has no on-ramp')
  return api.generateOnRampUrl(body)
}

/**
 * Opens the provider page in a new tab or window. Call it synchronously inside the click that
 * asked for it: browsers block a `window.open` made later (after an `await`). Returns whether a
 * window opened (false when blocked or where there is no window).
 */
export function openOnRampWindow(
  url: string,
  open: ((url: string, target: string, features: string) => unknown) | undefined = globalThis.window
    ?.open,
): boolean {
  if (!open) return false
  // noopener: the provider's page gets no handle on the dapp's window.
  open.call(globalThis.window, url, '_blank', 'noopener,noreferrer')
  return true
}

/** A native balance, as the portfolio lists it (the entry without a token address). */
function nativeBalanceOf(kit: AppKit): string | undefined {
  const snapshot = kit.getSnapshot()
  const namespace = snapshot.activeNamespace
  return namespace ? snapshot.accounts[namespace]?.balance : undefined
}

export interface WatchOnRampFundsParameters {
  /** The native balance before the hand-off (`kit.getAccount()?.balance`). */
  before: string | undefined
  /** Called once, when the balance differs from `before`. */
  onArrived(balance: string): void
  /** Poll interval on the kit's clock (default 2000 ms). */
  intervalMs?: number
}

/**
 * Watches for the purchase to arrive: refreshes the active account's balances (skipping the
 * cache) on the kit's clock until the native balance changes, then shows SPEC §8's "Transaction
 * started" and calls `onArrived`. Returns a function that stops watching.
 */
export function watchOnRampFunds(kit: AppKit, params: WatchOnRampFundsParameters): () => void {
  let stopped = false
  let timer: unknown
  const check = async () => {
    timer = undefined
    try {
      await kit.fetchTokenBalances({ force: true })
    } catch {
      // A failed refresh is retried on the next tick.
    }
    if (stopped) return
    const balance = nativeBalanceOf(kit)
    if (balance !== undefined && balance !== params.before) {
      stopped = true
      kit.showToast({
        message: ToastText.transactionStarted,
        code: 'transactionStarted',
        variant: 'success',
      })
      params.onArrived(balance)
      return
    }
    timer = kit.clock.setTimeout(() => void check(), params.intervalMs ?? 2000)
  }
  timer = kit.clock.setTimeout(() => void check(), 0)
  return () => {
    stopped = true
    if (timer !== undefined) kit.clock.clearTimeout(timer)
  }
}
