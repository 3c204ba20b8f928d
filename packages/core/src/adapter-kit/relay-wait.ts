// Loaded with an adapter's WalletConnect chunk (import()), never with a page's first load.
import { RelayUnreachableError } from '../errors/relay-unreachable-error.js'
import type { Clock } from '../lifecycle/clock.js'

/** Default time (ms) the relay has to hand out a pairing URI before it counts as down. */
export const DEFAULT_RELAY_TIMEOUT = 5_000

/** How long a new pairing waits for the relay, on which clock. */
export interface RelayWaitOptions {
  /** The kit's clock (`AdapterContext.clock`): the bound is one of its timers. */
  clock: Clock
  /**
   * ms from the connect until the pairing URI is shown (the adapters' `walletConnect.relayTimeout`).
   * Default {@link DEFAULT_RELAY_TIMEOUT}; not a positive finite number: no bound.
   */
  timeout?: number | undefined
}

/** One adapter's bound on new WalletConnect pairings; see {@link createRelayWait}. */
export interface RelayWait<T> {
  /**
   * Runs `attempt` (a new pairing, from the connect until the wallet's answer) or, while an earlier
   * attempt has shown no URI yet, waits for that one again; either way rejects with
   * `RelayUnreachableError` when no URI is shown within the timeout.
   */
  pair(attempt: () => Promise<T>): Promise<T>
  /** A pairing URI of the attempt under way is on screen: its wait for the relay is over. */
  shown(): void
}

/**
 * Bounds a new WalletConnect pairing's wait for the relay: a relay that hands out no pairing URI
 * within `timeout` ms on the kit's clock counts as down, and the connect rejects with
 * `RelayUnreachableError` (the view then offers Try again). The bound covers whatever waits
 * before the URI: the client's start (its relay socket) as much as the proposal. The WalletConnect
 * client cannot withdraw a pairing it is still making and finishes it once the relay is back, so a
 * retry while that attempt has shown no URI waits for it again (bounded again) rather than
 * starting a second pairing whose proposal would race the first; once an attempt has shown its
 * URI, the next `pair` is a new pairing. The wait for the user after the URI is not bounded here
 * (the pairing's lifetime is).
 *
 * @example
 * const wait = createRelayWait<Connection>({ clock, timeout: options.relayTimeout })
 * const connection = await wait.pair(() => connectShowing((uri) => (wait.shown(), showQr(uri))))
 */
export function createRelayWait<T>(options: RelayWaitOptions): RelayWait<T> {
  const { clock, timeout = DEFAULT_RELAY_TIMEOUT } = options
  if (!(timeout > 0 && Number.isFinite(timeout)))
    return { pair: (attempt) => attempt(), shown() {} }
  /** The attempt that has shown no URI yet, if any. */
  let waiting: Promise<T> | undefined
  const onShown = new Set<() => void>()
  return {
    shown() {
      waiting = undefined
      for (const listener of onShown) listener()
    },
    async pair(attempt) {
      if (!waiting) {
        // A synchronous throw of `attempt` becomes this attempt's rejection.
        const started = new Promise<T>((resolve) => resolve(attempt()))
        waiting = started
        const settled = () => {
          if (waiting === started) waiting = undefined
        }
        // An attempt given up on may settle later: its outcome is no longer anyone's.
        started.then(settled, settled)
      }
      const result = waiting
      let timer: unknown
      const stop = () => clock.clearTimeout(timer)
      const down = new Promise<never>((_, reject) => {
        timer = clock.setTimeout(() => reject(new RelayUnreachableError(timeout)), timeout)
      })
      onShown.add(stop)
      try {
        return await Promise.race([result, down])
      } finally {
        stop()
        onShown.delete(stop)
      }
    },
  }
}

const owned = new WeakMap<object, RelayWait<unknown>>()

/**
 * The relay wait of `owner` (one adapter instance's WalletConnect connector), made on its first
 * pairing: the bound's state lives with the WalletConnect chunk that uses it, not in the
 * adapter's start-up code. Later calls return the same wait (their options are the first's).
 *
 * @example
 * await relayWaitOf<void>(backend, { clock, timeout }).pair(() => propose(onUri))
 */
export function relayWaitOf<T>(owner: object, options: RelayWaitOptions): RelayWait<T> {
  let wait = owned.get(owner) as RelayWait<T> | undefined
  if (!wait) {
    wait = createRelayWait<T>(options)
    owned.set(owner, wait as RelayWait<unknown>)
  }
  return wait
}
