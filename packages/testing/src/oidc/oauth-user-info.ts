import type { LocalSocialClient } from './local-openid-provider.js'

/**
 * The user-info answer of a provider that is not OIDC, in the shape the real one sends, so the
 * relying party's field mapping is exercised as in production: GitHub's `id` is a number, X nests
 * its user under `data`, Discord says `username`, Facebook only `name`.
 */
export function userInfoOf(client: LocalSocialClient, userName: string): Record<string, unknown> {
  switch (client) {
    case 'github':
      return { id: numericIdOf(userName), login: userName, name: userName }
    case 'x':
      return { data: { id: String(numericIdOf(userName)), username: userName, name: userName } }
    case 'discord':
      return { id: String(numericIdOf(userName)), username: userName, global_name: userName }
    case 'facebook':
      return { id: String(numericIdOf(userName)), name: userName }
    default:
      return { sub: userName, name: userName, preferred_username: userName }
  }
}

/** A stable number for a user name (GitHub-like ids), FNV-1a over its UTF-16 units. */
export function numericIdOf(userName: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < userName.length; index++) {
    hash ^= userName.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
