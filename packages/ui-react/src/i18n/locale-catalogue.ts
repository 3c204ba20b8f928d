import type { EN_GROUPS } from './en/index.js'

type EnGroups = typeof EN_GROUPS

/**
 * A translation: every group of English with exactly its keys, each an ICU message. Declaring a
 * locale file with this type makes a missing or an extra key a TypeScript error.
 */
export type LocaleCatalogue = {
  readonly [G in keyof EnGroups]: { readonly [K in keyof EnGroups[G]['en']]: string }
}
