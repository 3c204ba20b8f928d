import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitButton } from '../components/app-kit-button.js'
import { manualClock } from '../test-utils/manual-clock.js'
import { createTestKit, renderWithKit } from '../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

async function openDialog() {
  const t = createTestKit()
  await t.kit.ready
  const page = renderWithKit(
    t.kit,
    <main>
      <h1>Host page</h1>
      <AppKitButton data-testid="connect-button" />
    </main>,
  )
  const button = screen.getByTestId('connect-button')
  button.focus()
  fireEvent.click(button)
  // The first open downloads the dialog's code (slow on a loaded machine).
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  return { ...t, page, button, dialog }
}

describe('the dialog', { timeout: 30_000 }, () => {
  it('is a modal dialog labelled by its title (SPEC §2: Connect when disconnected)', async () => {
    const { dialog } = await openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Connect Wallet')
    expect(dialog.getAttribute('data-view')).toBe('Connect')
  })

  it('moves focus into the dialog and returns it to the opener on close', async () => {
    const { dialog, button } = await openDialog()
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it('closes on Escape', async () => {
    const { dialog, kit } = await openDialog()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openDialog()
    const close = screen.getByRole('button', { name: 'Close' })
    const buttons = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'))
    const last = buttons[buttons.length - 1]!
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(buttons[0])
    expect(buttons[0]).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('makes the rest of the page inert and hidden while open, and restores it', async () => {
    const { page } = await openDialog()
    const hostRoot = page.container
    expect(hostRoot.hasAttribute('inert')).toBe(true)
    expect(hostRoot.getAttribute('aria-hidden')).toBe('true')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(hostRoot.hasAttribute('inert')).toBe(false)
    expect(hostRoot.hasAttribute('aria-hidden')).toBe(false)
  })

  it('labels every icon button', async () => {
    const { dialog } = await openDialog()
    for (const button of Array.from(dialog.querySelectorAll('button'))) {
      const name = button.getAttribute('aria-label') ?? button.textContent?.trim()
      expect(name, button.outerHTML).toBeTruthy()
    }
  })

  it('Back returns to the previous view; Back on the first view closes (SPEC §2 navigation)', async () => {
    const { kit } = await openDialog()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => kit.push('AllWallets'))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('AllWallets'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect'),
    )
    act(() => kit.goBack())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Back closes when the history includes UnsupportedChain (SPEC §2)', async () => {
    const { kit } = await openDialog()
    act(() => kit.push('UnsupportedChain'))
    act(() => kit.push('Networks'))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Networks'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('applies the shake class while snapshot.modal.shake is set', async () => {
    const { kit, dialog } = await openDialog()
    act(() => kit.shake())
    expect(dialog.className).toContain('portico-shake')
  })

  it('renders toasts in a status region', async () => {
    const { kit } = await openDialog()
    act(() => kit.showToast({ message: 'Transaction started', variant: 'success' }))
    await waitFor(() => {
      const status = screen
        .getAllByRole('status')
        .find((element) => element.textContent?.includes('Transaction started'))
      expect(status).toBeTruthy()
    })
  })

  it('dark by default, light on setThemeMode, host variables as custom properties', async () => {
    const { kit, dialog } = await openDialog()
    const root = dialog.parentElement!
    expect(root.getAttribute('data-portico-theme')).toBe('dark')
    act(() => kit.setThemeMode('light'))
    expect(root.getAttribute('data-portico-theme')).toBe('light')
    act(() => kit.setThemeVariables({ accent: '#ff0066' }))
    expect(root.style.getPropertyValue('--portico-accent')).toBe('#ff0066')
  })

  it('adopts the stylesheet once, as a constructed sheet (no <style>: strict CSP)', async () => {
    await openDialog()
    const modalSheets = document.adoptedStyleSheets.filter((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.portico-root')),
    )
    expect(modalSheets).toHaveLength(1)
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })
})

describe('views the kit does not ship', () => {
  it('shows the error view with a way back instead of crashing', async () => {
    const { kit } = await openDialog()
    // Every view of SPEC §2 ships now; a name from a newer core than this ui-react stands in.
    act(() => kit.push('NotShippedView' as Parameters<typeof kit.push>[0]))
    expect(await screen.findByText('This screen is not available.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect'),
    )
  })
})

describe('a refused RPC request', () => {
  it('opens the modal and shows "Action not allowed" after 300 ms (SPEC §8)', async () => {
    const clock = manualClock()
    const t = createTestKit({ options: { clock } })
    await t.kit.ready
    await t.kit.connect({ connectorId: 'mock' })
    renderWithKit(t.kit)
    await act(async () => {
      await expect(
        t.kit.request({ method: 'eth_doSomethingOdd', params: [] }),
      ).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    })
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => clock.advance(299))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => clock.advance(1))
    expect(screen.getByRole('alert').textContent).toBe('Action not allowed')
  })

  it('shows "Action not allowed" once on ApproveTransaction (the view states it itself)', async () => {
    const clock = manualClock()
    const t = createTestKit({ options: { clock } })
    await t.kit.ready
    await t.kit.connect({ connectorId: 'mock' })
    renderWithKit(t.kit)
    await act(async () => {
      await t.kit.open({ view: 'ApproveTransaction' })
      await expect(
        t.kit.request({ method: 'eth_doSomethingOdd', params: [] }),
      ).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    })
    const dialog = await screen.findByRole('dialog')
    act(() => clock.advance(300))
    await waitFor(() => expect(dialog.textContent).toContain('Action not allowed'))
    expect(dialog.getAttribute('data-view')).toBe('ApproveTransaction')
    // The view (loaded lazily) states the refusal itself.
    await within(dialog).findByText(/this connection does not allow/)
    expect(within(dialog).getAllByText('Action not allowed')).toHaveLength(1)
  })
})

describe('toasts with the modal closed', () => {
  it('show on the page in a status region (e.g. "Signature declined" from a page action)', async () => {
    const t = createTestKit()
    await t.kit.ready
    renderWithKit(t.kit, <main>page</main>)
    act(() => t.kit.showToast({ message: 'Signature declined', variant: 'error' }))
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('Signature declined')
    expect(screen.queryByRole('dialog')).toBeNull()
    // The page stays usable: nothing is inert.
    expect(document.querySelector('[inert]')).toBeNull()
  })
})
