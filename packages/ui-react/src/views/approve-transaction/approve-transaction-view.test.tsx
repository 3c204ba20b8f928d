import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletTestKit, RECEIVER, renderView } from '../wallet-test-kit.js'
import ApproveTransactionView from './approve-transaction-view.js'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

/** A wallet that holds requests until the test releases them (a user thinking it over). */
async function holdingWallet() {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const t = await createWalletTestKit({
    wrapAdapter: (mock) => ({
      ...mock,
      request: async (request) => {
        await gate
        return mock.request(request)
      },
    }),
  })
  return { ...t, release }
}

describe('ApproveTransaction view', () => {
  it('shows the pending requests of the transaction stack with their methods', async () => {
    const { kit, release } = await holdingWallet()
    const first = kit.request({
      method: 'eth_sendTransaction',
      params: [{ to: RECEIVER, value: '0x1' }],
    })
    const second = kit.request({ method: 'personal_sign', params: ['0x68656c6c6f', RECEIVER] })
    expect(kit.getSnapshot().router.view).toBe('ApproveTransaction')
    renderView(kit, <ApproveTransactionView />)
    expect(screen.getByText('2 requests are waiting for your approval.')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Pending requests' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Send transactioneth_sendTransaction',
      'Sign messagepersonal_sign',
    ])
    expect(screen.getByRole('status', { name: 'Waiting for approval' })).toBeTruthy()
    await act(async () => {
      release()
      await Promise.all([first, second])
    })
    expect(kit.getSnapshot().transactionStack).toEqual([])
  })

  it('shows "Action not allowed" when core refused a method', async () => {
    const { kit } = await createWalletTestKit()
    await expect(kit.request({ method: 'eth_doSomethingOdd' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    renderView(kit, <ApproveTransactionView />)
    // SPEC §8: the text shows 300 ms after the refusal.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Action not allowed'),
    )
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })
})
