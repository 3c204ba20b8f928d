import { confirmedRegistration, sanitizeDisplayText } from '@portico/api-client'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from '../app-kit/kit-context.js'
import { chainIdToCoinType } from '../caip/coin-type.js'
import { capabilitiesOf } from '../connection/adapter-capability.js'
import { signMessage } from '../connection/wallet-actions.js'
import { RegisterNameError } from '../errors/name-errors.js'
import { pushView } from '../navigation/modal-actions.js'
import { routerAt } from '../navigation/router.js'
import { isValidNameToRegister } from '../rules/text-rules.js'
import {
  registrationDomain,
  registrationMessage,
  registrationNonce,
} from './registration-message.js'
import { reverseNameKey } from './reverse-name.js'

/**
 * SPEC §4 name registration: push RegisterAccountNameSuccess and sign; on success set the profile
 * name (the success view stays); on failure return to RegisterAccountName and throw
 * "Error registering name {name}". Names work on eip155 only (SPEC §9). `name` is the label
 * alone, letters, digits and hyphens, at least 4 (SPEC §5): the zone suffix belongs to the
 * provider (SPEC §9), so the profile name set is the one the data API answers (`alice.portico.id`).
 * The signed message also names the coin type, the data API's host (`apiUrl`) and a fresh nonce.
 * Success is the service's answer confirming that label for this address and coin type
 * (`confirmedRegistration`); any other answer is a failure like a refused request.
 */
export async function registerName(ctx: KitContext, name: string): Promise<void> {
  const namespace = activeNamespaceOf(ctx)
  const address = namespace ? accountOf(ctx, namespace)?.address : undefined
  const network = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  const domain = registrationDomain(ctx.options.apiUrl)
  if (!namespace || !capabilitiesOf(ctx, namespace)?.names || !address || !network) {
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
    const answer: unknown = await ctx.api.registerName({
      coin_type: coinType,
      address,
      message,
      signature,
    })
    // An injected API may answer anything: only a profile of this label for this address under
    // this coin type is a registration (api-client's one check, as for its own clients).
    const profile = confirmedRegistration(answer, { label: name, address, coinType })
    if (!profile) throw new Error('The name service did not confirm the registration.')
    updateAccount(ctx, namespace, { profileName: profile.name })
    // The reverse-lookup cache (5 min, SPEC §9) would otherwise hide the new name on reload.
    ctx.persisted.setCachedName(reverseNameKey(address), [profile.name])
  } catch (error) {
    const failure = new RegisterNameError(name, { cause: error })
    // The view shown again keeps the name typed and says what failed (the service's first
    // reason when it gave one: outside text, cleaned).
    const reason = error instanceof Error ? sanitizeDisplayText(error.message, 200) : ''
    const router = ctx.state.get('router')
    const previous = router.history[router.history.length - 2]
    const data = {
      ...(previous?.view === 'RegisterAccountName' ? previous.data : {}),
      name,
      error: failure.message,
      ...(reason ? { reason } : {}),
    }
    ctx.state.set(
      'router',
      previous?.view === 'RegisterAccountName'
        ? {
            view: previous.view,
            history: [...router.history.slice(0, -2), { view: previous.view, data }],
            data,
          }
        : routerAt('RegisterAccountName', data),
    )
    throw failure
  } finally {
    ctx.state.update('modal', (modal) => ({ ...modal, loading: false }))
  }
}
