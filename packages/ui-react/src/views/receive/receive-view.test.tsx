import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, createWalletTestKit, renderView } from '../wallet-test-kit.js'
import ReceiveView from './receive-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('Receive view', () => {
  it('shows the address as a QR code and as text', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <ReceiveView />)
    const qr = screen.getByRole('img', { name: 'QR code of your address' })
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(screen.getByText(ADDRESS)).toBeTruthy()
  })

  it('copies the address with a toast', async () => {
    const { kit, toasts } = await createWalletTestKit()
    renderView(kit, <ReceiveView />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(toasts).toContain('Address copied'))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
  })

  it('lists the networks of the namespace', async () => {
    const { kit } = await createWalletTestKit()
    renderView(kit, <ReceiveView />)
    const list = screen.getByRole('list', { name: 'Networks to receive on' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ethereum', 'OP Mainnet'])
  })

  it('says when no account is connected', async () => {
    const { kit } = await createWalletTestKit({ connect: false })
    renderView(kit, <ReceiveView />)
    expect(screen.getByText('No account is connected.')).toBeTruthy()
  })
})
