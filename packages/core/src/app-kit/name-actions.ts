import { sanitizeDisplayText } from '@portico/api-client'
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
import {
  registrationDomain,
  registrationMessage,
  registrationNonce,
} from './registration-message.js'
import { signMessage } from './wallet-actions.js'

/**
 * SPEC §4 name registration: push RegisterAccountNameSuccess and sign; on success set the profile
 * name (the success view stays); on failure return to RegisterAccountName and throw
 * "Error registering name {name}". Names work on eip155 only (SPEC §9). `name` is the label
 * alone, letters, digits and hyphens, at least 4 (SPEC §5): the zone suffix belongs to the
 * provider (SPEC §9), so the profile name set is the one the data API answers (`alice.portico.id`).
 * The signed message also names the coin type, the data API's host (`apiUrl`) and a fresh nonce.
 */
export async function registerName(ctx: KitContext, name: string): Promise<void> {
  const namespace = activeNamespaceOf(ctx)
  const address = namespace ? accountOf(ctx, namespace)?.address : undefined
  const network = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  const domain = registrationDomain(ctx.options.apiUrl)
  if (namespace !== 'eip155' || !address || !network) {
    throw new RegisterNameError(name, { details: 'Names need a connected eip155 account.' })
  }
  if (!isValidNameToRegister(name)) {
    throw new RegisterNameError(name, {
      details: 'Letters, digits and hyphens only, at least 4 characters (no zone suffix).',
    })
  }
  if (!domain) {
    throw new RegisterNameError(name, {
      details: 'Name registration needs `apiUrl`: the signed message names the data API host.',
    })
  }
  pushView(ctx, 'RegisterAccountNameSuccess', { name })
  ctx.state.update('modal', (modal) => ({ ...modal, loading: true }))
  try {
    const coinType = chainIdToCoinType(Number(network.id))
    const message = registrationMessage({
      name,
      coinType,
      domain,
      nonce: registrationNonce(),
      now: ctx.clock.now(),
    })
    const signature = await signMessage(ctx, message)
    const registered: unknown = await ctx.api.registerName({
      coin_type: coinType,
      address,
      message,
      signature,
    })
    updateAccount(ctx, namespace, { profileName: registeredNameOf(registered) })
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

/** The full name from the data API's answer (an injected API may answer anything). */
function registeredNameOf(answer: unknown): string {
  const name =
    typeof answer === 'object' && answer !== null ? (answer as { name?: unknown }).name : undefined
  // Outside text like a profile name from the identity path: shown without controls.
  const shown = typeof name === 'string' && name.length <= 255 ? sanitizeDisplayText(name, 255) : ''
  if (shown.length === 0) throw new Error('The name service did not confirm the registration.')
  return shown
}
