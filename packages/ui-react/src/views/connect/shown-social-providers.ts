import type { EmbeddedSocialProvider, SocialProvider } from '@portico/core'
import { socialProvidersFor } from '@portico/core/internal'

/**
 * The social providers the Connect view offers: those the app enables (`features.socials`) that
 * the embedded wallet supports and this browser may use (SPEC §3, §6: an in-messenger browser
 * hides some), in the configured order.
 */
export function shownSocialProviders(
  configured: readonly SocialProvider[] | false,
  browser: { userAgent: string; maxTouchPoints?: number } | undefined = typeof navigator ===
  'undefined'
    ? undefined
    : navigator,
): EmbeddedSocialProvider[] {
  if (!configured || !browser) return []
  return socialProvidersFor(configured, browser) as EmbeddedSocialProvider[]
}
