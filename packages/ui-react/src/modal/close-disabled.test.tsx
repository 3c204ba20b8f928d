import type { AppKit, AppKitSnapshot } from '@portico/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit, renderWithKit } from '../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/**
 * The instance as the sign-in flow will present it: its snapshot carries
 * `signIn: { required, hasSession }` (read by the modal; core's SIWX work fills it). The wrapper
 * keeps snapshots stable per underlying snapshot, as useSyncExternalStore requires.
 */
function withSignIn(kit: AppKit, signIn: { required: boolean; hasSession: boolean }): AppKit {
  const cache = new WeakMap<AppKitSnapshot, AppKitSnapshot>()
  const getSnapshot = () => {
    const base = kit.getSnapshot()
    let extended = cache.get(base)
    if (!extended) {
      extended = { ...base, signIn } as AppKitSnapshot
      cache.set(base, extended)
    }
    return extended
  }
  return Object.assign(Object.create(kit) as AppKit, { getSnapshot })
}

async function openSignView(signIn: { required: boolean; hasSession: boolean }) {
  const { kit } = createTestKit()
  await kit.ready
  const wrapped = withSignIn(kit, signIn)
  renderWithKit(wrapped)
  act(() => kit.open({ view: 'SIWXSignMessage' }))
  await screen.findByRole('dialog')
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
})
