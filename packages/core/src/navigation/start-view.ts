import type { ViewName } from '../types/ui.js'

/**
 * SPEC §2 "Choice of start view when the modal opens":
 * 1. a view passed by the caller wins;
 * 3. Account if an address is connected;
 * 4. otherwise Connect.
 * Rule 2 (no adapters: AllWallets on mobile, else ConnectingWalletConnectBasic) has no case here:
 * `createAppKit` refuses a kit without adapters (`AdapterRequiredError`; the core README's
 * "Where Portico differs from the spec" says why).
 *
 * @example
 * chooseStartView({ address: '0xabc…' }) // 'Account'
 */
export function chooseStartView(params: {
  requestedView?: ViewName | undefined
  address: string | undefined
}): ViewName {
  if (params.requestedView) return params.requestedView
  if (params.address) return 'Account'
  return 'Connect'
}
