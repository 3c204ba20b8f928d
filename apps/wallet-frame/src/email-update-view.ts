import * as v from 'valibot'
import {
  EmailFieldSchema,
  leftCard,
  OtpFieldSchema,
  type StepCard,
  stepCard,
  stepErrorText,
} from './email-card.js'

/** The server's steps of an email update (apps/api), as the card drives them. */
export interface EmailUpdateSteps {
  /** Starts the update to `email`: which code the server sent first. */
  start(email: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  /** The code sent to the current address. */
  verifyPrimary(otp: string): Promise<void>
  /** The code sent to the new address: the update is done, with the address now the user's. */
  verifySecondary(otp: string): Promise<{ email: string }>
}

type Stage = 'email' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The email update in the frame's own card (SPEC §4 "Email update steps"): the new address, then
 * the code sent to the current address, then the code sent to the new one. Resolves with the new
 * address; rejects USER_REJECTED on Cancel, ABORTED when the kit withdrew the request.
 */
export async function emailUpdateCard(
  root: HTMLElement,
  steps: EmailUpdateSteps,
  options: { signal: AbortSignal; current: string | undefined },
): Promise<{ email: string }> {
  const { signal, current } = options
  let email = ''
  let stage: Stage = 'email'
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

  /** Waits for a valid field, runs `step` with it; the card shows each failure and stays. */
  async function submitted<T>(
    card: StepCard,
    schema: typeof EmailFieldSchema | typeof OtpFieldSchema,
    invalid: (value: string) => string | undefined,
    step: (value: string) => Promise<T>,
  ): Promise<{ value: T } | 'back'> {
    for (;;) {
      const choice = await card.next()
      if (choice === 'cancel' || choice === 'aborted') throw leave(choice)
      if (choice === 'back') return 'back'
      if (choice !== 'submit') continue
      const parsed = v.safeParse(schema, card.input?.value ?? '')
      const problem = parsed.success ? invalid(parsed.output) : invalid('')
      if (!parsed.success || problem) {
        card.status.textContent = problem ?? ''
        card.input?.focus()
        continue
      }
      card.busy(true)
      try {
        const value = await step(parsed.output)
        if (signal.aborted) throw leave('aborted')
        return { value }
      } catch (error) {
        if (signal.aborted) throw leave('aborted')
        card.busy(false)
        card.status.textContent = stepErrorText(error)
        if (schema === OtpFieldSchema && card.input) card.input.value = ''
      }
    }
  }

  const codeInvalid = (otp: string) => (otp === '' ? 'Enter the 6-digit code' : undefined)

  for (;;) {
    if (stage === 'email') {
      const card = show({
        id: 'email-update',
        title: 'Change your email',
        texts: current ? [`Current email: ${current}`] : [],
        field: { kind: 'email', label: 'New email', value: email },
        submit: 'Continue',
      })
      const result = await submitted(
        card,
        EmailFieldSchema,
        (address) =>
          address === ''
            ? 'Please enter a valid email address'
            : current !== undefined && address.toLowerCase() === current.toLowerCase()
              ? 'This is already your email'
              : undefined,
        async (address) => {
          email = address
          return steps.start(address)
        },
      )
      if (result !== 'back') stage = result.value
    } else if (stage === 'VERIFY_PRIMARY_OTP') {
      const card = show({
        id: 'email-update-primary',
        title: 'Confirm your current email',
        texts: [`Enter the code we sent to your current email ${current ?? ''}`.trim()],
        field: { kind: 'code', label: 'Code' },
        submit: 'Confirm',
        back: true,
      })
      const result = await submitted(card, OtpFieldSchema, codeInvalid, (otp) =>
        steps.verifyPrimary(otp),
      )
      stage = result === 'back' ? 'email' : 'VERIFY_SECONDARY_OTP'
    } else {
      const card = show({
        id: 'email-update-secondary',
        title: 'Confirm your new email',
        texts: [`Enter the code we sent to your new email ${email}`],
        field: { kind: 'code', label: 'Code' },
        submit: 'Confirm',
        back: true,
      })
      const result = await submitted(card, OtpFieldSchema, codeInvalid, (otp) =>
        steps.verifySecondary(otp),
      )
      if (result === 'back') {
        stage = 'email'
        continue
      }
      card.close()
      return result.value
    }
  }
}
