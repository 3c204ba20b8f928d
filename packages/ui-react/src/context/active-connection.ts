import type { AppKitSnapshot } from '@portico/core'

/**
 * Whether the active family has a connected address: what SPEC §2 reads to choose between
 * Account and Connect.
 *
 * @example
 * isActiveConnected(kit.getSnapshot()) // false before a connection
 */
export function isActiveConnected(snapshot: AppKitSnapshot): boolean {
  const namespace = snapshot.activeNamespace
  return namespace ? snapshot.accounts[namespace]?.address !== undefined : false
}
