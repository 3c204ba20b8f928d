import type { AppKitSnapshot } from '@portico/core'

/** The user's email of the active account (an AUTH account, SPEC §3 "Connected user"). */
export const selectUserEmail = (s: AppKitSnapshot): string | undefined => {
  const account = s.activeNamespace ? s.accounts[s.activeNamespace] : undefined
  const email = account?.user?.email
  return typeof email === 'string' && email !== '' ? email : undefined
}
