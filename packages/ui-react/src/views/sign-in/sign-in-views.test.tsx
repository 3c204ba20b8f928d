import type { AppKit } from '@portico/core'
import type { MockAdapter } from '@portico/core/testing'
import { createLocalSiwx } from '@portico/siwx'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppKitSignIn } from '../../hooks/use-app-kit-sign-in.js'
import { renderWithKit } from '../../test-utils/test-kit.js'
import { createWalletTestKit } from '../wallet-test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** The modal over a kit with real local sign-in; connected, so the prompt opens on its own. */
async function promptedKit(params: { required?: boolean; holdSignature?: boolean } = {}) {
  let release: (() => void) | undefined
  const siwx = createLocalSiwx({
    domain: 'localhost',
    uri: 'http://localhost',
    statement: 'Sign in to the lab',
    required: params.required ?? false,
    storage: memoryStorage(),
  })
  const { kit, adapter } = await createWalletTestKit({
    connect: false,
    options: { siwx, metadata: { name: 'Test Dapp', description: '', url: '', icons: [] } },
    ...(params.holdSignature
      ? {
          wrapAdapter: (instance: MockAdapter) => {
            const sign = instance.signMessage.bind(instance)
            instance.signMessage = (request) =>
              new Promise<void>((resolve) => {
                release = resolve
              }).then(() => sign(request))
            return instance
          },
        }
      : {}),
  })
  renderWithKit(kit)
  await act(() => kit.connect({ connectorId: 'mock' }))
  // The first open downloads the modal's and the view's code (slow on a loaded machine).
  await screen.findByText('Test Dapp wants you to sign in', {}, { timeout: 10_000 })
  return { kit, adapter, siwx, release: () => release?.() }
}

const view = (kit: AppKit) => kit.getSnapshot().router.view

describe('SIWXSignMessage', { timeout: 30_000 }, () => {
  it('shows the app, the domain, the account and the network, and signs in', async () => {
    const { kit, adapter, siwx } = await promptedKit()
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('SIWXSignMessage')
    expect(screen.getByText(location.host)).toBeTruthy()
    expect(screen.getByText('0x11...111111')).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(kit.getSnapshot().signIn.status).toBe('signed'))
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(adapter.mock.state.signedMessages[0]?.message).toContain('Sign in to the lab')
    expect(await siwx.getSessions('eip155:1', adapter.mock.state.accounts[0] ?? '')).toHaveLength(1)
  })

  it('shows ConnectingSiwe while the wallet signs', async () => {
    const { kit, release } = await promptedKit({ holdSignature: true })
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByText('Sign the message in your wallet')
    expect(view(kit)).toBe('ConnectingSiwe')
    act(() => release())
    await waitFor(() => expect(kit.getSnapshot().signIn.status).toBe('signed'))
  })

  it('required: Escape and the overlay only shake; Cancel disconnects', async () => {
    const { kit } = await promptedKit({ required: true })
    expect(screen.getByText(/Signing in is required to continue/)).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    fireEvent.click(screen.getByTestId('portico-overlay'))
    expect(kit.getSnapshot().modal).toMatchObject({ open: true, shake: true })
    expect(view(kit)).toBe('SIWXSignMessage')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.getConnectionStatus()).toBe('disconnected'))
  })

  it('optional: Cancel closes and stays connected', async () => {
    const { kit } = await promptedKit()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.getSnapshot().modal.open).toBe(false))
    expect(kit.getConnectionStatus()).toBe('connected')
  })

  it('a declined signature shows "Signature declined" on Connect', async () => {
    const { kit, adapter } = await promptedKit()
    adapter.mock.setFeatures({ signMessageError: true })
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByText('Signature declined')
    expect(view(kit)).toBe('Connect')
    expect(kit.getConnectionStatus()).toBe('disconnected')
  })
})

/** Shows the hook's state and signs in on click; records each status it rendered. */
function Probe({ seen }: { seen: string[] }) {
  const signIn = useAppKitSignIn()
  seen.push(signIn.status)
  return (
    <button type="button" onClick={() => void signIn.signIn()}>
      {signIn.hasSession ? 'signed in' : 'probe sign in'}
    </button>
  )
}

describe('useAppKitSignIn', () => {
  it('follows the slice and signs in', async () => {
    const { kit } = await promptedKit()
    const seen: string[] = []
    cleanup()
    act(() => kit.close())
    renderWithKit(kit, <Probe seen={seen} />)
    fireEvent.click(screen.getByRole('button', { name: 'probe sign in' }))
    await screen.findByText('signed in')
    expect(seen).toContain('signing')
    expect(kit.getSnapshot().signIn.status).toBe('signed')
  })
})
