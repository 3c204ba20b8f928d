import { chainIdToCoinType } from '../caip/coin-type.js'
import { RegisterNameError } from '../errors/name-errors.js'
import { routerAt } from '../navigation/router.js'
import { isValidNameToRegister } from '../rules/text-rules.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from './kit-context.js'
import { pushView } from './modal-actions.js'
import { signMessage } from './wallet-actions.js'

/**
 * The registration message (SPEC §7): JSON with the name, its attributes and a timestamp in
 * seconds.
 *
 * @example
 * registrationMessage('alice.portico', Date.now()) // '{"name":"alice.portico","attributes":{},"timestamp":…}'
 */
export function registrationMessage(name: string, now: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
}

/**
 * SPEC §4 name registration: push RegisterAccountNameSuccess and sign; on success set the profile
 * name (the success view stays); on failure return to RegisterAccountName and throw
 * "Error registering name {name}". Names work on eip155 only (SPEC §9) and the label before the
 * first dot must be letters, digits and hyphens, at least 4 (SPEC §5).
 */
export async function registerName(ctx: KitContext, name: string): Promise<void> {
  const namespace = activeNamespaceOf(ctx)
  const address = namespace ? accountOf(ctx, namespace)?.address : undefined
  const network = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  const label = name.split('.')[0] ?? ''
  if (namespace !== 'eip155' || !address || !network || !isValidNameToRegister(label)) {
    throw new RegisterNameError(name, {
      details:
        namespace !== 'eip155' || !address
          ? 'Names need a connected eip155 account.'
          : 'Letters, digits and hyphens only, at least 4 characters.',
    })
  }
  pushView(ctx, 'RegisterAccountNameSuccess', { name })
  ctx.state.update('modal', (modal) => ({ ...modal, loading: true }))
  try {
    const message = registrationMessage(name, ctx.clock.now())
    const signature = await signMessage(ctx, message)
    const registered = await ctx.api.registerName({
      coin_type: chainIdToCoinType(Number(network.id)),
      address,
      message,
      signature,
    })
    if (!registered) throw new Error('The name service refused the registration.')
    updateAccount(ctx, namespace, { profileName: name })
  } catch (error) {
    const router = ctx.state.get('router')
    const previous = router.history[router.history.length - 2]
    ctx.state.set(
      'router',
      previous?.view === 'RegisterAccountName'
        ? { view: previous.view, history: router.history.slice(0, -1), data: previous.data }
        : routerAt('RegisterAccountName'),
    )
    throw new RegisterNameError(name, { cause: error })
  } finally {
    ctx.state.update('modal', (modal) => ({ ...modal, loading: false }))
  }
}
