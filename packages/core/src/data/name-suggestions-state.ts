import type { NameSuggestionsError } from '../errors/name-errors.js'

/** A name the name service offers: the full name, its label, and whether it is taken. */
export interface NameSuggestion {
  /** The full name as the service answered it, cleaned for display (`alice-1.portico.id`). */
  name: string
  /** The part before the zone suffix (`alice-1`): what the name field holds. */
  label: string
  registered: boolean
}

/**
 * The name-suggestions flow the RegisterAccountName view shows (`kit.suggestNames`): `idle` with
 * no valid label typed, `loading` while typing pauses and the service answers, `ready` with its
 * answer for `label`, `error` when the call failed or the answer was not a list of suggestions.
 */
export type NameSuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; label: string }
  | {
      status: 'ready'
      label: string
      /** Whether `label` is free, as the service's suggestion of that exact label says. */
      availability: 'available' | 'taken' | undefined
      /** The service's suggestion of the typed label itself, if it made one. */
      exact: NameSuggestion | undefined
      /** The free names suggested besides the typed one, at most 10. */
      alternatives: NameSuggestion[]
    }
  | { status: 'error'; label: string; error: NameSuggestionsError }

/**
 * Nothing typed yet (or the RegisterAccountName view left).
 *
 * @example
 * initialNameSuggestionsState() // { status: 'idle' }
 */
export function initialNameSuggestionsState(): NameSuggestionsState {
  return { status: 'idle' }
}
