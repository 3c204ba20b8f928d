import { registerNameMessages } from '../../i18n/en/register-name.js'
import { useMessages } from '../../i18n/use-messages.js'
import { labelOf, type NameSuggestionsState } from './use-name-suggestions.js'

/**
 * The free names the service suggests besides the typed one, as buttons showing their label
 * (the zone suffix is the service's, as in the field) that fill the field with it.
 */
export function NameSuggestionList({
  state,
  onPick,
}: {
  state: NameSuggestionsState
  onPick: (label: string) => void
}) {
  const t = useMessages(registerNameMessages)
  if (state.status !== 'ready') return null
  const typed = state.label.toLowerCase()
  const free = state.suggestions.filter(
    (suggestion) =>
      suggestion.registered !== true && labelOf(suggestion.name).toLowerCase() !== typed,
  )
  if (free.length === 0) return null
  return (
    <ul
      className="portico-chips"
      aria-label={t('ariaSuggestions')}
      style={{ justifyContent: 'flex-start' }}
    >
      {free.map((suggestion) => (
        <li key={suggestion.name}>
          <button
            type="button"
            className="portico-pill"
            style={{ minHeight: 30, padding: '2px 12px' }}
            title={suggestion.name}
            onClick={() => onPick(labelOf(suggestion.name))}
          >
            {labelOf(suggestion.name)}
          </button>
        </li>
      ))}
    </ul>
  )
}
