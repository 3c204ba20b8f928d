import { DEBOUNCE_DEFAULT_MS, sanitizeDisplayText } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../../context/app-kit-context.js'

/** A name the service offers, and whether it is taken (`undefined`: the service did not say). */
export interface NameSuggestion {
  name: string
  registered: boolean | undefined
}

export type NameSuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; label: string }
  | { status: 'ready'; label: string; suggestions: NameSuggestion[] }
  | { status: 'error'; label: string }

/** The label of a full name (`alice-1.portico.id` → `alice-1`). */
export function labelOf(name: string): string {
  return name.split('.')[0] ?? ''
}

/**
 * The data API's answer as a list of suggestions: an injected API may answer anything, so only
 * entries with a visible name are kept (cleaned of controls), at most 10, duplicates dropped.
 */
export function parseSuggestions(answer: unknown): NameSuggestion[] | undefined {
  if (!Array.isArray(answer)) return undefined
  const seen = new Set<string>()
  const suggestions: NameSuggestion[] = []
  for (const entry of answer as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const { name: raw, registered } = entry as { name?: unknown; registered?: unknown }
    const name = sanitizeDisplayText(raw, 255)
    if (!name || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    suggestions.push({ name, registered: typeof registered === 'boolean' ? registered : undefined })
    if (suggestions.length === 10) break
  }
  return suggestions
}

/**
 * Suggestions for `label` from the name service (`/v1/profile/suggestions/{name}`, through the
 * kit's data API), asked once typing pauses (SPEC §9 debounce, on the kit's injected clock). An
 * empty label asks nothing; an answer for older text is dropped.
 */
export function useNameSuggestions(label: string): NameSuggestionsState {
  const kit = useAppKitInstance()
  const [state, setState] = useState<NameSuggestionsState>({ status: 'idle' })
  useEffect(() => {
    if (!label) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    setState({ status: 'loading', label })
    const timer = kit.clock.setTimeout(() => {
      // Asked in the timer's turn; a synchronous throw counts as a failed call.
      new Promise<unknown>((resolve) => resolve(kit.api.nameSuggestions(label))).then(
        (answer) => {
          const suggestions = parseSuggestions(answer)
          if (!current) return
          setState(
            suggestions ? { status: 'ready', label, suggestions } : { status: 'error', label },
          )
        },
        () => {
          if (current) setState({ status: 'error', label })
        },
      )
    }, DEBOUNCE_DEFAULT_MS)
    return () => {
      current = false
      kit.clock.clearTimeout(timer)
    }
  }, [kit, label])
  return state
}
