import type { AdapterDefinition, ConnectedUser } from '@portico/core'
import { mockAdapter } from '@portico/core/testing'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
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

// The views' code arrives by dynamic import (their own chunks): on 2 loaded cores that can take
// longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 })

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
  })

  it('is not shown for a wallet account (no user)', async () => {
    await openAccount(null)
    await screen.findByRole('tab', { name: 'Tokens' })
    expect(screen.queryByRole('region', { name: 'Email' })).toBeNull()
  })
})

describe('Update email (SPEC §4: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP)', () => {
  it('new address, code to the old address, code to the new one, then back to Account', async () => {
    const { kit, frame } = await openAccount()
    frame.answer('UPDATE_EMAIL', () => ({ action: 'VERIFY_PRIMARY_OTP' }))
    frame.answer('UPDATE_EMAIL_PRIMARY_OTP', () => ({ action: 'VERIFY_SECONDARY_OTP' }))
    frame.answer('UPDATE_EMAIL_SECONDARY_OTP', ({ otp }) => {
      if (otp !== '222222') throw new FrameRefusal({ code: 'OTP_INVALID', message: 'no' })
      return { email: 'ada@new.example' }
    })
    act(() => kit.push('UpdateEmailWallet'))
    expect(await screen.findByRole('heading', { name: 'Edit email' })).toBeTruthy()
    expect(screen.getByText('Current email: ada@example.com')).toBeTruthy()
    const field = screen.getByLabelText('New email') as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(field))

    // Checked before the frame is asked: not an address, the same address.
    fireEvent.change(field, { target: { value: 'ada@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    fireEvent.change(field, { target: { value: 'ADA@example.com' } })
    fireEvent.submit(field.form as HTMLFormElement)
    expect(screen.getByText('This is already your email')).toBeTruthy()
    expect(frame.received).toEqual([])

    fireEvent.change(field, { target: { value: 'ada@new.example' } })
    fireEvent.submit(field.form as HTMLFormElement)
    expect(await screen.findByRole('heading', { name: 'Confirm current email' })).toBeTruthy()
    expect(
      screen.getByText('Enter the code we sent to your current email ada@example.com'),
    ).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '111111' } })

    expect(await screen.findByRole('heading', { name: 'Confirm new email' })).toBeTruthy()
    expect(
      screen.getByText('Enter the code we sent to your new email ada@new.example'),
    ).toBeTruthy()
    const code = screen.getByLabelText('Code') as HTMLInputElement
    fireEvent.change(code, { target: { value: '999999' } })
    expect(await screen.findByText('Invalid code')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(code))
    fireEvent.change(code, { target: { value: '222222' } })
    await waitFor(() => expect(views(kit)).toEqual(['Account']))
    expect(frame.received).toEqual([
      { type: 'UPDATE_EMAIL', payload: { email: 'ada@new.example' } },
      { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '999999' } },
      { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
  })

  it("the server's refusal of the new address shows in the view (this email is already in use)", async () => {
    const { kit, frame } = await openAccount()
    frame.answer('UPDATE_EMAIL', () => {
      throw new FrameRefusal({ code: 'EMAIL_TAKEN', message: 'taken' })
    })
    act(() => kit.push('UpdateEmailWallet'))
    const field = (await screen.findByLabelText('New email')) as HTMLInputElement
    fireEvent.change(field, { target: { value: 'bob@example.com' } })
    fireEvent.submit(field.form as HTMLFormElement)
    expect(field.disabled).toBe(true)
    expect(await screen.findByText('This email is already in use')).toBeTruthy()
    expect(views(kit)).toEqual(['Account', 'UpdateEmailWallet'])
  })
})
