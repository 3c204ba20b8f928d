import type { SocialProvider } from '../types/ui.js'
import {
  detectPlatform,
  filterEmbeddedWalletSocialProviders,
  filterSocialProviders,
} from './social-providers.js'

/**
 * The markers messengers put in their in-app browsers' user agents: Telegram, Instagram, Facebook
 * and Messenger (FBAN / FBAV / FB_IAB), WhatsApp, WeChat, LINE, Snapchat, TikTok, Discord.
 */
const IN_MESSENGER =
  /Telegram|Instagram|FBAN|FBAV|FB_IAB|Messenger|WhatsApp|MicroMessenger|\bLine\/|Snapchat|musical_ly|BytedanceWebview|Discord/i

/**
 * Whether the page runs in a messenger's in-app browser (SPEC §6), from its user agent.
 *
 * @example
 * isInMessengerBrowser('Mozilla/5.0 (iPhone; ...) Mobile/15E148 Instagram 300.0') // true
 */
export function isInMessengerBrowser(userAgent: string): boolean {
  return IN_MESSENGER.test(userAgent)
}

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
