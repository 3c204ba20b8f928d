import { setSignInState } from '@portico/core/testing'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit, renderWithKit } from '../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/** Opens SIWXSignMessage with the instance's sign-in slice set as the sign-in package would. */
async function openSignView(signIn: { required: boolean; hasSession: boolean }) {
  const { kit } = createTestKit()
  await kit.ready
  renderWithKit(kit)
  act(() => {
    setSignInState(kit, { ...signIn, status: 'signing' })
    kit.open({ view: 'SIWXSignMessage' })
  })
  // The first open downloads the dialog's code (slow on a loaded machine).
  await screen.findByRole('dialog', {}, { timeout: 10_000 })
  return kit
}

describe('close on sign views (SPEC §2)', () => {
  it('is disabled when sign-in is required and no session exists: Close, Escape and the overlay do nothing but shake', async () => {
    const kit = await openSignView({ required: true, hasSession: false })
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(true)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().modal.shake).toBe(true)
    fireEvent.click(screen.getByTestId('portico-overlay'))
    expect(kit.getSnapshot().modal.open).toBe(true)
  })

  it('is enabled when a session exists', async () => {
    const kit = await openSignView({ required: true, hasSession: true })
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(false)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('is enabled when sign-in is optional', async () => {
    await openSignView({ required: false, hasSession: false })
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('turns enabled once the sign-in package records a session', async () => {
    const kit = await openSignView({ required: true, hasSession: false })
    const close = () => screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close().disabled).toBe(true)
    act(() => setSignInState(kit, { hasSession: true, status: 'signed' }))
    expect(close().disabled).toBe(false)
  })
})
