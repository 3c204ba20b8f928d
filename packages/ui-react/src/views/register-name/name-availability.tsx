import type { NameSuggestionsState } from '@portico/core'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { registerNameMessages } from '../../i18n/en/register-name.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * One polite line under the field for core's suggestions flow: checking, available, taken, or
 * the suggestions error.
 */
export function NameAvailability({ state }: { state: NameSuggestionsState }) {
  const t = useMessages(registerNameMessages)
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
      ) : state.status === 'ready' && state.availability && state.exact ? (
        <Text tone={state.availability === 'available' ? 'success' : 'error'} size="small">
          {state.availability === 'available'
            ? t('available', { name: state.exact.name })
            : t('taken', { name: state.exact.name })}
        </Text>
      ) : null}
    </div>
  )
}
