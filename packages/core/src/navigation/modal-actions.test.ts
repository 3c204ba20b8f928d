import { describe, expect, it, vi } from 'vitest'
import { flush, recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

describe('open: start view (SPEC §2)', () => {
  it('a view passed by the caller wins', () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    kit.open({ view: 'Networks' })
    expect(kit.getSnapshot().router.view).toBe('Networks')
    expect(kit.getSnapshot().modal.open).toBe(true)
  })
  it('without a connected address, Connect on desktop and on a phone (no kit lacks adapters, so SPEC §2 rule 2 never applies)', () => {
    const desktop = testKit({
      adapters: [mockAdapter({ accounts: [ALICE] })],
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/123.0',
    })
    desktop.open()
    expect(desktop.getSnapshot().router.view).toBe('Connect')
    const mobile = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], userAgent: IPHONE })
    mobile.open()
    expect(mobile.getSnapshot().router.view).toBe('Connect')
  })
  it('Account when connected, otherwise Connect', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    kit.open()
    expect(kit.getSnapshot().router.view).toBe('Connect')
    kit.close()
    await kit.connect({ connectorId: 'mock' })
    kit.open()
    expect(kit.getSnapshot().router.view).toBe('Account')
  })
  it('emits MODAL_OPEN and MODAL_CLOSE', () => {
    const kit = testKit()
    const events = recordEvents(kit)
    kit.open()
    kit.close()
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})

describe('navigation through the instance (SPEC §2)', () => {
  it('Back goes to the previous view, and closes with one entry left', () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    kit.open()
    kit.push('AllWallets')
    kit.push('ConnectingExternal', { connectorId: 'mock' })
    expect(kit.getSnapshot().router.data).toEqual({ connectorId: 'mock' })
    kit.goBack()
    expect(kit.getSnapshot().router.view).toBe('AllWallets')
    kit.goBack()
    expect(kit.getSnapshot().router.view).toBe('Connect')
    kit.goBack()
    expect(kit.getSnapshot().modal.open).toBe(false)
  })
  it('Back closes when the history includes UnsupportedChain', () => {
    const kit = testKit()
    kit.open({ view: 'UnsupportedChain' })
    kit.push('Networks')
    kit.goBack()
    expect(kit.getSnapshot().modal.open).toBe(false)
  })
  it('replace swaps the current view', () => {
    const kit = testKit()
    kit.open({ view: 'Connect' })
    kit.push('AllWallets')
    kit.replace('ConnectingWalletConnect')
    expect(kit.getSnapshot().router.history.map((e) => e.view)).toEqual([
      'Connect',
      'ConnectingWalletConnect',
    ])
  })
  it('closing in embedded mode goes to Account if connected, else Connect', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], enableEmbedded: true })
    kit.open({ view: 'Networks' })
    kit.close()
    expect(kit.getSnapshot().router.view).toBe('Connect')
    await kit.connect({ connectorId: 'mock' })
    kit.push('Networks')
    kit.close()
    expect(kit.getSnapshot().router.view).toBe('Account')
  })
})

describe('modal flags (SPEC §4/§9)', () => {
  it('the shake flag lasts 500 ms', () => {
    vi.useFakeTimers()
    const kit = testKit()
    kit.shake()
    expect(kit.getSnapshot().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(kit.getSnapshot().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.getSnapshot().modal.shake).toBe(false)
  })
  it('watchState reports open/close', async () => {
    const kit = testKit()
    const seen: boolean[] = []
    kit.watchState((state) => seen.push(state.open))
    kit.open()
    kit.open({ view: 'Networks' }) // still open: no change reported
    kit.close()
    await flush()
    expect(seen).toEqual([true, false])
    expect(kit.getState()).toEqual({
      open: false,
      loading: false,
      activeNamespace: 'eip155',
      selectedNetworkId: 'eip155:1',
    })
  })
})

describe('toasts through the instance (SPEC §4/§9)', () => {
  it('one at a time: the next shows 150 ms after the open one closes', () => {
    vi.useFakeTimers()
    const kit = testKit()
    kit.showToast({ message: 'one', variant: 'success' })
    kit.showToast({ message: 'two', variant: 'error' })
    expect(kit.getSnapshot().toast).toBeUndefined()
    vi.advanceTimersByTime(150)
    expect(kit.getSnapshot().toast?.message).toBe('two')
    kit.dismissToast()
    expect(kit.getSnapshot().toast).toBeUndefined()
  })
})

describe('theme (SPEC §2)', () => {
  it('theme mode is light or dark; variables merge', () => {
    const kit = testKit({ themeVariables: { '--portico-accent': '#00f' } })
    kit.setThemeMode('light')
    kit.setThemeVariables({ '--portico-radius': '8px' })
    expect(kit.getSnapshot().themeMode).toBe('light')
    expect(kit.getSnapshot().themeVariables).toEqual({
      '--portico-accent': '#00f',
      '--portico-radius': '8px',
    })
  })
})

describe('Farcaster view (SPEC §4)', () => {
  it('Back without an address clears the Farcaster URL and reloads the auth connector after 100 ms', () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({
      accounts: [ALICE],
      connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    })
    const kit = testKit({ adapters: [adapter] })
    kit.open()
    kit.setFarcasterUrl('https://farcaster.example/sign-in?token=1')
    kit.push('ConnectingFarcaster')
    kit.goBack()
    expect(kit.getAccount()?.farcasterUrl).toBeUndefined()
    expect(kit.getSnapshot().router.view).toBe('Connect')
    vi.advanceTimersByTime(99)
    expect(adapter.mock.state.reloadAuthCalls).toBe(0)
    vi.advanceTimersByTime(1)
    expect(adapter.mock.state.reloadAuthCalls).toBe(1)
  })

  it('Back with an address keeps the URL and does not reload', async () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({
      accounts: [ALICE],
      connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'auth' })
    kit.setFarcasterUrl('https://farcaster.example/x')
    kit.open()
    kit.push('ConnectingFarcaster')
    kit.goBack()
    vi.advanceTimersByTime(1_000)
    expect(kit.getAccount()?.farcasterUrl).toBe('https://farcaster.example/x')
    expect(adapter.mock.state.reloadAuthCalls).toBe(0)
  })
})

describe('loading flag and account type', () => {
  it('setLoading sets the modal loading flag (SPEC §4)', () => {
    const kit = testKit()
    kit.setLoading(true)
    expect(kit.getSnapshot().modal.loading).toBe(true)
    expect(kit.getState().loading).toBe(true)
  })
  it('the user may switch the preferred account type (SPEC §6)', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    kit.setPreferredAccountType('eoa')
    expect(kit.getAccount()?.preferredAccountType).toBe('eoa')
  })
})

describe('one notification per action', () => {
  it('open and close each reach subscribers as one change (router and modal together)', () => {
    const kit = testKit()
    const seen: { open: boolean; view: string }[] = []
    kit.subscribe(() => {
      const s = kit.getSnapshot()
      seen.push({ open: s.modal.open, view: s.router.view })
    })
    kit.open({ view: 'Networks' })
    kit.close()
    expect(seen).toEqual([
      { open: true, view: 'Networks' },
      { open: false, view: 'Networks' },
    ])
  })
})

describe('alerts (SPEC §8)', () => {
  it('an alert shows once per instance and can be dismissed', () => {
    const kit = testKit()
    const alert = {
      shortMessage: 'Invalid App Configuration',
      longMessage: 'The origin is not on the allowlist of this project id.',
    }
    kit.showAlert(alert)
    expect(kit.getSnapshot().alert).toEqual(alert)
    kit.dismissAlert()
    kit.showAlert(alert)
    expect(kit.getSnapshot().alert).toBeUndefined()
  })
})

describe('account tabs (SPEC §2: Tokens, NFTs, Activity)', () => {
  it('setAccountTab keeps 0–2 and ignores anything else', () => {
    const kit = testKit()
    kit.setAccountTab(2)
    expect(kit.getAccount()?.currentTab).toBe(2)
    kit.setAccountTab(3)
    kit.setAccountTab(-1)
    kit.setAccountTab(1.5)
    expect(kit.getAccount()?.currentTab).toBe(2)
  })
})
