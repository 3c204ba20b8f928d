import type { Unsubscribe } from '../adapter/chain-adapter.js'
import { loadOnce } from '../adapter-kit/load-once.js'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import type { AccountType, ChainNamespace } from '../types/chain.js'
import type {
  EmbeddedSessionUpdate,
  EmbeddedWalletActions,
  EmbeddedWalletOptions,
} from './embedded-wallet.js'
import { openSocialPopup } from './social-popup.js'

/** What `embedded-start.ts` hands back once its code is in. */
export interface EmbeddedWalletStart {
  wallet: EmbeddedWalletActions
  /** SPEC §6: the user's account-type switch, told to the frame for its eip155 account. */
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): Promise<void>
}

/** The actions that only run once the implementation is in: each waits for its code. */
const DEFERRED = [
  'connectEmail',
  'updateEmail',
  'getFarcasterUri',
  'connectFarcaster',
  'resumeSocialRedirect',
  'isConnected',
  'signOut',
  'request',
  'setFrameVisible',
] as const satisfies readonly (keyof EmbeddedWalletActions)[]

type Deferred = (typeof DEFERRED)[number]
type AnyAsync = (...args: unknown[]) => Promise<unknown>
// Every action is either deferred or written out below: a new action fails to compile here.
type Unhandled = Exclude<
  keyof EmbeddedWalletActions,
  Deferred | 'connectSocial' | 'storedLogin' | 'watchSession'
>
const everyAction: [Unhandled] extends [never] ? true : never = true

export interface LazyEmbeddedWallet {
  /** `kit.embeddedWallet` and `AdapterContext.embeddedWallet`. */
  readonly actions: EmbeddedWalletActions
  /** Downloads and starts the implementation (once; a failed download is tried again). */
  load(): Promise<EmbeddedWalletStart>
  /** The implementation, once in. */
  loaded(): EmbeddedWalletStart | undefined
}

/**
 * `kit.embeddedWallet` as a stand-in whose implementation (the actions, the login data's storage,
 * the AUTH hooks) downloads with `load()`, which the kit calls after the button's first paint and
 * only when `createAppKit({ embeddedWallet })` is set. Without that option nothing is downloaded:
 * every action rejects "Unable to load email login dependency", as the frame's load would.
 * Until the implementation is in, `storedLogin()` is `undefined` (the kit's start awaits the load
 * before restoring connections) and session listeners are kept and handed over.
 */
export function lazyEmbeddedWallet(
  options: EmbeddedWalletOptions | undefined,
  deps: {
    load: () => Promise<EmbeddedWalletStart>
    destroyed: () => boolean
  },
): LazyEmbeddedWallet {
  let loaded: EmbeddedWalletStart | undefined
  const listeners = new Set<(update: EmbeddedSessionUpdate) => void>()
  void everyAction

  // A failed download (offline, a deploy in between) is tried again by the next call.
  const download = loadOnce(() =>
    deps.load().then((started) => {
      loaded = started
      // The listeners that came first hear the implementation's session events from now on.
      started.wallet.watchSession((update) => {
        for (const listener of [...listeners]) listener(update)
      })
      return started
    }),
  )

  function load(): Promise<EmbeddedWalletStart> {
    if (!options) {
      return Promise.reject(
        new EmailLoginDependencyError({
          details: 'createAppKit({ embeddedWallet: { frameUrl } }) is not set',
        }),
      )
    }
    if (deps.destroyed())
      return Promise.reject(new EmailLoginDependencyError({ details: 'destroyed' }))
    return download()
  }

  const deferred = Object.fromEntries(
    DEFERRED.map((name) => [
      name,
      (...args: unknown[]): Promise<unknown> => {
        const call = (started: EmbeddedWalletStart) =>
          (started.wallet[name] as AnyAsync).apply(started.wallet, args)
        // Once the implementation is in, a call starts in the caller's turn, as on it directly.
        return loaded ? call(loaded) : load().then(call)
      },
    ]),
  ) as Pick<EmbeddedWalletActions, Deferred>

  const page = () => options?.document?.defaultView ?? globalThis.window

  const actions: EmbeddedWalletActions = {
    ...deferred,
    connectSocial(provider, socialOptions = {}) {
      if (loaded) return loaded.wallet.connectSocial(provider, socialOptions)
      if (!options) return load().then((started) => started.wallet.connectSocial(provider))
      // A click before the implementation is in: the popup opens now, in the click's turn (a
      // popup opened after an await is blocked); the implementation's own open then finds this
      // window by its name instead of opening another.
      const popup = socialOptions.redirect ? null : openSocialPopup(page())
      return load().then(
        (started) => started.wallet.connectSocial(provider, socialOptions),
        (error: unknown) => {
          popup?.close()
          throw error
        },
      )
    },
    storedLogin: () => loaded?.wallet.storedLogin(),
    watchSession(listener): Unsubscribe {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return { actions, load, loaded: () => loaded }
}
