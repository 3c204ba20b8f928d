import type { ViewName } from '../types/ui.js'

/**
 * SPEC §2 "Choice of start view when the modal opens":
 * 1. a view passed by the caller wins;
 * 2. with no adapters and no address: AllWallets on mobile, otherwise ConnectingWalletConnectBasic;
 * 3. Account if an address is connected;
 * 4. otherwise Connect.
 *
 * @example
 * chooseStartView({ hasAdapters: true, address: '0xabc…', isMobile: false }) // 'Account'
 */
export function chooseStartView(params: {
  requestedView?: ViewName | undefined
  hasAdapters: boolean
  address: string | undefined
  isMobile: boolean
}): ViewName {
  if (params.requestedView) return params.requestedView
  if (!params.hasAdapters && !params.address) {
    return params.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (params.address) return 'Account'
  return 'Connect'
}
