import type { AppKitSnapshot } from '../app-kit/app-kit-types.js'
import type { ViewName } from '../types/ui.js'

/**
 * The active family's connected address: what SPEC §2 reads to choose between Account and
 * Connect (and embedded mode's close view).
 *
 * @example
 * activeAddressOf(kit.getSnapshot()) // undefined before a connection
 */
export function activeAddressOf(
  state: Pick<AppKitSnapshot, 'activeNamespace' | 'accounts'>,
): string | undefined {
  const namespace = state.activeNamespace
  return namespace ? state.accounts[namespace]?.address : undefined
}

/**
 * Whether the modal still shows `view`. A flow that finished there (a connect, a login) closes
 * the modal only then: the user, or the kit itself (sign-in after a connect), may have moved on.
 *
 * @example
 * if (showsView(kit.getSnapshot(), 'ConnectingFarcaster')) kit.close()
 */
export function showsView(
  state: Pick<AppKitSnapshot, 'modal' | 'router'>,
  view: ViewName,
): boolean {
  return state.modal.open && state.router.view === view
}
