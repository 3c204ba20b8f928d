import type { AppKitSnapshot, RouterEntry } from '@portico/core'

/** What the email views pass each other in `router.data`. */
export interface EmailRoute {
  /** The address the code or link went to (login), or the current address (update). */
  email: string | undefined
  /** The new address of an email update. */
  newEmail: string | undefined
  /** The kit clock's time of the last email login (the resend cooldown counts from it). */
  sentAt: number | undefined
}

/** Reads the email views' route data, whatever was pushed (a caller may push anything). */
export function emailRouteOf(data: RouterEntry['data']): EmailRoute {
  const { email, newEmail, sentAt } = (data ?? {}) as Record<string, unknown>
  return {
    email: typeof email === 'string' ? email : undefined,
    newEmail: typeof newEmail === 'string' ? newEmail : undefined,
    sentAt: typeof sentAt === 'number' && Number.isFinite(sentAt) ? sentAt : undefined,
  }
}

export const selectEmailRouteData = (s: AppKitSnapshot) => s.router.data

/** The user's email of the active account (an AUTH account, SPEC §3 "Connected user"). */
export const selectUserEmail = (s: AppKitSnapshot): string | undefined => {
  const account = s.activeNamespace ? s.accounts[s.activeNamespace] : undefined
  const email = account?.user?.email
  return typeof email === 'string' && email !== '' ? email : undefined
}
