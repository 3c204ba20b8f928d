import { NameSuggestionsSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { NameSuggestionsError } from '../errors/name-errors.js'
import { showsView } from '../navigation/modal-rules.js'
import { isValidNameToRegister } from '../rules/text-rules.js'
import { DEBOUNCE_DEFAULT_MS } from '../rules/timing-constants.js'
import type { NameSuggestion, NameSuggestionsState } from './name-suggestions-state.js'

const VIEW = 'RegisterAccountName'
/** Suggestions kept from one answer (the view lists them as one row of chips). */
const MAX_SUGGESTIONS = 10

export interface NameSuggestionsFlow {
  /**
   * The name field's text: once typing pauses (SPEC §9 debounce, on the kit's clock) asks the name
   * service for names like it. Text the registration rule refuses (`isValidNameToRegister`) asks
   * nothing; a newer text drops the answer for an older one.
   */
  suggest(text: string): void
}

/** The label of a full name: the part before the zone suffix (`alice-1.portico.id` → `alice-1`). */
export function labelOf(name: string): string {
  return name.split('.')[0] ?? ''
}

/**
 * The service's answer for `label` as the flow's ready state, or undefined when it is not a list
 * of suggestions. An injected data API may answer anything, so the answer passes api-client's
 * schema for the call (the check its own client makes: names cleaned of controls, nothing empty);
 * names are then kept once (services differ in case), at most 10.
 */
export function suggestionsOf(
  label: string,
  answer: unknown,
): Extract<NameSuggestionsState, { status: 'ready' }> | undefined {
  const parsed = v.safeParse(NameSuggestionsSchema, { suggestions: answer })
  if (!parsed.success) return undefined
  const seen = new Set<string>()
  const suggestions: NameSuggestion[] = []
  for (const { name, registered } of parsed.output.suggestions) {
    const key = name.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    suggestions.push({ name, label: labelOf(name), registered })
    if (suggestions.length === MAX_SUGGESTIONS) break
  }
  const typed = label.toLowerCase()
  const exact = suggestions.find((suggestion) => suggestion.label.toLowerCase() === typed)
  return {
    status: 'ready',
    label,
    availability: exact ? (exact.registered ? 'taken' : 'available') : undefined,
    exact,
    alternatives: suggestions.filter(
      (suggestion) => !suggestion.registered && suggestion.label.toLowerCase() !== typed,
    ),
  }
}

/**
 * The name-suggestions flow of one instance, state in `snapshot.nameSuggestions`. It runs while
 * the open modal's history holds RegisterAccountName (the success view pushed by a registration
 * keeps it); coming back to the view (a failed registration returns there) asks again for the
 * label it holds, since the name may have been taken meanwhile. Leaving it drops a pending
 * question and an answer on its way, and the state is idle again.
 */
export function createNameSuggestionsFlow(
  ctx: KitContext,
  deps: { track(unsubscribe: Unsubscribe): Unsubscribe },
): NameSuggestionsFlow {
  const { state } = ctx
  /** Each text typed is a new question: answers to older ones are dropped. */
  let question = 0
  let timer: unknown

  const inFlow = () =>
    state.get('modal').open && state.get('router').history.some((entry) => entry.view === VIEW)
  const showing = () => showsView({ modal: state.get('modal'), router: state.get('router') }, VIEW)
  /** Whether the view showed at the last change: a change that shows it again is a return. */
  let shown = showing()

  function cancel() {
    question += 1
    if (timer !== undefined) ctx.clock.clearTimeout(timer)
    timer = undefined
  }

  function ask(current: number, label: string) {
    timer = undefined
    const write = (next: NameSuggestionsState) => {
      if (current === question && !ctx.destroyed()) state.set('nameSuggestions', next)
    }
    const fail = (error: NameSuggestionsError) => {
      ctx.warn(error.message, error)
      write({ status: 'error', label, error })
    }
    // Asked in the timer's turn; a synchronous throw counts as a failed call.
    new Promise<unknown>((resolve) => resolve(ctx.api.nameSuggestions(label))).then(
      (answer) => {
        const ready = suggestionsOf(label, answer)
        if (ready) write(ready)
        else {
          fail(
            new NameSuggestionsError({
              details: 'The name service did not answer a list of suggestions.',
            }),
          )
        }
      },
      (error: unknown) => fail(new NameSuggestionsError({ cause: error })),
    )
  }

  function suggest(text: string) {
    cancel()
    const label = text.trim()
    if (ctx.destroyed() || !inFlow() || !isValidNameToRegister(label)) {
      state.set('nameSuggestions', { status: 'idle' })
      return
    }
    const current = question
    state.set('nameSuggestions', { status: 'loading', label })
    timer = ctx.clock.setTimeout(() => ask(current, label), DEBOUNCE_DEFAULT_MS)
  }

  deps.track(
    state.subscribe(() => {
      const back = showing() && !shown
      shown = showing()
      const current = state.get('nameSuggestions')
      if (current.status === 'idle') return
      if (!inFlow()) {
        cancel()
        state.set('nameSuggestions', { status: 'idle' })
      } else if (back) suggest(current.label)
    }),
  )
  deps.track(cancel)

  return { suggest }
}
