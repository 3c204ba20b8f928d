import type { AdapterDefinition, ConnectedUser } from '@portico/core'
import { mockAdapter } from '@portico/core/testing'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { attachEmailFrame, FrameRefusal } from '../../test-utils/email-frame.js'
import { manualClock } from '../../test-utils/manual-clock.js'
import {
  ADDRESS,
  createFixtureAppKit,
  directoryApi,
  renderWithKit,
  walletListing,
} from '../../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const USER: ConnectedUser = {
  email: 'ada@example.com',
  address: ADDRESS,
  chainId: 1,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

/** Core's mock wallet whose connection carries an embedded-wallet user, as an AUTH connector's. */
function authLikeAdapter(user: ConnectedUser | null): AdapterDefinition {
  const mock = mockAdapter({ accounts: [ADDRESS], balance: '1' })
  return {
    namespace: 'eip155',
    create(context) {
      const adapter = mock.create(context)
      return Object.assign(Object.create(adapter), {
        connect: async (params: Parameters<typeof adapter.connect>[0]) => ({
          ...(await adapter.connect(params)),
          ...(user ? { user } : {}),
        }),
      })
    },
  }
}

async function openAccount(user: ConnectedUser | null = USER) {
  const clock = manualClock()
  const kit = createFixtureAppKit({
    adapter: authLikeAdapter(user),
    api: directoryApi(walletListing(2)),
    storage: (await import('@portico/core')).createMemoryStorage(),
    options: { clock, embeddedWallet: { frameUrl: 'https://wallet.portico.test/' } },
  })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  const frame = attachEmailFrame(kit)
  renderWithKit(kit)
  act(() => kit.open({ view: 'Account' }))
  await screen.findByRole('dialog')
  return { kit, frame, clock }
}

const views = (kit: { getSnapshot(): { router: { history: { view: string }[] } } }) =>
  kit.getSnapshot().router.history.map((entry) => entry.view)

describe('Account: the email of an embedded-wallet account', () => {
  it('shows user.email and an "Update email" entry', async () => {
    const { kit } = await openAccount()
    const region = await screen.findByRole('region', { name: 'Email' })
    expect(within(region).getByText('ada@example.com')).toBeTruthy()
    fireEvent.click(within(region).getByRole('button', { name: 'Update email' }))
    await waitFor(() => expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet']))

    // The first test of the file waits for the views' chunks to load (slow on loaded cores).
  }, 20_000)

  it('is not shown for a wallet account (no user)', async () => {
    await openAccount(null)
    await screen.findByRole('tab', { name: 'Tokens' })
    expect(screen.queryByRole('region', { name: 'Email' })).toBeNull()
  })
})

describe("Update email (SPEC §4), in the frame's card", () => {
  it('the modal waits while the frame takes the new address and both codes, then back to Account', async () => {
    const { kit, frame } = await openAccount()
    const region = await screen.findByRole('region', { name: 'Email' })
    fireEvent.click(within(region).getByRole('button', { name: 'Update email' }))
    expect(await screen.findByText('Continue in the secure wallet window')).toBeTruthy()
    await waitFor(() => expect(frame.received).toEqual([{ type: 'EMAIL_UPDATE', payload: {} }]))
    expect(document.querySelectorAll('[role="dialog"] input')).toHaveLength(0)
    frame.answer('EMAIL_UPDATE', () => ({ email: 'ada@new.example' }))
    await waitFor(() => expect(views(kit)).toEqual(['Account']))
  })

  it('Cancel in the frame goes back to Account', async () => {
    const { kit, frame } = await openAccount()
    frame.answer('EMAIL_UPDATE', () => {
      throw new FrameRefusal({ code: 'USER_REJECTED', message: 'User rejected the request' })
    })
    const region = await screen.findByRole('region', { name: 'Email' })
    fireEvent.click(within(region).getByRole('button', { name: 'Update email' }))
    await waitFor(() => expect(frame.received.map((r) => r.type)).toEqual(['EMAIL_UPDATE']))
    await waitFor(() => expect(views(kit)).toEqual(['Account']))
  })
})
