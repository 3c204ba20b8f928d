// The frame's cards (approval, recovery file, export): built with textContent only, so nothing
// from the dapp or a file is ever parsed as HTML.
import { trackedVisibility, type VisibilityWatch } from './frame-visibility.js'

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

/** The timers arming uses (tests pass a manual clock). */
export interface ArmTimers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: ArmTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface ArmOptions {
  /** How long the card must have been visible, without a break, before its buttons work. */
  armDelayMs?: number
  /** Where IntersectionObserver v2 is missing: how long a button must be held down. */
  holdMs?: number
  timers?: ArmTimers
  /**
   * How the card learns whether the user can see it; default: IntersectionObserver v2 in the
   * card's window. `'hold'`: no such report, a press-and-hold confirms instead.
   */
  visibility?: VisibilityWatch | 'hold'
}

export interface Arming {
  /** `button` also waits for `ready` (e.g. the request read to its end). */
  gate(button: HTMLButtonElement, ready: boolean): void
  /** Stops watching (the card is gone). */
  stop(): void
}

const ARM_DELAY_MS = 600
const HOLD_MS = 1_500

/**
 * Arms a card's buttons only once the user has been able to see the card: a dapp that keeps the
 * frame invisible (opacity 0, covered) and then slides a decoy over Approve, or shows the frame
 * under the pointer right before a click, cannot turn that click into a choice. With
 * IntersectionObserver v2 the buttons are enabled after `armDelayMs` of uninterrupted visibility
 * and disabled again the moment it ends (the wait then starts over). Without it, a button counts
 * only after being held down for `holdMs` (pointer or Enter/Space) with its progress shown: a
 * click alone does nothing, and the dapp cannot press inside the frame's origin.
 * `onArmed` runs each time the buttons become usable.
 */
export function armButtons(
  card: HTMLElement,
  buttons: readonly HTMLButtonElement[],
  options: ArmOptions & { onArmed?: () => void } = {},
): Arming {
  const timers = options.timers ?? realTimers
  const view = card.ownerDocument.defaultView
  const watch =
    options.visibility ??
    (view ? trackedVisibility(view as Window & typeof globalThis) : undefined) ??
    'hold'
  const waiting = new Set<HTMLButtonElement>()
  let armed = watch === 'hold'
  const update = () => {
    for (const button of buttons) button.disabled = !armed || waiting.has(button)
  }
  const gate = (button: HTMLButtonElement, ready: boolean) => {
    if (ready) waiting.delete(button)
    else waiting.add(button)
    update()
  }
  if (watch === 'hold') {
    const stops = buttons.map((button) => holdToConfirm(button, options.holdMs ?? HOLD_MS, timers))
    card.dataset.confirm = 'hold'
    // Said once per card, above its buttons: a click that does nothing would look broken.
    const row = buttons[0]?.parentElement
    if (row && !card.querySelector('.hold-note')) {
      const note = card.ownerDocument.createElement('p')
      note.className = 'hold-note'
      note.textContent = 'Press and hold a button to confirm'
      row.before(note)
    }
    update()
    options.onArmed?.()
    return {
      gate,
      stop() {
        for (const stop of stops) stop()
      },
    }
  }
  let timer: unknown
  update()
  const stop = watch(card, (visible) => {
    card.dataset.visible = String(visible)
    if (!visible) {
      if (timer !== undefined) timers.clear(timer)
      timer = undefined
      armed = false
      update()
      return
    }
    if (armed || timer !== undefined) return
    timer = timers.set(() => {
      timer = undefined
      armed = true
      update()
      options.onArmed?.()
    }, options.armDelayMs ?? ARM_DELAY_MS)
  })
  return {
    gate,
    stop() {
      if (timer !== undefined) timers.clear(timer)
      stop()
    },
  }
}

/**
 * Makes `button` count only a press held for `ms`: the pointer (primary button) or Enter/Space
 * kept down; released early, nothing happens. Its progress shows as the button fills
 * (`data-holding`, `--hold-ms` in frame.css). A finished hold clicks the button; every other
 * click is swallowed before the card's listeners see it.
 */
function holdToConfirm(button: HTMLButtonElement, ms: number, timers: ArmTimers): () => void {
  let timer: unknown
  let passing = false
  button.style.setProperty('--hold-ms', `${ms}ms`)
  button.title = 'Press and hold to confirm'
  const cancel = () => {
    if (timer !== undefined) timers.clear(timer)
    timer = undefined
    delete button.dataset.holding
  }
  const start = () => {
    if (timer !== undefined || button.disabled) return
    button.dataset.holding = ''
    timer = timers.set(() => {
      timer = undefined
      delete button.dataset.holding
      passing = true
      try {
        button.click()
      } finally {
        passing = false
      }
    }, ms)
  }
  const onClick = (event: Event) => {
    if (passing) return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary && event.button === 0) start()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    // The browser's own click on Enter/Space is swallowed; the hold decides.
    event.preventDefault()
    if (!event.repeat) start()
  }
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') cancel()
  }
  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['pointerup', cancel],
    ['pointerleave', cancel],
    ['pointercancel', cancel],
    ['keydown', onKeyDown as EventListener],
    ['keyup', onKeyUp as EventListener],
    ['blur', cancel],
  ]
  // Capture: runs before the card's own click listeners on the same button.
  button.addEventListener('click', onClick, { capture: true })
  for (const [type, listener] of listeners) button.addEventListener(type, listener)
  return () => {
    cancel()
    button.removeEventListener('click', onClick, { capture: true })
    for (const [type, listener] of listeners) button.removeEventListener(type, listener)
  }
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
