import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitButton } from '../components/app-kit-button.js'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { useAppKitLocale } from '../hooks/use-app-kit-locale.js'
import { createTestKit, renderWithKit } from '../test-utils/test-kit.js'

// Two small translations stand in for the shipped ones (whose wording other tests must not
// depend on); `back` is left out of `de` on purpose: English shows for it.
vi.mock('./locale-loaders.js', () => {
  const de = {
    entry: { connectWallet: 'Wallet verbinden' },
    modal: {
      titleConnect: 'Wallet verbinden',
      close: 'Schließen',
      toastSignatureDeclined: 'Signatur abgelehnt',
      alertSessionExpired: 'Sitzung abgelaufen',
      alertSessionExpiredLong: 'Prüfen Sie die Uhrzeit und verbinden Sie sich neu.',
    },
  }
  const ar = { entry: { connectWallet: 'ربط المحفظة' }, modal: { titleConnect: 'ربط المحفظة' } }
  const LOCALE_LOADERS = {
    de: async () => ({ default: de }),
    ar: async () => ({ default: ar }),
  }
  return { LOCALE_LOADERS }
})
vi.mock('./shipped-locales.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./shipped-locales.js')>()),
  SHIPPED_LOCALES: ['en', 'de', 'ar'],
}))

const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'languages')
  if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages)
})

function title(): string | null | undefined {
  const dialog = screen.getByRole('dialog')
  return document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent
}

function LocaleProbe() {
  const { locale, dir, locales } = useAppKitLocale()
  return <output data-testid="probe">{`${locale} ${dir} ${locales.join(',')}`}</output>
}

describe('the locale, switched at run time', () => {
  it('re-renders the open modal and the button in the new locale, with lang and dir', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(
      kit,
      <>
        <AppKitButton data-testid="connect" />
        <LocaleProbe />
      </>,
    )
    expect(screen.getByTestId('connect').textContent).toBe('Connect Wallet')
    fireEvent.click(screen.getByTestId('connect'))
    // The first open downloads the modal's and the view's code (slower under happy-dom).
    await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(title()).toBe('Connect Wallet')
    const root = () => document.querySelector('.portico-root')
    expect(root()?.getAttribute('lang')).toBe('en')
    expect(root()?.getAttribute('dir')).toBe('ltr')
    expect(document.documentElement.hasAttribute('lang')).toBe(false)

    act(() => kit.setLocale('de-AT'))
    await waitFor(() => expect(title()).toBe('Wallet verbinden'))
    expect(screen.getByTestId('connect').textContent).toBe('Wallet verbinden')
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(root()?.getAttribute('lang')).toBe('de')
    expect(screen.getByTestId('probe').textContent).toBe('de ltr en,de,ar')

    act(() => kit.setLocale('ar'))
    await waitFor(() => expect(title()).toBe('ربط المحفظة'))
    expect(root()?.getAttribute('dir')).toBe('rtl')
    expect(root()?.getAttribute('lang')).toBe('ar')
    // Not in the test's ar catalogue: the English text, never an empty button.
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(document.documentElement.hasAttribute('dir')).toBe(false)
  }, 30_000)

  it('a key missing in a locale shows English and warns once in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit } = createTestKit({ options: { locale: 'de' } })
    await kit.ready
    renderWithKit(kit)
    act(() => kit.open())
    await waitFor(() => expect(title()).toBe('Wallet verbinden'))
    act(() => kit.push('AllWallets'))
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy()
    expect(warn).toHaveBeenCalledWith('[portico] missing de message modal.back; English shown')
  })

  it('follows the browser’s languages by default, and the provider’s locale wins', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    Object.defineProperty(navigator, 'languages', { value: ['fr-FR', 'de'], configurable: true })
    const { kit } = createTestKit()
    await kit.ready
    const page = renderWithKit(kit, <AppKitButton data-testid="connect" />)
    await waitFor(() => expect(screen.getByTestId('connect').textContent).toBe('Wallet verbinden'))

    page.rerender(
      <AppKitProvider instance={kit} locale="en">
        <AppKitButton data-testid="connect" />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('connect').textContent).toBe('Connect Wallet')
  })

  it('shows the spec’s toasts and alerts by their code in the locale, others as given', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit } = createTestKit({ options: { locale: 'de' } })
    await kit.ready
    renderWithKit(kit)
    act(() => kit.open())
    await waitFor(() => expect(title()).toBe('Wallet verbinden'))
    act(() =>
      kit.showToast({ message: 'Signature declined', code: 'signatureDeclined', variant: 'error' }),
    )
    const toast = () => document.querySelector('.portico-toast')?.textContent
    await waitFor(() => expect(toast()).toBe('Signatur abgelehnt'))
    act(() =>
      kit.showAlert({
        code: 'sessionExpired',
        shortMessage: 'Session Expired',
        longMessage: 'Check your time settings and reconnect.',
      }),
    )
    const alert = await waitFor(() => {
      const region = document.querySelector('.portico-alert')
      expect(region).not.toBeNull()
      return region as Element
    })
    expect(alert.textContent).toContain('Sitzung abgelaufen')
    expect(alert.textContent).toContain('Prüfen Sie die Uhrzeit')
    act(() => kit.dismissToast())
    act(() => kit.showToast({ message: 'Saved by the app', variant: 'success' }))
    await waitFor(() => expect(toast()).toBe('Saved by the app'))
  })

  it('a locale not shipped shows English', async () => {
    const { kit } = createTestKit({ options: { locale: 'it' } })
    await kit.ready
    renderWithKit(kit, <AppKitButton data-testid="connect" />)
    expect(screen.getByTestId('connect').textContent).toBe('Connect Wallet')
  })
})
