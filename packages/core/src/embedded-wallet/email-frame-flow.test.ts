import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { untilSnapshot } from '../app-kit/kit.test-helper.js'
import { FrameHandlerError, type FrameHandlers } from '../frame/frame-host.js'
import { eoaFrameUser, frameAuthAdapter, useEmbeddedKits } from './embedded-kit.test-helper.js'

// The email login and update as the kit runs them, with no view at all: the kit starts the step
// when an email view is shown; the address and codes are typed in the frame's own card.

const ADDRESS = '0x4444444444444444444444444444444444444444'
const startKit = useEmbeddedKits()

/** How the frame's card ends: done, Cancel, or a refusal by apps/api. */
type Outcome = 'done' | 'cancel' | 'MAIL_FAILED'

/** A frame whose cards end with `outcomes`, one per card, each once the test calls `finish()`. */
function emailFrame(outcomes: Outcome[]) {
  const log: string[] = []
  const session = { signedIn: false, email: 'ada@example.com' }
  let finish: () => void = () => {}
  const card = async (type: string, signal: AbortSignal) => {
    log.push(type)
    const finished = await new Promise<boolean>((resolve) => {
      finish = () => resolve(true)
      signal.addEventListener('abort', () => resolve(false))
    })
    if (!finished) {
      log.push('card withdrawn')
      throw new FrameHandlerError('USER_REJECTED', 'withdrawn')
    }
    const outcome = outcomes.shift() ?? 'done'
    if (outcome === 'cancel') throw new FrameHandlerError('USER_REJECTED', 'User rejected')
    if (outcome !== 'done') throw new FrameHandlerError(outcome, 'refused')
  }
  const user = () => eoaFrameUser(ADDRESS, session.email)
  const handlers: FrameHandlers = {
    EMAIL_LOGIN: async (_payload, { signal }) => {
      await card('EMAIL_LOGIN', signal)
      session.signedIn = true
      return { email: session.email }
    },
    EMAIL_UPDATE: async (_payload, { signal }) => {
      await card('EMAIL_UPDATE', signal)
      session.email = 'grace@example.com'
      return { email: session.email }
    },
    GET_USER: user,
    IS_CONNECTED: () => ({ isConnected: session.signedIn }),
    SIGN_OUT: () => ({}),
  }
  return { log, handlers, finish: () => finish() }
}

async function kitWith(outcomes: Outcome[]) {
  const frame = emailFrame(outcomes)
  const { kit } = await startKit({ handlers: frame.handlers, adapter: frameAuthAdapter(ADDRESS) })
  return { kit, ...frame }
}

/** Waits until the frame shows a card of `type` (the `count`-th). */
const cardShown = (log: string[], type: string, count = 1) =>
  vi.waitFor(() => expect(log.filter((entry) => entry === type)).toHaveLength(count))

const view = (kit: AppKit) => kit.getSnapshot().router.view

describe('the email flow in the frame (SPEC §4 email login and update)', () => {
  it('EmailVerifyOtp shown: the card is up (busy); once logged in the modal closes, connected', async () => {
    const { kit, log, finish } = await kitWith(['done'])
    kit.open({ view: 'Connect' })
    kit.push('EmailVerifyOtp')
    await cardShown(log, 'EMAIL_LOGIN')
    expect(kit.getSnapshot().emailFrame).toEqual({ status: 'busy', step: 'login' })
    finish()
    await untilSnapshot(kit, (s) => !s.modal.open)
    expect(kit.getAccount('eip155')?.address).toBe(ADDRESS)
    expect(kit.getSnapshot().emailFrame).toEqual({ status: 'idle' })
  })

  it('Cancel in the card goes back to the view before', async () => {
    const { kit, log, finish } = await kitWith(['cancel'])
    kit.open({ view: 'Connect' })
    kit.push('EmailVerifyOtp')
    await cardShown(log, 'EMAIL_LOGIN')
    finish()
    await untilSnapshot(kit, (s) => s.router.view === 'Connect')
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().emailFrame).toEqual({ status: 'idle' })
    expect(kit.getAccount('eip155')?.address).toBeUndefined()
  })

  it("a refusal stays on the view with apps/api's error; retry shows the card again", async () => {
    const { kit, log, finish } = await kitWith(['MAIL_FAILED', 'done'])
    kit.open({ view: 'Connect' })
    kit.push('EmailVerifyOtp')
    await cardShown(log, 'EMAIL_LOGIN')
    finish()
    await untilSnapshot(kit, (s) => s.emailFrame.status === 'failed')
    const failed = kit.getSnapshot().emailFrame
    expect(failed.status === 'failed' && failed.step).toBe('login')
    expect(failed.status === 'failed' && (failed.error as Error).message).toBe(
      'Could not send the email. Please try again',
    )
    expect(view(kit)).toBe('EmailVerifyOtp')
    await kit.retryEmailFrame()
    await cardShown(log, 'EMAIL_LOGIN', 2)
    expect(kit.getSnapshot().emailFrame).toEqual({ status: 'busy', step: 'login' })
    finish()
    await untilSnapshot(kit, (s) => !s.modal.open)
  })

  it('an update from Account goes back to Account once the frame took the new address', async () => {
    const { kit, log, finish } = await kitWith(['done', 'done'])
    kit.open({ view: 'Connect' })
    kit.push('EmailVerifyOtp')
    await cardShown(log, 'EMAIL_LOGIN')
    finish()
    await untilSnapshot(kit, (s) => !s.modal.open)
    kit.open({ view: 'Account' })
    kit.push('UpdateEmailWallet')
    await cardShown(log, 'EMAIL_UPDATE')
    expect(kit.getSnapshot().emailFrame).toEqual({ status: 'busy', step: 'update' })
    finish()
    await untilSnapshot(kit, (s) => s.router.view === 'Account')
    expect(kit.getSnapshot().router.history.map((entry) => entry.view)).toEqual(['Account'])
    expect(kit.getAccount('eip155')?.user?.email).toBe('grace@example.com')
  })

  it('leaving the view withdraws the card in the frame; retry with no step on screen asks nothing', async () => {
    const { kit, log } = await kitWith([])
    await kit.retryEmailFrame()
    kit.open({ view: 'Connect' })
    await kit.retryEmailFrame()
    expect(log).toEqual([])
    kit.push('EmailVerifyOtp')
    await cardShown(log, 'EMAIL_LOGIN')
    kit.goBack()
    expect(kit.getSnapshot().emailFrame).toEqual({ status: 'idle' })
    await vi.waitFor(() => expect(log).toContain('card withdrawn'))
    expect(view(kit)).toBe('Connect')
  })
})
