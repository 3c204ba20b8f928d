// @vitest-environment node
import { createAppKit, createCookieStorage } from '@portico/core'
import { fixtureDataApi, mockAdapter } from '@portico/core/testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppKitButton } from '../components/app-kit-button.js'
import { NetworkButton } from '../components/network-button.js'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { savedConnectionCookie } from '../test-utils/saved-connection.js'
import { ADDRESS, mainnetFixture } from '../test-utils/test-kit.js'

function serverKit(cookie: string) {
  return createAppKit({
    adapters: [mockAdapter({ accounts: [ADDRESS] })],
    networks: [mainnetFixture],
    projectId: 'test-project',
    storage: createCookieStorage({ getCookie: () => cookie }),
    api: fixtureDataApi(),
  })
}

function Page({ kit }: { kit: ReturnType<typeof serverKit> }) {
  return (
    <AppKitProvider instance={kit}>
      <header>
        <AppKitButton data-testid="connect-button" />
        <NetworkButton />
      </header>
    </AppKitProvider>
  )
}

describe('SSR (renderToString in Node, no window)', () => {
  it('renders the provider and buttons without a DOM', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const html = renderToString(<Page kit={serverKit('')} />)
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    // The modal is never part of the server HTML.
    expect(html).not.toContain('role="dialog"')
  })

  it('renders a saved connection as the account placeholder, not "Connect" (no flicker)', async () => {
    const cookie = await savedConnectionCookie()
    const html = renderToString(<Page kit={serverKit(cookie)} />)
    expect(html).toContain('data-status="restoring"')
    expect(html).not.toContain('Connect Wallet')
  })
})
