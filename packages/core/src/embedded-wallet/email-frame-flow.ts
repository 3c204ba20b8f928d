import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { closeModal, goBack, replaceView } from '../navigation/modal-actions.js'
import { showsView } from '../navigation/modal-rules.js'
import { type EmailFrameStep, initialEmailFrameState } from '../state/email-frame-state.js'
import type { ViewName } from '../types/ui.js'
import type { EmbeddedWalletActions } from './embedded-wallet.js'

/** The views that wait on the frame's card, and the step each one takes. */
export const emailFrameViews = {
  EmailVerifyOtp: 'login',
  EmailVerifyDevice: 'login',
  UpdateEmailWallet: 'update',
  UpdateEmailPrimaryOtp: 'update',
  UpdateEmailSecondaryOtp: 'update',
} as const satisfies Partial<Record<ViewName, EmailFrameStep>>

type EmailFrameView = keyof typeof emailFrameViews

const isEmailFrameView = (view: ViewName): view is EmailFrameView =>
  Object.hasOwn(emailFrameViews, view)

/** Cancel in the frame's card: the user left the step, nothing went wrong. */
const isCancel = (error: unknown) =>
  (error as { name?: unknown } | null)?.name === 'UserRejectedRequestError'

export interface EmailFrameActions {
  /**
   * Starts the step of the email view on screen in the frame's card. Logged in: the modal
   * closes (as after any connect); updated: back to the Account view the update started from;
   * Cancel in the card: back. Does nothing unless an email view is shown, or while its step runs;
   * leaving the view withdraws the card.
   */
  start(): void
  /** After a failure: the card again. */
  retry(): void
}

/** The email login and update flow of one instance. State goes to `snapshot.emailFrame`. */
export function createEmailFrameFlow(
  ctx: KitContext,
  deps: {
    embeddedWallet: Pick<EmbeddedWalletActions, 'connectEmail' | 'updateEmail'>
    track(unsubscribe: Unsubscribe): Unsubscribe
  },
): EmailFrameActions {
  const { state } = ctx
  let flow: { view: EmailFrameView; controller: AbortController } | undefined

  const shows = (view: ViewName) =>
    showsView({ modal: state.get('modal'), router: state.get('router') }, view)

  function end() {
    flow?.controller.abort()
    flow = undefined
    state.set('emailFrame', initialEmailFrameState())
  }

  /** Back to the Account view the update started from (or to Account alone when it is not there). */
  function returnToAccount() {
    const history = state.get('router').history
    const index = history.map((entry) => entry.view).lastIndexOf('Account')
    if (index === -1) replaceView(ctx, 'Account')
    else for (let steps = history.length - 1 - index; steps > 0; steps--) goBack(ctx)
  }

  function begin(view: EmailFrameView) {
    flow?.controller.abort()
    const current = { view, controller: new AbortController() }
    flow = current
    const step = emailFrameViews[view]
    const live = () => flow === current && shows(view)
    state.set('emailFrame', { status: 'busy', step })
    const options = { signal: current.controller.signal }
    const run =
      step === 'login'
        ? deps.embeddedWallet.connectEmail(options)
        : deps.embeddedWallet.updateEmail(options)
    run.then(
      () => {
        // The kit may have moved on meanwhile (Account, or sign-in when it is required).
        if (!live()) return
        state.batch(() => {
          end()
          if (step === 'login') closeModal(ctx)
          else returnToAccount()
        })
      },
      (error: unknown) => {
        if (!live()) return
        if (isCancel(error))
          state.batch(() => {
            end()
            goBack(ctx)
          })
        else state.set('emailFrame', { status: 'failed', step, error })
      },
    )
  }

  deps.track(
    state.subscribe(() => {
      if (flow && !shows(flow.view)) end()
    }),
  )
  deps.track(() => {
    flow?.controller.abort()
    flow = undefined
  })

  return {
    start() {
      const view = state.get('router').view
      if (ctx.destroyed() || flow || !isEmailFrameView(view) || !shows(view)) return
      begin(view)
    },
    retry() {
      if (flow && state.get('emailFrame').status === 'failed') begin(flow.view)
    },
  }
}
