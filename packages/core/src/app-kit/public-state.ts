import type { AppKitPublicState, AppKitSnapshot } from './app-kit-types.js'

/** The few fields `getState` / `watchState` expose (the modal and the selection). */
export function publicState(snapshot: AppKitSnapshot): AppKitPublicState {
  return {
    open: snapshot.modal.open,
    loading: snapshot.modal.loading,
    activeNamespace: snapshot.activeNamespace,
    selectedNetworkId: snapshot.activeNetwork?.caipNetworkId,
  }
}

/** Field-wise equality: `watchState` reports only a change of one of these fields. */
export function samePublicState(a: AppKitPublicState, b: AppKitPublicState): boolean {
  return (
    a.open === b.open &&
    a.loading === b.loading &&
    a.activeNamespace === b.activeNamespace &&
    a.selectedNetworkId === b.selectedNetworkId
  )
}
