import { describe, expect, it, vi } from 'vitest'
import {
  AdapterRequiredError,
  ProjectIdRequiredError,
  SiweAndSiwxConflictError,
} from '../errors/app-kit-errors.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { alertForError } from '../rules/alert-rules.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import type { AppKitOptions } from './app-kit-types.js'
import { createAppKit } from './create-app-kit.js'
import { testKit } from './kit.test-helper.js'

describe('createAppKit options (SPEC §5)', () => {
  it('without a project id the kit starts, connects a wallet, and opening shows "Project ID Not Configured" once (SPEC §8)', async () => {
    for (const projectId of ['', '  ', undefined as unknown as string]) {
      const kit = testKit({ projectId, adapters: [mockAdapter({ accounts: [ALICE] })] })
      await kit.ready
      expect(kit.getSnapshot().alert).toBeUndefined()
      kit.open()
      expect(kit.getSnapshot().modal.open).toBe(true)
      expect(kit.getSnapshot().alert).toEqual({
        code: 'projectIdNotConfigured',
        shortMessage: 'Project ID Not Configured',
        longMessage: 'A project id is required.',
      })
      // The alert is the one the rules give for the typed error.
      expect(alertForError(new ProjectIdRequiredError())?.shortMessage).toBe(
        'Project ID Not Configured',
      )
      kit.dismissAlert()
      kit.close()
      kit.open()
      expect(kit.getSnapshot().alert).toBeUndefined()
      // What needs no project id still works: the wallet's own connection.
      await kit.connect({ connectorId: 'mock' })
      expect(kit.getAccount()?.address).toBe(ALICE)
    }
  })
  it('with a project id, opening shows no alert', () => {
    const kit = testKit()
    kit.open()
    expect(kit.getSnapshot().alert).toBeUndefined()
  })
  it('refuses siweConfig together with siwx: "Cannot set both `siweConfig` and `siwx` options"', () => {
    expect(() => testKit({ siweConfig: {}, siwx: {} as never })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(() => testKit({ siweConfig: {}, siwx: {} as never })).toThrow(SiweAndSiwxConflictError)
  })
  it('refuses a kit without adapters with AdapterRequiredError, before anything starts (README: where Portico differs)', () => {
    const written: string[] = []
    const storage = { ...createMemoryStorage(), setItem: (key: string) => void written.push(key) }
    const none = () =>
      createAppKit({ adapters: [], networks: [mainnet], projectId: 'test-project', storage })
    expect(none).toThrow(AdapterRequiredError)
    expect(none).toThrow('At least one chain adapter is required')
    // From plain JavaScript, a missing list is refused the same way.
    expect(() =>
      createAppKit({ networks: [mainnet], projectId: 'test-project', storage } as never),
    ).toThrow(AdapterRequiredError)
    expect(written).toEqual([])
  })
  it('needs at least one network', () => {
    expect(() => testKit({ networks: [] as unknown as AppKitOptions['networks'] })).toThrow(
      'Network not found',
    )
  })
  it('starts on the first requested network, not eip155:1 when that is listed later (README: where Portico differs)', () => {
    expect(testKit({ networks: [optimism, mainnet] }).getNetwork()?.caipNetworkId).toBe('eip155:10')
  })
  it('starts on the first network (eip155:1 here), dark theme (SPEC §2), modal closed', () => {
    const s = testKit().getSnapshot()
    expect(s.activeNetwork?.caipNetworkId).toBe('eip155:1')
    expect(s.themeMode).toBe('dark')
    expect(s.modal).toEqual({ open: false, loading: false, shake: false })
    expect(s.features.analytics).toBe(false)
  })
  it('defaultNetwork picks the start network', () => {
    expect(testKit({ defaultNetwork: optimism }).getNetwork()?.caipNetworkId).toBe('eip155:10')
  })
  it('passes storage, clock and its networks to adapter.setup, and lists the connectors', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.ready
    expect(kit.getSnapshot().connectors.map((c) => c.id)).toEqual(['mock'])
    expect(adapter.mock.state.chainId).toBe(1)
  })
})

describe('instances', () => {
  it('two instances in one test never share state', async () => {
    const a = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    const b = testKit({ adapters: [mockAdapter({ accounts: [BOB] })] })
    await Promise.all([a.ready, b.ready])
    await a.connect({ connectorId: 'mock' })
    a.open()
    a.setThemeMode('light')
    expect(a.getAccount()?.address).toBe(ALICE)
    expect(b.getAccount()?.address).toBeUndefined()
    expect(b.getSnapshot().modal.open).toBe(false)
    expect(b.getSnapshot().themeMode).toBe('dark')
    await b.connect({ connectorId: 'mock' })
    expect(a.getAccount()?.address).toBe(ALICE)
    expect(b.getAccount()?.address).toBe(BOB)
  })

  it('connectors are in the first snapshot; an unsubscribed listener hears nothing more', () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    expect(kit.getSnapshot().connectors.map((c) => c.id)).toEqual(['mock'])
    let calls = 0
    const off = kit.subscribe(() => calls++)
    kit.open()
    const heard = calls
    off()
    kit.close()
    expect(heard).toBeGreaterThan(0)
    expect(calls).toBe(heard)
  })

  it('destroy stops notifications and event listeners', async () => {
    const kit = testKit()
    let notified = 0
    let events = 0
    kit.subscribe(() => notified++)
    kit.watchEvents(() => events++)
    kit.destroy()
    kit.open()
    expect(notified).toBe(0)
    expect(events).toBe(0)
  })
})

describe('defaults', () => {
  it('in plain Node (no localStorage) the default storage is per-instance memory', async () => {
    expect('localStorage' in globalThis).toBe(false)
    const make = () =>
      createAppKit({
        adapters: [mockAdapter({ accounts: [ALICE] })],
        networks: [mainnet],
        projectId: 'p',
      })
    const a = make()
    await a.connect({ connectorId: 'mock' })
    const b = make()
    await b.ready
    expect(b.getConnectionStatus()).toBe('disconnected')
    a.destroy()
    b.destroy()
  })

  it('a storage that throws on every call never breaks the host (connect still works)', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage: broken })
    await kit.ready
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getConnectionStatus()).toBe('connected')
    await kit.disconnect()
    expect(kit.getConnectionStatus()).toBe('disconnected')
    // The failures are reported as warnings, not thrown.
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('without a data API, data calls fail with a typed error instead of crashing', async () => {
    const kit = testKit()
    await expect(kit.api.getSupportedChains()).rejects.toThrow('No data API configured')
  })
})

describe('restoring a saved connection (SPEC §4)', () => {
  it('a new instance over the same storage reconnects; status is connecting meanwhile', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.ready
    await first.connect({ connectorId: 'mock' })
    await first.switchNetwork(optimism)
    first.destroy()

    // The wallet is still on chain 10 after the "reload".
    const second = testKit({ adapters: [mockAdapter({ accounts: [ALICE], chainId: 10 })], storage })
    expect(second.getConnectionStatus('eip155')).toBe('connecting')
    expect(second.getAccount()?.status).toBe('connecting')
    await second.ready
    expect(second.getConnectionStatus('eip155')).toBe('connected')
    expect(second.getAccount()?.address).toBe(ALICE)
    expect(second.getNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(second.getSnapshot().recentWallets.map((w) => w.id)).toEqual(['mock'])
  })

  it('ends disconnected (and forgets the connector id) when the wallet no longer authorises us', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.ready
    await first.connect({ connectorId: 'mock' })
    first.destroy()

    const adapter = mockAdapter({ accounts: [ALICE], features: { reconnect: false } })
    const second = testKit({ adapters: [adapter], storage })
    expect(second.getConnectionStatus('eip155')).toBe('connecting')
    await second.ready
    expect(second.getConnectionStatus('eip155')).toBe('disconnected')
    expect(adapter.mock.state.reconnectCalls).toBe(1)

    const third = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    expect(third.getConnectionStatus('eip155')).toBe('disconnected')
  })

  it('without a saved connection nothing is restored', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    expect(kit.getConnectionStatus()).toBe('disconnected')
    await kit.ready
    expect(adapter.mock.state.reconnectCalls).toBe(0)
    expect(kit.getConnectionStatus()).toBe('disconnected')
  })

  it('a corrupted stored value is dropped, never thrown into the host', async () => {
    const storage = createMemoryStorage({
      '@portico/connected-namespaces': '{not json',
      '@portico/active-network-id': '{"v":1,"value":"eip155:<script>"}',
    })
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await kit.ready
    expect(kit.getConnectionStatus()).toBe('disconnected')
    expect(kit.getNetwork()).toBe(mainnet)
  })
})
