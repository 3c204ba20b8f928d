import {
  emailCooldownMessage,
  emailCooldownSeconds,
  embeddedAuthTexts,
  FrameEmailSchema,
  FrameHandlerError,
  FrameOtpSchema,
} from '@portico/core/frame-protocol'
import * as v from 'valibot'
import { cardButton, showCard } from './frame-card.js'
import { toHandlerError } from './handler-errors.js'

// The cards of the email steps (login, update): the address and the codes are typed here, in
// the frame's own document, so no script of the dapp's page can read them.

/** What the user typed for an address (SPEC §5), spaces around it dropped. */
export const EmailFieldSchema = v.pipe(v.string(), v.trim(), FrameEmailSchema)
/** What the user typed for a code: the protocol's 6 digits, spaces around them dropped. */
export const OtpFieldSchema = v.pipe(v.string(), v.trim(), FrameOtpSchema)

/** What the user did on a step card. */
export type CardChoice = 'submit' | 'back' | 'cancel' | 'resend' | 'aborted'

export interface StepCardSpec {
  id: string
  title: string
  texts: readonly string[]
  /** The card's field: an email address or the 6-digit code; none while the frame waits. */
  field?: { kind: 'email' | 'code'; label: string; value?: string }
  /** The accent button's label (submits the field). */
  submit?: string
  back?: boolean
  /** The resend button's label, held back by the cooldown from `sentAt` (`Resend code in 12s`). */
  resend?: { label: string; sentAt: number | undefined; now: () => number }
  /** A line under the field (a code sent again, the approval awaited). */
  notice?: string
}

export interface StepCard {
  status: HTMLElement
  /** The field (absent on a card without one). */
  input: HTMLInputElement | undefined
  /** The user's next choice; 'aborted' once the kit withdrew the request. */
  next(): Promise<CardChoice>
  /** Disables the card while the server answers (and gives the focus back after). */
  busy(on: boolean): void
  /** Restarts the resend cooldown from `sentAt` (a code was just sent). */
  resent(sentAt: number): void
  /** Removes the card and hides the frame's UI, unless another card took its place already. */
  close(): void
}

function fieldOf(doc: Document, field: NonNullable<StepCardSpec['field']>): HTMLInputElement {
  const input = doc.createElement('input')
  input.name = field.kind === 'email' ? 'email' : 'otp'
  input.required = true
  input.spellcheck = false
  input.autocapitalize = 'none'
  if (field.kind === 'email') {
    input.type = 'email'
    input.autocomplete = 'email'
    input.maxLength = 254
  } else {
    input.type = 'text'
    input.inputMode = 'numeric'
    input.autocomplete = 'one-time-code'
    input.pattern = '\\d{6}'
    input.maxLength = 6
  }
  input.value = field.value ?? ''
  return input
}

/** Shows a step card in `root` (replacing what is there) and reports the user's choices. */
export function stepCard(root: HTMLElement, spec: StepCardSpec, signal: AbortSignal): StepCard {
  const doc = root.ownerDocument
  const { card, status, actions } = showCard(root, {
    id: spec.id,
    title: spec.title,
    texts: spec.texts,
  })
  const waiting: ((choice: CardChoice) => void)[] = []
  const choose = (choice: CardChoice) => {
    for (const resolve of waiting.splice(0)) resolve(choice)
  }
  const form = doc.createElement('form')
  form.noValidate = true
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (spec.submit) choose('submit')
  })
  let input: HTMLInputElement | undefined
  if (spec.field) {
    const label = doc.createElement('label')
    label.textContent = spec.field.label
    input = fieldOf(doc, spec.field)
    label.append(input)
    form.append(label)
  }
  const notice = doc.createElement('p')
  notice.className = 'card-notice'
  notice.setAttribute('role', 'status')
  notice.textContent = spec.notice ?? ''
  form.append(notice)
  card.insertBefore(form, status)

  const buttons: HTMLButtonElement[] = []
  if (spec.back) buttons.push(cardButton(actions, 'Back'))
  const back = spec.back ? buttons[0] : undefined
  const cancel = cardButton(actions, 'Cancel')
  buttons.push(cancel)
  const submit = spec.submit ? cardButton(actions, spec.submit, { primary: true }) : undefined
  if (submit) buttons.push(submit)
  back?.addEventListener('click', () => choose('back'))
  cancel.addEventListener('click', () => choose('cancel'))
  submit?.addEventListener('click', () => choose('submit'))

  let resend: HTMLButtonElement | undefined
  let sentAt = spec.resend?.sentAt
  let busy = false
  const showResend = () => {
    if (!resend || !spec.resend || !resend.isConnected) return
    const seconds = emailCooldownSeconds(sentAt, spec.resend.now())
    resend.disabled = busy || seconds > 0
    resend.textContent = seconds > 0 ? `${spec.resend.label} in ${seconds}s` : spec.resend.label
    // The label counts down once a second while the card is shown.
    if (seconds > 0) setTimeout(showResend, 1000)
  }
  if (spec.resend) {
    const row = doc.createElement('div')
    row.className = 'side-actions'
    resend = doc.createElement('button')
    resend.type = 'button'
    resend.dataset.resend = ''
    resend.addEventListener('click', () => choose('resend'))
    row.append(resend)
    card.append(row)
    buttons.push(resend)
    showResend()
  }

  const onAbort = () => choose('aborted')
  signal.addEventListener('abort', onAbort, { once: true })
  input?.focus()
  return {
    status,
    input,
    next: () =>
      new Promise((resolve) => {
        if (signal.aborted) return resolve('aborted')
        waiting.push(resolve)
      }),
    busy(on) {
      busy = on
      for (const button of buttons) button.disabled = on
      if (input) input.disabled = on
      if (on) status.textContent = ''
      showResend()
      if (!on) input?.focus()
    },
    resent(at) {
      sentAt = at
      showResend()
    },
    close() {
      if (root.firstElementChild !== card) return
      root.hidden = true
      root.replaceChildren()
    },
  }
}

/** The card's words for a failed step: the cooldown with its seconds, the server's refusals. */
export function stepErrorText(error: unknown): string {
  const known = toHandlerError(error)
  if (known.code === 'COOLDOWN') return emailCooldownMessage(known.seconds ?? 30)
  const texts: Readonly<Record<string, string>> = embeddedAuthTexts
  return texts[known.code] ?? 'An error occurred'
}

/** The step's end when the user leaves the card: Cancel, or the kit withdrew the request. */
export function leftCard(choice: 'cancel' | 'aborted'): FrameHandlerError {
  return choice === 'cancel'
    ? new FrameHandlerError('USER_REJECTED', 'User rejected the request')
    : new FrameHandlerError('ABORTED', 'Request was aborted')
}
