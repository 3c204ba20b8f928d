// The frame's cards (approval, recovery file, export): built with textContent only, so nothing
// from the dapp or a file is ever parsed as HTML.

export interface CardParts {
  card: HTMLElement
  /** Where a card says what went wrong (read out by screen readers). */
  status: HTMLElement
  actions: HTMLElement
}

/** A card with a title and paragraphs, shown in `root` in place of anything there. */
export function showCard(
  root: HTMLElement,
  p: { id: string; title: string; texts: readonly string[] },
): CardParts {
  const doc = root.ownerDocument
  const card = doc.createElement('section')
  card.className = 'approval-card'
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-labelledby', `${p.id}-title`)
  card.dataset.card = p.id
  const title = doc.createElement('h1')
  title.id = `${p.id}-title`
  title.textContent = p.title
  card.append(title)
  for (const text of p.texts) {
    const paragraph = doc.createElement('p')
    paragraph.textContent = text
    card.append(paragraph)
  }
  const status = doc.createElement('p')
  status.className = 'card-status'
  status.setAttribute('role', 'alert')
  const actions = doc.createElement('div')
  actions.className = 'approval-actions'
  card.append(status, actions)
  root.replaceChildren(card)
  root.hidden = false
  return { card, status, actions }
}

/** A button of a card; `primary` is the accent one. */
export function cardButton(
  parent: HTMLElement,
  label: string,
  options: { primary?: boolean } = {},
): HTMLButtonElement {
  const button = parent.ownerDocument.createElement('button')
  button.type = 'button'
  button.textContent = label
  if (options.primary) button.dataset.approve = ''
  parent.append(button)
  return button
}

/**
 * Keeps `buttons` disabled for `ms` after a card appears: a dapp that shows the frame under the
 * user's pointer right before a click cannot turn that click into a choice.
 */
export function armButtons(
  buttons: readonly HTMLButtonElement[],
  ms: number,
  later: (fn: () => void, ms: number) => unknown = (fn, delay) => setTimeout(fn, delay),
): void {
  for (const button of buttons) button.disabled = true
  later(() => {
    for (const button of buttons) button.disabled = false
  }, ms)
}

/** Resolves when the user clicks one of `choices` (or with `onAbort` when `signal` aborts). */
export function waitForChoice<T>(
  choices: ReadonlyArray<readonly [HTMLButtonElement, T]>,
  signal: AbortSignal | undefined,
  onAbort: T,
): Promise<T> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(onAbort)
    const done = (value: T) => {
      signal?.removeEventListener('abort', abort)
      resolve(value)
    }
    const abort = () => done(onAbort)
    signal?.addEventListener('abort', abort, { once: true })
    for (const [button, value] of choices) {
      button.addEventListener('click', () => done(value), { once: true })
    }
  })
}
