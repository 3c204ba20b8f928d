import type { SocialProvider } from '../types/ui.js'

export { defaultSocialProviders } from './default-social-providers.js'

/** SPEC §3: the embedded wallet's allowed set (no farcaster). */
export const embeddedWalletSocialProviders: readonly SocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
]

export type Platform = 'ios' | 'android' | 'mac' | 'other'

/** Providers removed inside an in-messenger browser, per platform (SPEC §6). */
export const inMessengerBrowserRemovals: Readonly<Record<Platform, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * SPEC §6 social login filtering inside an in-messenger browser: iOS removes google, Mac removes
 * x, Android removes facebook and x. Outside such a browser the list is unchanged.
 *
 * @example
 * filterSocialProviders(['google', 'x'], { platform: 'ios', inMessengerBrowser: true }) // ['x']
 */
export function filterSocialProviders(
  providers: readonly SocialProvider[],
  environment: { platform: Platform; inMessengerBrowser: boolean },
): SocialProvider[] {
  if (!environment.inMessengerBrowser) return [...providers]
  const removed = inMessengerBrowserRemovals[environment.platform]
  return providers.filter((provider) => !removed.includes(provider))
}

/** Keeps only the providers the embedded wallet allows (SPEC §3: no farcaster). */
export function filterEmbeddedWalletSocialProviders(
  providers: readonly SocialProvider[],
): SocialProvider[] {
  return providers.filter((provider) => embeddedWalletSocialProviders.includes(provider))
}

/**
 * The platform of a user agent (iPad on iPadOS 13+ reports as Mac; pass `maxTouchPoints` to tell
 * them apart).
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh|mac os x/i.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac'
  return 'other'
}
