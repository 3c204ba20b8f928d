import type { MessageGroup } from '../message-group.js'

/** Shared components used by several views (in whichever chunk first needs them). */
export const commonMessages = {
  group: 'common',
  en: {
    copyLink: 'Copy link',
    copied: 'Copied',
  },
} as const satisfies MessageGroup
