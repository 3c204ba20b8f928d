import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { registerNameMessages } from '../../i18n/en/register-name.js'
import { useMessages } from '../../i18n/use-messages.js'
import { labelOf, type NameSuggestionsState } from './use-name-suggestions.js'

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
  const t = useMessages(registerNameMessages)
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
            {t('checking')}
          </Text>
        </>
      ) : state.status === 'error' ? (
        <Text tone="error" size="small">
          {/* SPEC §8 text when the suggestions call fails. */}
          {t('suggestionsError')}
        </Text>
      ) : availability && exact ? (
        <Text tone={availability === 'available' ? 'success' : 'error'} size="small">
          {availability === 'available'
            ? t('available', { name: exact.name })
            : t('taken', { name: exact.name })}
        </Text>
      ) : null}
    </div>
  )
}
