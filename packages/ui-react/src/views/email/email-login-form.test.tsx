import type { Connector } from '@portico/core'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
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

const FRAME = { frameUrl: 'https://wallet.portico.test/' }
const walletConnectOnly: Connector[] = [
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
]
const withInstalled: Connector[] = [
  ...walletConnectOnly,
  { id: 'mock', name: 'Mock Wallet', type: 'INJECTED', chain: 'eip155', installed: true },
]

async function openConnect(
  params: {
    connectors?: Connector[]
    embeddedWallet?: boolean
    features?: Record<string, boolean>
  } = {},
) {
  const clock = manualClock()
  const t = createTestKit({
    connectors: params.connectors ?? walletConnectOnly,
    options: {
      clock,
      ...(params.embeddedWallet === false ? {} : { embeddedWallet: FRAME }),
      ...(params.features ? { features: params.features } : {}),
    },
  })
  await t.kit.ready
  const frame = attachEmailFrame(t.kit)
  renderWithKit(t.kit)
  act(() => t.kit.open())
  const dialog = await screen.findByRole('dialog')
  return { ...t, clock, frame, dialog }
}

const emailForm = () => screen.findByRole('form', { name: 'Sign in with email' })
const field = () => screen.getByLabelText('Email') as HTMLInputElement

/** The connect methods in the order shown: the email form or the wallet list. */
function methodOrder(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('form[aria-label], ul[aria-label="Wallets"]')].map((node) =>
    node.tagName === 'FORM' ? 'email' : 'wallet',
  )
}

describe('Connect view: the email method (SPEC §2, §5, §9)', () => {
  it('comes first (email, wallet), and after the wallets when an installed wallet shows', async () => {
    const first = await openConnect()
    await emailForm()
    expect(methodOrder(first.dialog)).toEqual(['email', 'wallet'])
    // Social logins sit between them (issue 16): one 'or' after each method.
    expect(within(first.dialog).getAllByText('or')).toHaveLength(2)
    cleanup()
    const second = await openConnect({ connectors: withInstalled })
    await emailForm()
    expect(methodOrder(second.dialog)).toEqual(['wallet', 'email'])
  })

  it('is not offered without the wallet frame (embeddedWallet) or with features.email off', async () => {
    const noFrame = await openConnect({ embeddedWallet: false })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(methodOrder(noFrame.dialog)).toEqual(['wallet'])
    expect(screen.queryByLabelText('Email')).toBeNull()
    cleanup()
    const off = await openConnect({ features: { email: false } })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(methodOrder(off.dialog)).toEqual(['wallet'])
  })

  it('refuses an invalid address with its text before anything is sent', async () => {
    const { frame } = await openConnect()
    frame.answer('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
    await emailForm()
    for (const value of ['', 'ada', 'ada@example', 'ada @example.com', 'ada@exa mple.com']) {
      fireEvent.change(field(), { target: { value } })
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
      expect(field().getAttribute('aria-invalid')).toBe('true')
      expect(document.activeElement).toBe(field())
    }
    expect(frame.received).toEqual([])
  })

  it('Enter sends the address to the frame and goes on to the code', async () => {
    const { kit, frame, clock } = await openConnect()
    frame.answer('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
    await emailForm()
    fireEvent.change(field(), { target: { value: '  ada@example.com ' } })
    fireEvent.submit(field().form as HTMLFormElement)
    // Busy while the frame works: field and button disabled.
    expect(field().disabled).toBe(true)
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('EmailVerifyOtp'))
    expect(frame.received).toEqual([
      { type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
    ])
    expect(kit.getSnapshot().router.data).toEqual({ email: 'ada@example.com', sentAt: clock.now() })
  })

  it('a device the account has not seen goes on to the emailed approval', async () => {
    const { kit, frame } = await openConnect()
    frame.answer('CONNECT_EMAIL', () => ({ action: 'VERIFY_DEVICE' }))
    await emailForm()
    fireEvent.change(field(), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('EmailVerifyDevice'))
  })

  it('shows the server cooldown "Please try again after {n} seconds" in the view, field focused', async () => {
    const { kit, frame } = await openConnect()
    frame.answer('CONNECT_EMAIL', () => {
      throw new FrameRefusal({ code: 'COOLDOWN', message: 'later', seconds: 17 })
    })
    await emailForm()
    fireEvent.change(field(), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please try again after 17 seconds')).toBeTruthy()
    expect(kit.getSnapshot().router.view).toBe('Connect')
    await waitFor(() => expect(document.activeElement).toBe(field()))
    expect(field().disabled).toBe(false)
  })

  it('a frame that fails to load gives "Unable to load email login dependency"', async () => {
    // The kit's own actions (no test frame): the frame page cannot load in this DOM.
    const clock = manualClock()
    const t = createTestKit({
      connectors: walletConnectOnly,
      options: { clock, embeddedWallet: { frameUrl: 'not a url' } },
    })
    await t.kit.ready
    renderWithKit(t.kit)
    act(() => t.kit.open())
    await emailForm()
    fireEvent.change(field(), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Unable to load email login dependency')).toBeTruthy()
    t.kit.destroy()
  })

  it('emailShowWallets off: the wallets wait behind "Continue with a wallet", which shows them', async () => {
    const { dialog } = await openConnect({ features: { emailShowWallets: false } })
    await emailForm()
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(methodOrder(dialog)).toEqual(['email', 'wallet'])
    await waitFor(() => expect(document.activeElement).toBe(within(list).getAllByRole('button')[0]))
  })
})
