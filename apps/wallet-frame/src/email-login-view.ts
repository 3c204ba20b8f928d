import { emailCooldownSeconds, FrameHandlerError } from '@portico/core/frame-protocol'
import * as v from 'valibot'
import {
  type CardChoice,
  EmailFieldSchema,
  leftCard,
  OtpFieldSchema,
  type StepCard,
  stepCard,
  stepErrorText,
} from './email-card.js'

/** The server's steps of an email login (apps/api), as the card drives them. */
export interface EmailLoginSteps {
  /**
   * CONNECT without a code: this device signs a server challenge for the address with the login
   * key an earlier code login registered. True once logged in; false when the device has no key
   * the server accepts for it (the code path follows, as for any new device).
   */
  connectDevice(email: string): Promise<boolean>
  /** Sends the code (or the device approval link); says which step the server asks for. */
  start(email: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP'>
  /** Resolves once the emailed link approved this device (the server then sends the code). */
  deviceApproved(signal: AbortSignal): Promise<void>
  /** Checks the code: logged in, or the server asks for the device's approval first. */
  verify(otp: string): Promise<'CONNECT' | 'VERIFY_DEVICE'>
}

export interface EmailLoginCardOptions {
  signal: AbortSignal
  now: () => number
  /** When this frame last sent a login email (the SPEC §5 cooldown), shared across logins. */
  sent: { at: number | undefined }
}

type Stage = 'email' | 'code' | 'device' | 'done'

/**
 * The whole email login in the frame's own card (SPEC §4): the address, then CONNECT at once on a
 * device whose login key the server accepts for it (no mail, so no cooldown), else the code sent
 * to it ("check your inbox", resend after the cooldown), or first the wait for the emailed device
 * approval whenever the server asks for it, at start or at the code. Resolves with the address
 * once logged in; rejects USER_REJECTED on Cancel, ABORTED when the kit withdrew the request.
 * Wrong and expired codes, limits and the cooldown are said on the card, which stays.
 */
export async function emailLoginCard(
  root: HTMLElement,
  steps: EmailLoginSteps,
  options: EmailLoginCardOptions,
): Promise<{ email: string }> {
  const { signal, now, sent } = options
  let email = ''
  let stage: Stage = 'email'
  let notice: string | undefined
  // The card on screen: the step's end removes it (and only it).
  let shown: StepCard | undefined
  const show = (spec: Parameters<typeof stepCard>[1]) => {
    shown = stepCard(root, spec, signal)
    return shown
  }
  const leave = (choice: 'cancel' | 'aborted') => {
    shown?.close()
    return leftCard(choice)
  }

  /** Sends a login email, unless one went out less than 30 s ago. */
  const send = async (): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP'> => {
    const seconds = emailCooldownSeconds(sent.at, now())
    if (seconds > 0) throw new FrameHandlerError('COOLDOWN', 'Please wait', seconds)
    const step = await steps.start(email)
    sent.at = now()
    return step
  }

  for (;;) {
    if (stage === 'done') {
      shown?.close()
      return { email }
    }
    if (stage === 'email') {
      const card = show({
        id: 'email-login',
        title: 'Sign in with email',
        texts: ['Enter your email address. We will send you a code to sign in.'],
        field: { kind: 'email', label: 'Email', value: email },
        submit: 'Continue',
      })
      stage = await emailStage(card, async (address) => {
        email = address
        if (await steps.connectDevice(email)) return 'done'
        const step = await send()
        return step === 'VERIFY_DEVICE' ? 'device' : 'code'
      })
    } else if (stage === 'code') {
      const card = show({
        id: 'email-code',
        title: 'Check your inbox',
        texts: [
          `Enter the 6-digit code we sent to ${email}`,
          'On a device new to your account the email brings a link first: approve it, and the code follows.',
        ],
        field: { kind: 'code', label: 'Code' },
        submit: 'Confirm',
        back: true,
        resend: { label: 'Resend code', sentAt: sent.at, now },
        ...(notice ? { notice } : {}),
      })
      notice = undefined
      const next = await codeStage(card)
      if (next === 'done') {
        card.close()
        return { email }
      }
      stage = next
    } else {
      const card = show({
        id: 'email-device',
        title: 'Approve this device',
        texts: [`We sent a link to ${email}. Open it to approve this device.`],
        back: true,
        resend: { label: 'Resend link', sentAt: sent.at, now },
        notice: notice ?? 'Waiting for the approval…',
      })
      notice = undefined
      stage = await deviceStage(card)
    }
  }

  async function emailStage(
    card: StepCard,
    submit: (email: string) => Promise<Stage>,
  ): Promise<Stage> {
    for (;;) {
      const choice = await card.next()
      if (choice === 'cancel' || choice === 'aborted') throw leave(choice)
      if (choice !== 'submit') continue
      const address = v.safeParse(EmailFieldSchema, card.input?.value ?? '')
      if (!address.success) {
        card.status.textContent = 'Please enter a valid email address'
        card.input?.focus()
        continue
      }
      card.busy(true)
      try {
        const next = await submit(address.output)
        if (signal.aborted) throw leave('aborted')
        return next
      } catch (error) {
        if (signal.aborted) throw leave('aborted')
        card.busy(false)
        card.status.textContent = stepErrorText(error)
      }
    }
  }

  async function resend(card: StepCard, sentText: string): Promise<Stage> {
    card.busy(true)
    try {
      const step = await send()
      if (signal.aborted) throw leave('aborted')
      card.busy(false)
      card.resent(sent.at ?? now())
      if (step === 'VERIFY_DEVICE') return 'device'
      notice = sentText
      return 'code'
    } catch (error) {
      if (signal.aborted) throw leave('aborted')
      card.busy(false)
      card.status.textContent = stepErrorText(error)
      return stage
    }
  }

  async function codeStage(card: StepCard): Promise<Stage | 'done'> {
    for (;;) {
      const choice: CardChoice = await card.next()
      if (choice === 'cancel' || choice === 'aborted') throw leave(choice)
      if (choice === 'back') return 'email'
      if (choice === 'resend') {
        const next = await resend(card, `A new code was sent to ${email}`)
        if (next !== 'code' || notice) return next
        continue
      }
      const otp = v.safeParse(OtpFieldSchema, card.input?.value ?? '')
      if (!otp.success) {
        card.status.textContent = 'Enter the 6-digit code'
        card.input?.focus()
        continue
      }
      card.busy(true)
      try {
        const step = await steps.verify(otp.output)
        if (signal.aborted) throw leave('aborted')
        return step === 'CONNECT' ? 'done' : 'device'
      } catch (error) {
        if (signal.aborted) throw leave('aborted')
        card.busy(false)
        card.status.textContent = stepErrorText(error)
        if (card.input) card.input.value = ''
      }
    }
  }

  async function deviceStage(card: StepCard): Promise<Stage> {
    // The wait runs beside the card: Back, Cancel and Resend end it.
    const waiting = new AbortController()
    const stop = () => waiting.abort()
    signal.addEventListener('abort', stop, { once: true })
    let approved: Promise<'approved' | { error: unknown }> = steps
      .deviceApproved(waiting.signal)
      .then(
        () => 'approved' as const,
        (error: unknown) => ({ error }),
      )
    try {
      for (;;) {
        const outcome = await Promise.race([approved, card.next()])
        if (outcome === 'approved') return 'code'
        if (typeof outcome === 'object') {
          if (signal.aborted) throw leave('aborted')
          // The wait failed (the login expired): the user goes back or sends a new link.
          card.status.textContent = stepErrorText(outcome.error)
          approved = new Promise(() => {})
          continue
        }
        if (outcome === 'cancel' || outcome === 'aborted') throw leave(outcome)
        if (outcome === 'back') return 'email'
        if (outcome === 'resend') {
          const next = await resend(card, `A new link was sent to ${email}`)
          if (next !== 'device' || notice) return next
        }
      }
    } finally {
      stop()
      signal.removeEventListener('abort', stop)
    }
  }
}
