import type { Unsubscribe } from '../adapter/chain-adapter.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
} from '../app-kit/kit-context.js'
import { signMessage } from '../connection/wallet-actions.js'
import { NoActiveCaipAddressError, SiwxNotEnabledError } from '../errors/app-kit-errors.js'
import { FaultError, faultOf } from '../errors/fault-errors.js'
import { normalizeProviderError, UserRejectedRequestError } from '../errors/provider-errors.js'
import { ToastText } from '../errors/ui-texts.js'
import { messageOf } from '../lifecycle/message-of.js'
import { isCloseDisabled, SIGN_VIEWS } from '../navigation/close-rules.js'
import { closeModal, openModal } from '../navigation/modal-actions.js'
import { routerAt } from '../navigation/router.js'
import type { SignInState } from '../state/sign-in.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { SiwxConfig } from '../types/siwx.js'

/** The connected account a session is for. */
interface Target {
  namespace: ChainNamespace
  chainId: CaipNetworkId
  address: string
}

const keyOf = (target: Target) => `${target.chainId}|${target.address}`

/** SPEC §4: an address connected on a supported network of its own namespace, else nothing. */
function currentTarget(ctx: KitContext): Target | undefined {
  const namespace = activeNamespaceOf(ctx)
  if (!namespace || ctx.state.get('connection')[namespace] !== 'connected') return undefined
  const address = accountOf(ctx, namespace)?.address
  const networkState = networkStateOf(ctx, namespace)
  const network = networkState?.caipNetwork
  if (!address || !network || networkState.unsupported || network.chainNamespace !== namespace)
    return undefined
  return { namespace, chainId: network.caipNetworkId, address }
}

export interface SignInFlow {
  /** `kit.signIn()`: message → wallet signature → `addSession`; failures disconnect. */
  signIn(): Promise<void>
  /** `kit.cancelSignIn()`: SPEC §2 Cancel on the sign views. */
  cancel(): Promise<void>
  /** SPEC §2: the close button / Escape / overlay must not close the current view. */
  closeBlocked(): boolean
}

export interface SignInDeps {
  track(unsubscribe: Unsubscribe): Unsubscribe
  disconnect(namespace: ChainNamespace): Promise<void>
  switchNetwork(chainId: CaipNetworkId): Promise<void>
}

/**
 * SPEC §4 sign-in with a `siwx` config: after connect and on every address or network change
 * with no session, the modal opens SIWXSignMessage; a restored page with a live session is
 * signed in without a prompt. Failures disconnect, reset to Connect and toast (SPEC §8). The
 * `signIn` slice carries what the modal needs for the close and cancel rules.
 */
export function createSignInFlow(
  ctx: KitContext,
  siwx: SiwxConfig | undefined,
  deps: SignInDeps,
): SignInFlow {
  const required = () => siwx?.getRequired?.() === true
  const setSlice = (patch: Partial<SignInState>) =>
    ctx.state.update('signIn', (current) => ({ ...current, ...patch }))
  // Targets with a session seen on this page: revoked on disconnect, and where Cancel returns.
  const signed = new Map<string, Target>()
  let checked: Target | undefined
  let generation = 0

  const onSignView = () => SIGN_VIEWS.includes(ctx.state.get('router').view)

  async function check(target: Target | undefined, previous: Target | undefined) {
    const mine = ++generation
    const live = () => mine === generation && !ctx.destroyed()
    if (previous && ctx.state.get('connection')[previous.namespace] === 'disconnected')
      await signOutNamespace(previous.namespace)
    if (!siwx || !target) {
      // A failed sign-in keeps saying so after the disconnect it caused.
      if (live())
        ctx.state.update('signIn', (current) => ({
          ...current,
          hasSession: false,
          status: current.status === 'failed' ? 'failed' : 'idle',
        }))
      return
    }
    let hasSession = false
    try {
      hasSession = (await siwx.getSessions(target.chainId, target.address)).length > 0
    } catch (error) {
      // An unreachable server is no session: the user is asked to sign, which retries it.
      ctx.warn('siwx: getSessions failed', error)
    }
    if (!live()) return
    if (hasSession) {
      signed.set(keyOf(target), target)
      ctx.state.batch(() => {
        setSlice({ hasSession: true, status: 'signed' })
        if (ctx.state.get('modal').open && onSignView()) closeModal(ctx)
      })
      return
    }
    ctx.state.batch(() => {
      setSlice({ hasSession: false, status: 'idle' })
      openModal(ctx, { view: 'SIWXSignMessage' })
    })
  }

  async function signOutNamespace(namespace: ChainNamespace) {
    if (siwx?.signOutOnDisconnect !== true) return
    for (const [key, target] of [...signed]) {
      if (target.namespace !== namespace) continue
      signed.delete(key)
      await siwx.revokeSession(target.chainId, target.address).catch((error: unknown) => {
        ctx.warn('siwx: revokeSession failed', error)
      })
    }
  }

  const onChange = () => {
    const target = currentTarget(ctx)
    if ((target && keyOf(target)) === (checked && keyOf(checked))) return
    const previous = checked
    checked = target
    // Not from inside the store's notification: the check writes state.
    queueMicrotask(() => void check(target, previous))
  }
  if (siwx) {
    setSlice({ required: required() })
    deps.track(ctx.state.subscribe(onChange))
    // Loaded lazily: a connection may already be there (restored while this code downloaded).
    onChange()
  }

  async function fail(target: Target, phase: 'message' | 'sign' | 'verify', error: unknown) {
    setSlice({ status: 'failed', hasSession: false })
    ctx.emit('SIWX_AUTH_ERROR', { message: messageOf(error), phase }, 'error')
    await deps.disconnect(target.namespace).catch((cause: unknown) => {
      ctx.warn('siwx: disconnect after a failed sign-in failed', cause)
    })
    ctx.state.batch(() => {
      if (ctx.state.get('modal').open || ctx.options.enableEmbedded)
        ctx.state.set('router', routerAt('Connect'))
      else openModal(ctx, { view: 'Connect' })
    })
    // The wallet's refusal already toasted "Signature declined" (or the smart-account text).
    if (phase === 'sign') {
      if (normalizeProviderError(error) instanceof UserRejectedRequestError) return
      if (ctx.state.get('toast')?.message === ToastText.smartAccountsUnsupported) return
    }
    // A part that failed (the sign-in server unreachable) says which and what to do; a server
    // refusal carries its own clear reason ("Nonce unknown, expired or already used").
    ctx.toasts.show(
      error instanceof FaultError
        ? { message: error.message, fault: faultOf(error), variant: 'error' }
        : phase === 'verify' && error instanceof Error && error.message
          ? { message: error.message, variant: 'error' }
          : { message: ToastText.authInitFailed, code: 'authInitFailed', variant: 'error' },
    )
  }

  return {
    async signIn() {
      if (!siwx) throw new SiwxNotEnabledError()
      const target = currentTarget(ctx)
      if (!target) throw new NoActiveCaipAddressError()
      setSlice({ status: 'signing' })
      let phase: 'message' | 'sign' | 'verify' = 'message'
      try {
        const message = await siwx.createMessage({
          accountAddress: target.address,
          chainId: target.chainId,
        })
        phase = 'sign'
        const text = message.toString()
        // SPEC §2: ConnectingSiwe while the wallet shows the message (no history: no Back).
        if (ctx.state.get('modal').open) ctx.state.set('router', routerAt('ConnectingSiwe'))
        const signature = await signMessage(ctx, text)
        phase = 'verify'
        ctx.toasts.show({
          message: ToastText.authenticating,
          code: 'authenticating',
          variant: 'loading',
        })
        const { toString: _text, ...data } = message
        await siwx.addSession({ data, message: text, signature })
      } catch (error) {
        await fail(target, phase, error)
        throw error
      }
      signed.set(keyOf(target), target)
      ctx.state.batch(() => {
        if (ctx.state.get('toast')?.message === ToastText.authenticating) ctx.toasts.dismiss()
        setSlice({ status: 'signed', hasSession: true })
        if (ctx.state.get('modal').open && onSignView()) closeModal(ctx)
      })
      ctx.emit('SIWX_AUTH_SUCCESS', { caipNetworkId: target.chainId, address: target.address })
    },

    async cancel() {
      const target = currentTarget(ctx)
      if (!required() || !target) {
        ctx.state.batch(() => closeModal(ctx))
        return
      }
      // SPEC §2 (required): back to the last network of this account that has a session, else
      // disconnect.
      const back = [...signed.values()].find(
        (t) =>
          t.namespace === target.namespace &&
          t.address === target.address &&
          t.chainId !== target.chainId,
      )
      if (back) await deps.switchNetwork(back.chainId)
      else await deps.disconnect(target.namespace)
    },

    closeBlocked() {
      const signIn = ctx.state.get('signIn')
      return isCloseDisabled({
        view: ctx.state.get('router').view,
        signInRequired: signIn.required,
        hasSession: signIn.hasSession,
      })
    },
  }
}
