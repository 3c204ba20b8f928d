import { type Connector, UserRejectedRequestError } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualClock } from '../../test-utils/manual-clock.js'
import { createTestKit, renderWithKit } from '../../test-utils/test-kit.js'

const IOS_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91'
const ANDROID_TELEGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.1'
const browserAgent = navigator.userAgent

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  Object.defineProperty(navigator, 'userAgent', { value: browserAgent, configurable: true })
  vi.restoreAllMocks()
})

const walletConnectOnly: Connector[] = [
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
]

async function openConnect(params: { userAgent?: string; email?: boolean } = {}) {
  if (params.userAgent) {
    Object.defineProperty(navigator, 'userAgent', { value: params.userAgent, configurable: true })
  }
  const clock = manualClock()
  const t = createTestKit({
    connectors: walletConnectOnly,
    options: {
      clock,
      embeddedWallet: { frameUrl: 'https://wallet.portico.test/' },
      ...(params.email === false ? { features: { email: false } } : {}),
    },
  })
  await t.kit.ready
  renderWithKit(t.kit)
  act(() => t.kit.open())
  const dialog = await screen.findByRole('dialog')
  const socials = await screen.findByRole('region', { name: 'Sign in with a social account' })
  return { ...t, dialog, socials }
}

const providerNames = (socials: HTMLElement) =>
  within(socials)
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('Connect view: the social method (SPEC §2, §3, §6)', () => {
  it('offers the six embedded-wallet providers and Farcaster in the SPEC §9 order between email and the wallets', async () => {
    const { dialog, socials } = await openConnect()
    expect(providerNames(socials)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
    // The email entry is the button that opens the wallet frame's own card (no form in the page).
    const order = [
      ...dialog.querySelectorAll('button, section[aria-label], ul[aria-label="Wallets"]'),
    ]
      .filter(
        (node) => node.tagName !== 'BUTTON' || node.textContent?.trim() === 'Continue with email',
      )
      .map((node) => (node.tagName === 'BUTTON' ? 'EMAIL' : node.tagName))
    expect(order).toEqual(['EMAIL', 'SECTION', 'UL'])
  })

  it('inside an in-messenger browser hides what SPEC §6 hides: iOS google, Android facebook and x', async () => {
    const ios = await openConnect({ userAgent: IOS_INSTAGRAM })
    expect(providerNames(ios.socials)).not.toContain('Continue with Google')
    expect(providerNames(ios.socials)).toHaveLength(6)
    cleanup()
    const android = await openConnect({ userAgent: ANDROID_TELEGRAM, email: false })
    expect(providerNames(android.socials)).toEqual([
      'Continue with Google',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
    ])
  })

  it('Farcaster opens ConnectingFarcaster (its QR code), with no popup', async () => {
    const { kit, socials } = await openConnect()
    const open = vi.spyOn(window, 'open')
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Farcaster' }))
    await waitFor(() => expect(kit.getSnapshot().router.view).toBe('ConnectingFarcaster'))
    expect(open).not.toHaveBeenCalled()
  })

  it('a click starts the login in its own turn, shows "Authenticating..." until it ends', async () => {
    const { kit, socials } = await openConnect()
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined
    const connectSocial = vi.fn(
      () =>
        new Promise<{ userName: string }>((resolve, reject) => {
          settle = { resolve: () => resolve({ userName: 'ana' }), reject }
        }),
    )
    Object.defineProperty(kit, 'embeddedWallet', {
      value: { ...kit.embeddedWallet, connectSocial },
      configurable: true,
    })
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with GitHub' }))
    // Synchronously in the click (the kit opens its popup there): no await before it.
    expect(connectSocial).toHaveBeenCalledWith('github', { redirect: false })
    expect(kit.getSnapshot().toast).toMatchObject({
      message: 'Authenticating...',
      variant: 'loading',
    })
    expect(
      within(socials).getByText('Finish signing in with GitHub in the window that opened.'),
    ).toBeTruthy()
    await act(async () => settle?.resolve())
    await waitFor(() => expect(kit.getSnapshot().toast).toBeUndefined())

    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Apple' }))
    await act(async () => settle?.reject(new Error('Something went wrong')))
    expect(await within(socials).findByRole('alert')).toHaveProperty(
      'textContent',
      'The login did not finish. Please try again.',
    )
  })

  it('the login window closed by the user: "Connection declined", no toast left, the buttons work again', async () => {
    const { kit, socials } = await openConnect()
    let reject: (error: Error) => void = () => {}
    const connectSocial = vi.fn(
      () =>
        new Promise<{ userName: string }>((_resolve, fail) => {
          reject = fail
        }),
    )
    Object.defineProperty(kit, 'embeddedWallet', {
      value: { ...kit.embeddedWallet, connectSocial },
      configurable: true,
    })
    const github = within(socials).getByRole('button', { name: 'Continue with GitHub' })
    fireEvent.click(github)
    expect(github).toHaveProperty('disabled', true)
    await act(async () => reject(new UserRejectedRequestError()))
    expect(await within(socials).findByRole('alert')).toHaveProperty(
      'textContent',
      'Connection declined',
    )
    expect(kit.getSnapshot().toast).toBeUndefined()
    expect(within(socials).queryByText(/in the window that opened/)).toBeNull()
    // Try again: the same button starts a new login and the refusal leaves the view.
    expect(github).toHaveProperty('disabled', false)
    fireEvent.click(github)
    expect(connectSocial).toHaveBeenCalledTimes(2)
    expect(within(socials).queryByRole('alert')).toBeNull()
  })

  it('inside an in-messenger browser the login goes by redirect (popups fail there)', async () => {
    const { kit, socials } = await openConnect({ userAgent: ANDROID_TELEGRAM })
    const connectSocial = vi.fn(() => new Promise<{ redirected: true }>(() => {}))
    Object.defineProperty(kit, 'embeddedWallet', {
      value: { ...kit.embeddedWallet, connectSocial },
      configurable: true,
    })
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Discord' }))
    expect(connectSocial).toHaveBeenCalledWith('discord', { redirect: true })
  })
})
