import { sanitizeDisplayText } from '@portico/api-client'
import type { KitContext } from '../app-kit/kit-context.js'
import { NamesForAddressError } from '../errors/names-for-address-error.js'

/** The browser-storage key of an address's reverse lookup (SPEC §3 name cache). */
export function reverseNameKey(address: string): string {
  return `reverse:${address.toLowerCase()}`
}

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string')

/**
 * The name registered for `address` with the kit's name service (`/v1/profile/reverse`), for
 * any eip155 account (not only embedded ones): the first the service lists (its newest), cleaned
 * of controls like any outside text; `undefined` when it lists none. The answer is kept 5 min in
 * the name cache (SPEC §9), so a reload within that time asks nothing. A failure is not cached and
 * rejects with "Error fetching names for address" (SPEC §8), the service's error as its cause.
 */
export async function reverseName(ctx: KitContext, address: string): Promise<string | undefined> {
  const key = reverseNameKey(address)
  const cached = ctx.persisted.getCachedName(key)
  let names: string[]
  if (isNames(cached)) {
    names = cached
  } else {
    let profiles: unknown
    try {
      profiles = await ctx.api.reverseName(address)
    } catch (error) {
      throw new NamesForAddressError({ cause: error })
    }
    // An injected API may answer anything: a list of profiles or nothing is kept.
    if (!Array.isArray(profiles)) {
      throw new NamesForAddressError({ details: 'The name service answered no list of names.' })
    }
    names = profiles
      .slice(0, 100)
      .map((profile: unknown) =>
        typeof profile === 'object' && profile !== null
          ? sanitizeDisplayText((profile as { name?: unknown }).name, 255)
          : '',
      )
      .filter(Boolean)
    ctx.persisted.setCachedName(key, names)
  }
  return names[0] || undefined
}
