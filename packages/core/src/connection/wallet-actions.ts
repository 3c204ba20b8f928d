import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
} from '../app-kit/kit-context.js'
import { AdapterNotFoundError } from '../errors/adapter-errors.js'
import { NoActiveCaipAddressError } from '../errors/app-kit-errors.js'
import { normalizeProviderError, UserRejectedRequestError } from '../errors/provider-errors.js'
import { ToastText } from '../errors/ui-texts.js'

/** The active namespace's adapter, account and network; throws when nothing is connected. */
export function activeWallet(ctx: KitContext) {
  const namespace = activeNamespaceOf(ctx)
  const adapter = namespace ? ctx.adapters.get(namespace) : undefined
  if (!namespace || !adapter) throw new AdapterNotFoundError()
  const account = accountOf(ctx, namespace)
  if (!account?.address) throw new NoActiveCaipAddressError()
  const network = networkStateOf(ctx, namespace)?.caipNetwork
  return { namespace, adapter, account, address: account.address, network }
}

/**
 * Sign with the active account. Wallet rejections (4001) toast "Signature declined"; other failures
 * of a smart account toast "This application might not support Smart Accounts" (SPEC §8).
 */
export async function signMessage(ctx: KitContext, message: string): Promise<string> {
  const { adapter, account, address } = activeWallet(ctx)
  try {
    return await adapter.signMessage({ message, address })
  } catch (error) {
    const isSmartAccount =
      account.allAccounts.find((entry) => entry.address === address)?.type === 'smartAccount'
    if (normalizeProviderError(error) instanceof UserRejectedRequestError) {
      ctx.toasts.show({
        message: ToastText.signatureDeclined,
        code: 'signatureDeclined',
        variant: 'error',
      })
    } else if (isSmartAccount) {
      ctx.toasts.show({
        message: ToastText.smartAccountsUnsupported,
        code: 'smartAccountsUnsupported',
        variant: 'error',
      })
    }
    throw error
  }
}
