import type { NameSuggestionsState } from '@portico/core'
import { registerNameMessages } from '../../i18n/en/register-name.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * The free names core's suggestions flow offers besides the typed one, as buttons showing their
 * label (the zone suffix is the service's, as in the field) that fill the field with it.
 */
export function NameSuggestionList({
  state,
  onPick,
}: {
  state: NameSuggestionsState
  onPick: (label: string) => void
}) {
  const t = useMessages(registerNameMessages)
  if (state.status !== 'ready' || state.alternatives.length === 0) return null
  return (
    <ul
      className="portico-chips"
      aria-label={t('ariaSuggestions')}
      style={{ justifyContent: 'flex-start' }}
    >
      {state.alternatives.map((suggestion) => (
        <li key={suggestion.name}>
          <button
            type="button"
            className="portico-pill"
            style={{ minHeight: 30, padding: '2px 12px' }}
            title={suggestion.name}
            onClick={() => onPick(suggestion.label)}
          >
            {suggestion.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
