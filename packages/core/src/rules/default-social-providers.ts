import type { SocialProvider } from '../types/ui.js'

// Alone in its module: the kit's start-up reads the default (features, stored items), while the
// rest of the social rules serve the Connect view. A module shared with a lazy chunk is put whole
// into the page's first load, so the start-up must not import the one that holds both.

/** SPEC §9 default socials, in order. */
export const defaultSocialProviders: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]
