import type { ViewName } from '@portico/core'
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { attachEmailFrame, FrameRefusal } from '../../test-utils/email-frame.js'
import { manualClock } from '../../test-utils/manual-clock.js'
import { createTestKit, renderWithKit } from '../../test-utils/test-kit.js'

// The views' code arrives by dynamic import (their own chunks): on 2 loaded cores that can take
// longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const EMAIL = 'ada@example.com'

/** The modal on `view` (pushed from Connect, as the email field does), the frame answering. */
async function openAt(view: ViewName, sentAgo = 0) {
  const clock = manualClock()
  const t = createTestKit({
    options: { clock, embeddedWallet: { frameUrl: 'https://wallet.portico.test/' } },
  })
  await t.kit.ready
  const frame = attachEmailFrame(t.kit)
  renderWithKit(t.kit)
  act(() => {
    t.kit.open({ view: 'Connect' })
    t.kit.push(view, { email: EMAIL, sentAt: clock.now() - sentAgo })
  })
  await screen.findByRole('dialog')
  return { ...t, clock, frame }
}

const codeField = () => screen.findByLabelText('Code') as Promise<HTMLInputElement>
const resendButton = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('EmailVerifyOtp (SPEC §4 VERIFY_OTP)', () => {
  it('one numeric one-time-code field, focused; a pasted code submits by itself and the modal closes', async () => {
    const { kit, frame } = await openAt('EmailVerifyOtp')
    frame.answer('CONNECT_OTP', () => ({}))
    const field = await codeField()
    expect(screen.getByText(`Enter the 6-digit code we sent to ${EMAIL}`)).toBeTruthy()
    expect(field.getAttribute('inputmode')).toBe('numeric')
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    // The title comes with the view's message group (its own chunk): await it, like the field.
    expect(await screen.findByRole('heading', { name: 'Confirm email' })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(field))
    fireEvent.change(field, { target: { value: '123 456' } })
    expect(field.value).toBe('123456')
    await waitFor(() => expect(kit.getSnapshot().modal.open).toBe(false))
    expect(frame.received).toEqual([{ type: 'CONNECT_OTP', payload: { otp: '123456' } }])
  })

  it('fewer than 6 digits wait for Enter; letters are dropped', async () => {
    const { frame } = await openAt('EmailVerifyOtp')
    const field = await codeField()
    fireEvent.change(field, { target: { value: '12a3' } })
    expect(field.value).toBe('123')
    fireEvent.submit(field.form as HTMLFormElement)
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(frame.received).toEqual([])
  })

  it('a wrong code shows "Invalid code", empties the field and focuses it; an expired one says so', async () => {
    const { kit, frame } = await openAt('EmailVerifyOtp')
    frame.answer('CONNECT_OTP', () => {
      throw new FrameRefusal({ code: 'OTP_INVALID', message: 'whatever the frame says' })
    })
    const field = await codeField()
    fireEvent.change(field, { target: { value: '000000' } })
    expect(field.disabled).toBe(true)
    expect(await screen.findByText('Invalid code')).toBeTruthy()
    expect(screen.queryByText('whatever the frame says')).toBeNull()
    expect(field.value).toBe('')
    await waitFor(() => expect(document.activeElement).toBe(field))
    frame.answer('CONNECT_OTP', () => {
      throw new FrameRefusal({ code: 'OTP_EXPIRED', message: 'expired' })
    })
    fireEvent.change(field, { target: { value: '111111' } })
    expect(await screen.findByText('The code has expired. Please request a new code')).toBeTruthy()
    expect(kit.getSnapshot().router.view).toBe('EmailVerifyOtp')
  })

  it('resend counts the 30 s cooldown down on the kit clock, then sends a new code', async () => {
    const { clock, frame } = await openAt('EmailVerifyOtp', 12_000)
    frame.answer('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
    await codeField()
    expect(resendButton(/Resend code/).textContent).toBe('Resend code in 18s')
    expect(resendButton(/Resend code/).disabled).toBe(true)
    act(() => clock.advance(1000))
    expect(resendButton(/Resend code/).textContent).toBe('Resend code in 17s')
    act(() => clock.advance(16_999))
    expect(resendButton(/Resend code/).textContent).toBe('Resend code in 1s')
    act(() => clock.advance(1))
    expect(resendButton(/Resend code/).textContent).toBe('Resend code')
    fireEvent.click(resendButton(/Resend code/))
    expect(await screen.findByText(`A new code was sent to ${EMAIL}`)).toBeTruthy()
    expect(frame.received).toEqual([{ type: 'CONNECT_EMAIL', payload: { email: EMAIL } }])
    // A new cooldown from the resend.
    expect(resendButton(/Resend code/).textContent).toBe('Resend code in 30s')
  })

  it('a code accepted while the kit moved on (sign-in asked, Account shown) leaves the modal open there', async () => {
    const { kit, frame } = await openAt('EmailVerifyOtp')
    frame.answer('CONNECT_OTP', () => {
      kit.replace('Account')
      return {}
    })
    fireEvent.change(await codeField(), { target: { value: '123456' } })
    await waitFor(() => expect(frame.received).toHaveLength(1))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Account'))
    expect(kit.getSnapshot().modal.open).toBe(true)
  })

  it('a resend that finds the device unknown goes to the emailed approval', async () => {
    const { kit, frame } = await openAt('EmailVerifyOtp', 30_000)
    frame.answer('CONNECT_EMAIL', () => ({ action: 'VERIFY_DEVICE' }))
    await codeField()
    fireEvent.click(resendButton(/Resend code/))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('EmailVerifyDevice'))
    expect(kit.getSnapshot().router.history.map((e) => e.view)).toEqual([
      'Connect',
      'EmailVerifyDevice',
    ])
  })

  it("the server's own cooldown shows as its text", async () => {
    const { frame } = await openAt('EmailVerifyOtp', 30_000)
    frame.answer('CONNECT_EMAIL', () => {
      throw new FrameRefusal({ code: 'COOLDOWN', message: 'x', seconds: 9 })
    })
    await codeField()
    fireEvent.click(resendButton(/Resend code/))
    expect(await screen.findByText('Please try again after 9 seconds')).toBeTruthy()
  })

  it('a frame step that times out (30000 ms on the kit clock) says "Something went wrong"', async () => {
    const { clock } = await openAt('EmailVerifyOtp')
    const field = await codeField()
    fireEvent.change(field, { target: { value: '123456' } })
    act(() => clock.advance(30_000))
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
  })
})

describe('EmailVerifyDevice (SPEC §4 VERIFY_DEVICE)', () => {
  it('waits for the emailed approval, then goes on to the code', async () => {
    const { kit, frame } = await openAt('EmailVerifyDevice')
    let approve: () => void = () => {}
    frame.answer(
      'CONNECT_DEVICE',
      () =>
        new Promise<Record<string, never>>((resolve) => {
          approve = () => resolve({})
        }),
    )
    expect(
      await screen.findByText(`We sent a link to ${EMAIL}. Open it to approve this device.`),
    ).toBeTruthy()
    expect(screen.getByText('Waiting for the approval…')).toBeTruthy()
    await waitFor(() => expect(frame.received.map((r) => r.type)).toEqual(['CONNECT_DEVICE']))
    approve()
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('EmailVerifyOtp'))
    expect(kit.getSnapshot().router.data).toMatchObject({ email: EMAIL })
    // Replaced, not pushed: Back from the code goes to Connect.
    expect(kit.getSnapshot().router.history.map((e) => e.view)).toEqual([
      'Connect',
      'EmailVerifyOtp',
    ])
  })

  it('a wait that timed out says so and offers "Check again" (focused), which asks again', async () => {
    const { clock, frame } = await openAt('EmailVerifyDevice')
    await screen.findByText('Waiting for the approval…')
    act(() => clock.advance(30_000))
    const again = await screen.findByRole('button', { name: 'Check again' })
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
    await waitFor(() => expect(document.activeElement).toBe(again))
    frame.answer('CONNECT_DEVICE', () => ({}))
    fireEvent.click(again)
    await waitFor(() =>
      expect(frame.received.map((r) => r.type)).toEqual(['CONNECT_DEVICE', 'CONNECT_DEVICE']),
    )
  })

  it('resend link waits out the cooldown, then sends the link again and keeps waiting', async () => {
    const { clock, frame } = await openAt('EmailVerifyDevice', 25_000)
    frame.answer('CONNECT_EMAIL', () => ({ action: 'VERIFY_DEVICE' }))
    await screen.findByText('Waiting for the approval…')
    expect(resendButton(/Resend link/).textContent).toBe('Resend link in 5s')
    act(() => clock.advance(5000))
    fireEvent.click(resendButton(/Resend link/))
    expect(await screen.findByText(`A new link was sent to ${EMAIL}`)).toBeTruthy()
    await waitFor(() =>
      expect(frame.received.map((r) => r.type)).toEqual([
        'CONNECT_DEVICE',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
      ]),
    )
  })
})
