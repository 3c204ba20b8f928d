import { createAppKit, createCookieStorage } from '@portico/core'
import { fixtureDataApi, mockAdapter } from '@portico/core/testing'
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitButton } from '../components/app-kit-button.js'
import { NetworkButton } from '../components/network-button.js'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { savedConnectionCookie } from '../test-utils/saved-connection.js'
import { ADDRESS, mainnetFixture } from '../test-utils/test-kit.js'

function kitFor(cookie: () => string) {
  return createAppKit({
    adapters: [mockAdapter({ accounts: [ADDRESS], balance: '2.5' })],
    networks: [mainnetFixture],
    projectId: 'test-project',
    storage: createCookieStorage({ getCookie: cookie }),
    api: fixtureDataApi(),
  })
}

function Page({ kit }: { kit: ReturnType<typeof kitFor> }) {
  return (
    <AppKitProvider instance={kit}>
      <AppKitButton data-testid="connect-button" />
      <NetworkButton />
    </AppKitProvider>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

/**
 * Renders the page on the "server" from one kit, then hydrates it with another made from the same
 * storage (as a browser would). `restoredFirst`: the client awaits the restore of the saved
 * connection before hydrating, so the kit's live snapshot already differs from the server's.
 */
async function hydrate(cookie: string, { restoredFirst = false } = {}) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page kit={kitFor(() => cookie)} />)
  document.body.appendChild(container)
  const button = container.querySelector('button')!
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(button.textContent ?? ''))
  observer.observe(button, { childList: true, subtree: true, characterData: true })
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const kit = kitFor(() => cookie)
  if (restoredFirst) {
    await kit.ready
    expect(kit.getSnapshot().connection.eip155).toBe('connected')
  }
  const firstPaint = button.textContent
  await act(async () => {
    hydrateRoot(container, <Page kit={kit} />)
  })
  return { container, button, kit, errors, seen, firstPaint, observer }
}

describe('hydration', () => {
  it('hydrates the server HTML without a mismatch (disconnected)', async () => {
    const { errors, button, observer } = await hydrate('')
    expect(errors).not.toHaveBeenCalled()
    expect(button.textContent).toBe('Connect Wallet')
    observer.disconnect()
    errors.mockRestore()
  })

  it('with a saved connection: no "Connect" on first paint, then the account (address 4 + 6, balance 3 decimals)', async () => {
    const cookie = await savedConnectionCookie()
    const { errors, button, kit, seen, firstPaint, observer } = await hydrate(cookie)
    expect(firstPaint).not.toContain('Connect')
    expect(errors.mock.calls).toEqual([])
    await kit.ready
    await waitFor(() => expect(button.getAttribute('data-status')).toBe('connected'))
    expect(button.textContent).toContain('0x11...111111')
    expect(button.textContent).toContain('2.500 ETH')
    expect(seen.some((text) => text.includes('Connect'))).toBe(false)
    expect(errors).not.toHaveBeenCalled()
    observer.disconnect()
    errors.mockRestore()
  })

  it("core's createAppKit restored before hydrating: the provider hydrates from the kit's creation snapshot, no mismatch", async () => {
    const cookie = await savedConnectionCookie()
    const { errors, button, seen, firstPaint, observer } = await hydrate(cookie, {
      restoredFirst: true,
    })
    // The server's "restoring" placeholder, not a recoverable-error re-render from the client.
    expect(firstPaint).not.toContain('Connect')
    expect(errors.mock.calls).toEqual([])
    await waitFor(() => expect(button.getAttribute('data-status')).toBe('connected'))
    expect(button.textContent).toContain('0x11...111111')
    expect(seen.some((text) => text.includes('Connect'))).toBe(false)
    expect(errors).not.toHaveBeenCalled()
    observer.disconnect()
    errors.mockRestore()
  })
})
