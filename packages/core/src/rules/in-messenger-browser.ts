import type { SocialProvider } from '../types/ui.js'
import { isInMessengerBrowser } from './messenger-user-agent.js'
import {
  detectPlatform,
  filterEmbeddedWalletSocialProviders,
  filterSocialProviders,
} from './social-providers.js'

export { isInMessengerBrowser }

/**
 * The social providers to offer for the embedded wallet in this browser: the configured ones the
 * embedded wallet supports (SPEC §3), less those SPEC §6 removes inside an in-messenger browser
 * on this platform.
 *
 * @example
 * socialProvidersFor(['google', 'x', 'apple'], { userAgent: navigator.userAgent })
 */
export function socialProvidersFor(
  configured: readonly SocialProvider[],
  browser: { userAgent: string; maxTouchPoints?: number },
): SocialProvider[] {
  return filterSocialProviders(filterEmbeddedWalletSocialProviders(configured), {
    platform: detectPlatform(browser.userAgent, browser.maxTouchPoints),
    inMessengerBrowser: isInMessengerBrowser(browser.userAgent),
  })
}
