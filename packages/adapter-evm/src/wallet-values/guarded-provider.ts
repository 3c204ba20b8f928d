import type { Eip1193Provider } from '../discovery/eip1193-provider.js'
import { parseAccounts, parseChainId } from './parse-wallet-values.js'

type Listener = (...args: never[]) => void
type Warn = (message: string, details?: unknown) => void

/** An EIP-1193 provider seen through the adapter's checks; `raw` is the wallet's own object. */
export interface GuardedProvider extends Eip1193Provider {
  readonly raw: Eip1193Provider
}

export interface ProviderGuard {
  /** The guarded view of `provider` (one per provider, so listeners can be removed again). */
  guard(provider: Eip1193Provider): GuardedProvider
  /** The wallet's own provider behind a view of this guard (the host app gets the wallet's object). */
  unwrap(provider: unknown): unknown
  /** Listeners the adapter's connectors hold on wallet providers now. */
  listenerCount(): number
  /** Removes every listener still held (at `destroy()`; the wallet stays authorised). */
  release(): void
}

/**
 * Wallet events are untrusted input: `chainChanged` and `accountsChanged` reach wagmi's connector
 * only when well-formed (see {@link parseChainId}, {@link parseAccounts}); a malformed one is
 * reported through `warn` and dropped, so it never reaches state. The guard also remembers every
 * listener a connector adds, because wagmi's injected connector keeps its listeners on the wallet
 * until a disconnect, and `destroy()` must not disconnect (the next page load restores).
 */
export function createProviderGuard(warn: Warn): ProviderGuard {
  const guarded = new WeakMap<Eip1193Provider, GuardedProvider>()
  // Views are recognised by identity, never by shape: a wallet's object may carry a `raw` key.
  const views = new WeakSet<object>()
  const held: {
    provider: Eip1193Provider
    event: string
    listener: Listener
    wrapped: Listener
  }[] = []
  let released = false
  const find = (provider: Eip1193Provider, event: string, listener: Listener) =>
    held.findIndex((h) => h.provider === provider && h.event === event && h.listener === listener)

  function check(event: string, listener: Listener): Listener {
    const forward = listener as (...values: unknown[]) => void
    if (event === 'chainChanged')
      return ((value: unknown) => {
        const chainId = parseChainId(value)
        if (chainId === undefined) warn('Refused a malformed chainChanged from the wallet', value)
        else forward(`0x${chainId.toString(16)}`)
      }) as Listener
    if (event === 'accountsChanged')
      return ((value: unknown) => {
        const accounts = parseAccounts(value)
        if (accounts === undefined)
          warn('Refused a malformed accountsChanged from the wallet', value)
        else forward(accounts)
      }) as Listener
    return listener
  }

  /**
   * The wallet's accounts, wherever a connector reads them (`eth_requestAccounts`, `eth_accounts`,
   * the `restrictReturnedAccounts` caveat of `wallet_requestPermissions`), pass only when
   * well-formed: a malformed answer is reported through `warn` and the request fails.
   */
  function checkAnswer(method: string, answer: unknown): unknown {
    const accounts =
      method === 'eth_requestAccounts' || method === 'eth_accounts'
        ? [answer]
        : method === 'wallet_requestPermissions'
          ? permittedAccounts(answer)
          : []
    if (accounts.every((value) => parseAccounts(value) !== undefined)) return answer
    warn(`Refused malformed accounts in the wallet's answer to ${method}`, answer)
    throw new Error(`The wallet answered ${method} with malformed accounts`)
  }

  function guard(provider: Eip1193Provider): GuardedProvider {
    const existing = guarded.get(provider)
    if (existing) return existing
    const view: GuardedProvider = {
      raw: provider,
      request: async (args) => checkAnswer(args.method, await provider.request(args)),
      on(event, listener) {
        // After `destroy()` a connector still setting up must not attach to the wallet again.
        if (released || find(provider, event, listener) >= 0) return view
        const wrapped = check(event, listener)
        held.push({ provider, event, listener, wrapped })
        provider.on?.(event, wrapped)
        return view
      },
      removeListener(event, listener) {
        const index = find(provider, event, listener)
        if (index < 0) return view
        const [entry] = held.splice(index, 1)
        if (entry) provider.removeListener?.(event, entry.wrapped)
        return view
      },
    }
    guarded.set(provider, view)
    views.add(view)
    return view
  }

  return {
    guard,
    unwrap: (provider) =>
      provider !== null && typeof provider === 'object' && views.has(provider)
        ? (provider as GuardedProvider).raw
        : provider,
    listenerCount: () => held.length,
    release() {
      released = true
      for (const { provider, event, wrapped } of held.splice(0))
        provider.removeListener?.(event, wrapped)
    },
  }
}

/** The account lists in the `restrictReturnedAccounts` caveats of a permissions answer. */
function permittedAccounts(answer: unknown): unknown[] {
  if (!Array.isArray(answer)) return []
  return answer.flatMap((permission: unknown) => {
    const caveats = (permission as { caveats?: unknown } | null)?.caveats
    if (!Array.isArray(caveats)) return []
    return caveats
      .filter(
        (caveat: unknown) =>
          (caveat as { type?: unknown } | null)?.type === 'restrictReturnedAccounts',
      )
      .map((caveat: { value?: unknown }) => caveat.value)
  })
}
