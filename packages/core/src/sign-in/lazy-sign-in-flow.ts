import type { KitContext } from '../app-kit/kit-context.js'
import { SiwxNotEnabledError } from '../errors/app-kit-errors.js'
import { closeModal } from '../navigation/modal-actions.js'
import type { SiwxConfig } from '../types/siwx.js'
import type { SignInDeps, SignInFlow } from './sign-in-flow.js'

/**
 * The sign-in flow, downloaded only by apps that pass `siwx` (the others never load it). Until
 * its code is in nothing can prompt, so nothing is blocked; once in, it looks at the state as it
 * is then (a connection restored meanwhile is checked at once).
 */
export function lazySignInFlow(
  ctx: KitContext,
  siwx: SiwxConfig | undefined,
  deps: SignInDeps,
): SignInFlow {
  if (!siwx) {
    return {
      signIn: () => Promise.reject(new SiwxNotEnabledError()),
      cancel: async () => ctx.state.batch(() => closeModal(ctx)),
      closeBlocked: () => false,
    }
  }
  // The modal's close rule reads `required` from the first frame.
  const required = siwx.getRequired?.() === true
  ctx.state.update('signIn', (current) => ({ ...current, required }))
  let flow: SignInFlow | undefined
  const loading = import('./sign-in-flow.js').then((module) => {
    flow = module.createSignInFlow(ctx, siwx, deps)
    return flow
  })
  // A failed download surfaces on the first signIn / cancel call.
  loading.catch((error: unknown) => ctx.warn('siwx: the sign-in flow did not load', error))
  return {
    signIn: () => loading.then((f) => f.signIn()),
    cancel: () => loading.then((f) => f.cancel()),
    closeBlocked: () => flow?.closeBlocked() ?? false,
  }
}
