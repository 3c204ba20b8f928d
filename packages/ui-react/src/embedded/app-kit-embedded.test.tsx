import { createMemoryStorage } from '@portico/core'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitButton } from '../components/app-kit-button.js'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { createTestKit, renderWithKit } from '../test-utils/test-kit.js'
import { AppKitEmbedded } from './app-kit-embedded.js'
import { EmbeddedModeRequiredError } from './embedded-mode-error.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const embedded = { enableEmbedded: true }

/** The inline host in a page, between two of the page's own buttons. */
async function renderInline(options: Parameters<typeof createTestKit>[0] = {}) {
  const t = createTestKit({ ...options, options: { ...embedded, ...options.options } })
  await t.kit.ready
  const page = renderWithKit(
    t.kit,
    <main>
      <button type="button">Before</button>
      <div data-testid="column" style={{ width: 420 }}>
        <AppKitEmbedded />
      </div>
      <button type="button">After</button>
    </main>,
  )
  return { ...t, page }
}

/** The inline card showing `view` (its code and the view's download on first render). */
async function inlineView(view: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const card = document.querySelector<HTMLElement>(
        `[data-portico-embedded][data-view="${view}"]`,
      )
      if (!card) throw new Error(`the inline host does not show ${view}`)
      return card
    },
    { timeout: 10_000 },
  )
}

describe('<AppKitEmbedded>', { timeout: 30_000 }, () => {
  it('shows Connect in the page itself: inside its container, no dialog, no overlay, the page not inert', async () => {
    const { page, kit } = await renderInline()
    const card = await inlineView('Connect')
    expect(screen.getByTestId('column').contains(card)).toBe(true)
    await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByTestId('portico-overlay')).toBeNull()
    expect(document.querySelector('[data-portico-host]')).toBeNull()
    expect(page.container.hasAttribute('inert')).toBe(false)
    const title = document.getElementById(card.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Connect Wallet')
    // Shown means open (SPEC §2 start view), so the flows that close when they finish do.
    expect(kit.getSnapshot().modal.open).toBe(true)
  })

  it('a connection from its wallet list ends on Account, inline', async () => {
    await renderInline()
    const list = await screen.findByRole('list', { name: 'Wallets' }, { timeout: 10_000 })
    fireEvent.click(within(list).getByText('Mock Wallet'))
    const account = await inlineView('Account')
    await within(account).findByRole('button', { name: 'Disconnect' }, { timeout: 10_000 })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Close goes to Account if connected, else Connect (SPEC §2)', async () => {
    const { kit } = await renderInline()
    await inlineView('Connect')
    act(() => kit.push('AllWallets'))
    await inlineView('AllWallets')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await inlineView('Connect')
    expect(kit.getSnapshot().router.history).toHaveLength(1)

    await act(() => kit.connect({ connectorId: 'mock' }))
    await inlineView('Account')
    act(() => kit.push('Networks'))
    await inlineView('Networks')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await inlineView('Account')
    // Still shown: closing in embedded mode never hides the host.
    expect(document.querySelector('[data-portico-embedded]')).not.toBeNull()
  })

  it('a disconnect goes back to Connect from any view', async () => {
    const { kit } = await renderInline()
    await act(() => kit.connect({ connectorId: 'mock' }))
    await inlineView('Account')
    act(() => kit.push('WalletReceive'))
    await inlineView('WalletReceive')
    await act(() => kit.disconnect())
    await inlineView('Connect')
  })

  it('a connection restored on a later visit shows Account', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await first.kit.ready
    await first.kit.connect({ connectorId: 'mock' })
    first.kit.destroy()
    // Rendered at once: the restore finishes while the inline host's code downloads, or after.
    const again = createTestKit({ storage, options: embedded })
    renderWithKit(again.kit, <AppKitEmbedded />)
    await inlineView('Account')
    expect(again.kit.getSnapshot().router.history).toHaveLength(1)
  })

  it('follows the theme mode and the locale like the modal', async () => {
    const { kit } = await renderInline({ options: { themeMode: 'light', locale: 'de' } })
    const card = await inlineView('Connect')
    const root = card.parentElement!
    expect(root.getAttribute('data-portico-theme')).toBe('light')
    // German's catalogue downloads first.
    await waitFor(() => expect(root.getAttribute('lang')).toBe('de'), { timeout: 10_000 })
    await waitFor(() =>
      expect(within(card).getByRole('heading').textContent).toBe('Wallet verbinden'),
    )
    act(() => kit.setThemeMode('dark'))
    await waitFor(() => expect(root.getAttribute('data-portico-theme')).toBe('dark'))
  })

  it("the page's own buttons move the inline host; the dialog never opens in embedded mode", async () => {
    const { kit } = await renderInline()
    renderWithKit(kit, <AppKitButton />)
    await act(() => kit.connect({ connectorId: 'mock' }))
    act(() => kit.push('Networks'))
    await inlineView('Networks')
    fireEvent.click(screen.getByTestId('portico-connect-button'))
    // The button opens at the start view (SPEC §2: Account when connected), inline.
    await inlineView('Account')
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('[data-portico-host]')).toBeNull()
  })

  it('renders nothing on the server (its code downloads on the first client render)', () => {
    const { kit } = createTestKit({ options: embedded })
    const html = renderToString(
      <AppKitProvider instance={kit}>
        <p>page</p>
        <AppKitEmbedded />
      </AppKitProvider>,
    )
    expect(html).toBe('<p>page</p>')
  })

  it('refuses a kit created without enableEmbedded', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => {
      errors.push(event.error)
      event.preventDefault()
    }
    window.addEventListener('error', onError)
    try {
      expect(() =>
        render(
          <AppKitProvider instance={kit}>
            <AppKitEmbedded />
          </AppKitProvider>,
        ),
      ).toThrow(EmbeddedModeRequiredError)
    } finally {
      window.removeEventListener('error', onError)
    }
  })
})
