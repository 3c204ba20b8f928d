import { defaultSocialProviders } from '../rules/default-social-providers.js'
import type { Features } from '../types/ui.js'

/**
 * SPEC §9 feature defaults: swaps, onramp, receive, send, email, emailShowWallets, history and
 * allWallets on; collapseWallets off. Analytics is off until the app turns it on (overriding
 * SPEC §9), and then sends only with the user's consent. The spec's legalCheckbox and smartSessions
 * flags are not kept: no flow of Portico's reads them (core README, where Portico differs).
 *
 * @example
 * defaultFeatures().collapseWallets // false
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
    collapseWallets: false,
    socials: [...defaultSocialProviders],
  }
}

/**
 * The caller's features over the defaults (a missing flag keeps its default; a flag the kit does
 * not have, e.g. from plain JavaScript, is left out rather than shown in the snapshot).
 */
export function resolveFeatures(overrides: Partial<Features> | undefined): Features {
  const features = defaultFeatures()
  if (!overrides) return features
  for (const key of Object.keys(overrides) as (keyof Features)[]) {
    if (!Object.hasOwn(features, key)) continue
    const value = overrides[key]
    if (value !== undefined) Object.assign(features, { [key]: value })
  }
  return features
}
