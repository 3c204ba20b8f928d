import type { Connector } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { attachEmailFrame, FrameRefusal } from '../../test-utils/email-frame.js'
import { manualClock } from '../../test-utils/manual-clock.js'
import { createTestKit, renderWithKit } from '../../test-utils/test-kit.js'

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

const emailButton = () => screen.findByRole('button', { name: 'Continue with email' })

/** The connect methods in the order shown: the email button or the wallet list. */
function methodOrder(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('button, ul[aria-label="Wallets"]')]
    .filter((node) => node.tagName === 'UL' || node.textContent === 'Continue with email')
    .map((node) => (node.tagName === 'UL' ? 'wallet' : 'email'))
}

describe('Connect view: the email method (SPEC §2, §4)', () => {
  it('comes first (email, wallet), and after the wallets when an installed wallet shows', async () => {
    const first = await openConnect()
    await emailButton()
    expect(methodOrder(first.dialog)).toEqual(['email', 'wallet'])
    // Social logins sit between them: one 'or' after each method.
    expect(within(first.dialog).getAllByText('or')).toHaveLength(2)
    cleanup()
    const second = await openConnect({ connectors: withInstalled })
    await emailButton()
    expect(methodOrder(second.dialog)).toEqual(['wallet', 'email'])

    // The first test of the file waits for the views' chunks to load (slow on loaded cores).
  }, 20_000)

  it('is not offered without the wallet frame (embeddedWallet) or with features.email off', async () => {
    const noFrame = await openConnect({ embeddedWallet: false })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(methodOrder(noFrame.dialog)).toEqual(['wallet'])
    cleanup()
    const off = await openConnect({ features: { email: false } })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(methodOrder(off.dialog)).toEqual(['wallet'])
  })

  it('has no field for the address or the code: the page never holds them', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(await emailButton())
    await screen.findByText('Continue in the secure wallet window')
    expect(dialog.querySelectorAll('input, textarea, [contenteditable]')).toHaveLength(0)
  })

  it('"Continue with email" waits while the frame\'s card takes the login, then closes the modal', async () => {
    const { kit, frame } = await openConnect()
    fireEvent.click(await emailButton())
    expect(await screen.findByText('Continue in the secure wallet window')).toBeTruthy()
    expect(kit.getSnapshot().router.view).toBe('EmailVerifyOtp')
    await waitFor(() => expect(frame.received).toEqual([{ type: 'EMAIL_LOGIN', payload: {} }]))
    frame.answer('EMAIL_LOGIN', () => ({ email: 'ada@example.com' }))
    await waitFor(() => expect(kit.getSnapshot().modal.open).toBe(false))
  })

  it('Cancel in the frame goes back to Connect, with no error', async () => {
    const { kit, frame } = await openConnect()
    frame.answer('EMAIL_LOGIN', () => {
      throw new FrameRefusal({ code: 'USER_REJECTED', message: 'User rejected the request' })
    })
    fireEvent.click(await emailButton())
    await waitFor(() => expect(frame.received.map((r) => r.type)).toEqual(['EMAIL_LOGIN']))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('Connect'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a failure says why; Try again asks the frame again', async () => {
    const { kit, frame } = await openConnect()
    frame.answer('EMAIL_LOGIN', () => {
      throw new FrameRefusal({ code: 'RATE_LIMITED', message: 'slow down' })
    })
    fireEvent.click(await emailButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests')
    const again = screen.getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(document.activeElement).toBe(again))
    frame.answer('EMAIL_LOGIN', () => ({ email: 'ada@example.com' }))
    fireEvent.click(again)
    await waitFor(() => expect(kit.getSnapshot().modal.open).toBe(false))
    expect(frame.received.map((r) => r.type)).toEqual(['EMAIL_LOGIN', 'EMAIL_LOGIN'])
  })

  it("leaving the view withdraws the frame's card (RPC_ABORT of the login)", async () => {
    const { kit, frame } = await openConnect()
    fireEvent.click(await emailButton())
    await waitFor(() => expect(frame.received.map((r) => r.type)).toEqual(['EMAIL_LOGIN']))
    act(() => kit.goBack())
    await waitFor(() =>
      expect(frame.received.map((r) => r.type)).toEqual(['EMAIL_LOGIN', 'RPC_ABORT']),
    )
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
    fireEvent.click(await emailButton())
    expect(await screen.findByText('Unable to load email login dependency')).toBeTruthy()
    t.kit.destroy()
  })

  it('emailShowWallets off: the wallets wait behind "Continue with a wallet", which shows them', async () => {
    const { dialog } = await openConnect({ features: { emailShowWallets: false } })
    await emailButton()
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(methodOrder(dialog)).toEqual(['email', 'wallet'])
    await waitFor(() => expect(document.activeElement).toBe(within(list).getAllByRole('button')[0]))
  })
})
