import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { labelOf, type NameSuggestionsState } from './use-name-suggestions.js'

/** SPEC §8 text when the suggestions call fails. */
export const SUGGESTIONS_ERROR = 'Error fetching name suggestions'

/** Whether the typed label is taken, as the service's exact suggestion says (else unknown). */
export function availabilityOf(state: NameSuggestionsState): 'available' | 'taken' | undefined {
  if (state.status !== 'ready') return undefined
  const exact = state.suggestions.find(
    (suggestion) => labelOf(suggestion.name).toLowerCase() === state.label.toLowerCase(),
  )
  if (exact?.registered === undefined) return undefined
  return exact.registered ? 'taken' : 'available'
}

/** One polite line under the field: checking, available, taken, or the suggestions error. */
export function NameAvailability({ state }: { state: NameSuggestionsState }) {
  const availability = availabilityOf(state)
  const exact =
    state.status === 'ready'
      ? state.suggestions.find(
          (suggestion) => labelOf(suggestion.name).toLowerCase() === state.label.toLowerCase(),
        )
      : undefined
  return (
    <div aria-live="polite" className="portico-row-end" style={{ minHeight: 24 }}>
      {state.status === 'loading' ? (
        <>
          <Spinner size={14} />
          <Text tone="secondary" size="small">
            Checking availability…
          </Text>
        </>
      ) : state.status === 'error' ? (
        <Text tone="error" size="small">
          {SUGGESTIONS_ERROR}
        </Text>
      ) : availability && exact ? (
        <Text tone={availability === 'available' ? 'success' : 'error'} size="small">
          {availability === 'available'
            ? `${exact.name} is available`
            : `${exact.name} is already taken`}
        </Text>
      ) : null}
    </div>
  )
}
