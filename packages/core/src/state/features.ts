import { defaultSocialProviders } from '../rules/default-social-providers.js'
import type { Features } from '../types/ui.js'

/**
 * SPEC §9 feature defaults: swaps, onramp, receive, send, email, emailShowWallets, history and
 * allWallets on; legalCheckbox, smartSessions and collapseWallets off. Analytics is off until the
 * app turns it on (overriding SPEC §9), and then sends only with the user's consent.
 *
 * @example
 * defaultFeatures().legalCheckbox // false
 */
export function defaultFeatures(): Features {
  return {
    swaps: true,
    onramp: true,
    receive: true,
    send: true,
    email: true,
    emailShowWallets: true,
    history: true,
    analytics: false,
    allWallets: true,
    legalCheckbox: false,
    smartSessions: false,
    collapseWallets: false,
    socials: [...defaultSocialProviders],
  }
}

/** The caller's features over the defaults (a missing flag keeps its default). */
export function resolveFeatures(overrides: Partial<Features> | undefined): Features {
  const features = defaultFeatures()
  if (!overrides) return features
  for (const key of Object.keys(overrides) as (keyof Features)[]) {
    const value = overrides[key]
    if (value !== undefined) Object.assign(features, { [key]: value })
  }
  return features
}
