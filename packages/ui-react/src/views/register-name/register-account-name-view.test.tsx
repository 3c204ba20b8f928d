import { type DataApi, viewParamsOf } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerNameMessages } from '../../i18n/en/register-name.js'
import { createFamiliesKit } from '../../test-utils/families-kit.js'
import { manualClock } from '../../test-utils/manual-clock.js'
import { createWalletTestKit, renderView } from '../wallet-test-kit.js'
import RegisterAccountNameSuccessView from './register-account-name-success-view.js'
import RegisterAccountNameView from './register-account-name-view.js'

const NAME_RULE_TEXT = registerNameMessages.en.nameRule

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

const API_URL = 'http://127.0.0.1:8787'
const TAKEN = new Set(['bob-1.portico.test'])

/** A name service's suggestions: the exact name (taken or not), then two free variants. */
const nameSuggestions: DataApi['nameSuggestions'] = async (label) => [
  { name: `${label}.portico.test`, registered: TAKEN.has(`${label}.portico.test`) },
  { name: `${label}-app.portico.test`, registered: false },
  { name: `${label}-xyz.portico.test`, registered: false },
]

async function setup(apiOverrides: Partial<DataApi> = {}, failing: (keyof DataApi)[] = []) {
  const clock = manualClock()
  const test = await createWalletTestKit({
    options: { apiUrl: API_URL, clock },
    apiOverrides: { nameSuggestions, ...apiOverrides },
    failing,
  })
  test.kit.open({ view: 'Account' })
  test.kit.push('RegisterAccountName')
  renderView(test.kit, <RegisterAccountNameView />)
  const suggestionCalls = () =>
    test.api.fixture.record.calls.filter((call) => call.method === 'nameSuggestions')
  return { ...test, clock, suggestionCalls }
}

const field = () => screen.getByLabelText('Name') as HTMLInputElement
const type = (value: string) => fireEvent.change(field(), { target: { value } })
const register = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement

describe('RegisterAccountName (SPEC §4, §5)', () => {
  it('asks for suggestions once typing pauses (500 ms on the kit clock), for the last text', async () => {
    const calls: string[] = []
    const { clock } = await setup({
      nameSuggestions: (label) => {
        calls.push(label)
        return nameSuggestions(label)
      },
    })
    type('alice')
    act(() => clock.advance(300))
    type('alice-1')
    act(() => clock.advance(499))
    expect(calls).toEqual([])
    expect(screen.getByText('Checking availability…')).toBeTruthy()
    act(() => clock.advance(1))
    expect(calls).toEqual(['alice-1'])
    expect(await screen.findByText('alice-1.portico.test is available')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Suggested names' })
    expect(list.textContent).toBe('alice-1-appalice-1-xyz')
    expect(register().disabled).toBe(false)
  })

  it('refuses a name the rule forbids with its text, and asks the service nothing', async () => {
    const { clock, suggestionCalls } = await setup()
    type('al ice')
    expect(screen.getByText(NAME_RULE_TEXT)).toBeTruthy()
    expect(register().disabled).toBe(true)
    type('abc')
    // Too short is said once the field is left (it may still grow).
    expect(screen.queryByText(NAME_RULE_TEXT)).toBeNull()
    fireEvent.blur(field())
    expect(screen.getByText(NAME_RULE_TEXT)).toBeTruthy()
    act(() => clock.advance(1000))
    expect(suggestionCalls()).toEqual([])
    expect(register().disabled).toBe(true)
  })

  it('a taken name is said and cannot be registered; a suggestion fills the field', async () => {
    const { clock } = await setup()
    type('bob-1')
    act(() => clock.advance(500))
    expect(await screen.findByText('bob-1.portico.test is already taken')).toBeTruthy()
    expect(register().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'bob-1-app' }))
    expect(field().value).toBe('bob-1-app')
    act(() => clock.advance(500))
    expect(await screen.findByText('bob-1-app.portico.test is available')).toBeTruthy()
  })

  it('a failing suggestions call shows the spec text', async () => {
    const { clock } = await setup({
      nameSuggestions: () => Promise.reject(new Error('HTTP status code: 500')),
    })
    type('alice-1')
    act(() => clock.advance(500))
    expect(await screen.findByText('Error fetching name suggestions')).toBeTruthy()
  })

  it('Register signs with the wallet and registers: the success view shows the name', async () => {
    const { kit, adapter, clock } = await setup()
    type('alice-1')
    act(() => clock.advance(500))
    await screen.findByText('alice-1.portico.test is available')
    fireEvent.click(register())
    await waitFor(() => expect(kit.getAccount()?.profileName).toBe('alice-1.portico.test'))
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountNameSuccess')
    const [signed] = adapter.mock.state.signedMessages
    expect(JSON.parse(signed?.message ?? '{}')).toMatchObject({ name: 'alice-1' })
    cleanup()
    renderView(kit, <RegisterAccountNameSuccessView />)
    expect(screen.getByText('alice-1.portico.test')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    // Back past the form: the history is the Account view alone again.
    expect(kit.getSnapshot().router.history.map((entry) => entry.view)).toEqual(['Account'])
  })

  it('a failed registration comes back here with "Error registering name {name}" and the name', async () => {
    const { kit, clock } = await setup({}, ['registerName'])
    type('alice-1')
    act(() => clock.advance(500))
    await screen.findByText('alice-1.portico.test is available')
    fireEvent.click(register())
    await waitFor(() =>
      expect(viewParamsOf(kit.getSnapshot().router, 'RegisterAccountName')?.error).toBeDefined(),
    )
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountName')
    // The view core returns to (a new one in the modal) keeps the name and says what failed.
    cleanup()
    renderView(kit, <RegisterAccountNameView />)
    expect(field().value).toBe('alice-1')
    expect(screen.getByRole('alert').textContent).toBe(
      'Error registering name alice-1fixture failure',
    )
    type('alice-2')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('names are for EVM accounts only (SPEC §9): a Solana account gets no form', async () => {
    const { kit } = await createFamiliesKit({ families: ['solana'], connect: ['solana'] })
    renderView(kit, <RegisterAccountNameView />)
    expect(screen.getByText('Names can be registered for EVM accounts only.')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
