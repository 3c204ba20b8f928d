import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import type { EmbeddedAuthErrorCode } from '../frame/frame-reply-error.js'
import { closeModal } from '../navigation/modal-actions.js'
import { showsView } from '../navigation/modal-rules.js'
import {
  type FarcasterLoginFailure,
  initialFarcasterLoginState,
} from '../state/farcaster-login-state.js'
import type { EmbeddedWalletActions } from './embedded-wallet.js'

const VIEW = 'ConnectingFarcaster'

/** apps/api's refusals of a Farcaster sign-in (codes of `EmbeddedAuthError`) and what they mean. */
const failures: Partial<Record<EmbeddedAuthErrorCode, FarcasterLoginFailure>> = {
  LOGIN_EXPIRED: 'expired',
  FARCASTER_INVALID: 'notCustody',
  RELAY_FAILED: 'relayDown',
  CREATE_WALLET_REFUSED: 'noWallet',
}

// By name and code, not `instanceof`: importing the error's class would put the frame's module in
// the flows' chunk graph and lengthen the start-up's preload list.
function failureOf(error: unknown): FarcasterLoginFailure {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
  if (name !== 'EmbeddedAuthError' || typeof code !== 'string' || !Object.hasOwn(failures, code))
    return 'failed'
  return failures[code as EmbeddedAuthErrorCode] ?? 'failed'
}

export interface FarcasterLoginActions {
  /**
   * Asks the wallet frame for a Sign In With Farcaster link (kept as the account's
   * `farcasterUrl`), then waits while the user approves in their Farcaster app. Does nothing
   * unless ConnectingFarcaster is shown, or while a sign-in runs for it; leaving the view
   * withdraws the wait.
   */
  start(): void
  /** After a failure: a new link on a new relay channel. */
  retry(): void
  /** Continue after the sign-in: closes the modal if it still shows the view. */
  finish(): void
}

/**
 * The Farcaster sign-in flow of one instance. State goes to `snapshot.farcasterLogin`; the Back
 * rule (no address: the URL cleared, the AUTH connector reloaded) is the router's.
 */
export function createFarcasterLoginFlow(
  ctx: KitContext,
  deps: {
    embeddedWallet: Pick<EmbeddedWalletActions, 'getFarcasterUri' | 'connectFarcaster'>
    setFarcasterUrl(url: string): void
    track(unsubscribe: Unsubscribe): Unsubscribe
  },
): FarcasterLoginActions {
  const { state } = ctx
  let flow: AbortController | undefined

  const showing = () => showsView({ modal: state.get('modal'), router: state.get('router') }, VIEW)

  function end() {
    flow?.abort()
    flow = undefined
    state.set('farcasterLogin', initialFarcasterLoginState())
  }

  function begin() {
    flow?.abort()
    const current = new AbortController()
    flow = current
    const live = () => flow === current && !current.signal.aborted
    state.set('farcasterLogin', { status: 'loading' })
    const run = async () => {
      // An http(s) URL only: the kit's frame protocol drops any other reply.
      const { url } = await deps.embeddedWallet.getFarcasterUri()
      if (!live()) return
      deps.setFarcasterUrl(url)
      state.set('farcasterLogin', { status: 'waiting', url })
      const { userName } = await deps.embeddedWallet.connectFarcaster({ signal: current.signal })
      if (live()) state.set('farcasterLogin', { status: 'done', userName })
    }
    run().catch((error: unknown) => {
      if (live()) state.set('farcasterLogin', { status: 'failed', failure: failureOf(error) })
    })
  }

  deps.track(
    state.subscribe(() => {
      if (flow && !showing()) end()
    }),
  )
  deps.track(() => {
    flow?.abort()
    flow = undefined
  })

  return {
    start() {
      if (ctx.destroyed() || !showing() || flow) return
      begin()
    },
    retry() {
      if (flow && state.get('farcasterLogin').status === 'failed') begin()
    },
    finish() {
      if (showing() && state.get('farcasterLogin').status === 'done')
        state.batch(() => closeModal(ctx))
    },
  }
}
