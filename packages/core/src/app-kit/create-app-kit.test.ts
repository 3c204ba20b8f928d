import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectIdRequiredError, SiweAndSiwxConflictError } from '../errors/app-kit-errors.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { ALICE, BOB, testMainnet, testOptimism } from '../testing/fixture-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import type { AppKit, AppKitOptions } from './app-kit-types.js'
import { createAppKit } from './create-app-kit.js'

const kits: AppKit[] = []
function kit(overrides: Partial<AppKitOptions> = {}) {
  const instance = createAppKit({
    adapters: [],
    networks: [testMainnet, testOptimism],
    projectId: 'test-project',
    storage: createMemoryStorage(),
    ...overrides,
  })
  kits.push(instance)
  return instance
}
afterEach(() => {
  for (const k of kits.splice(0)) k.destroy()
  vi.useRealTimers()
})

describe('createAppKit options (SPEC §5)', () => {
  it('requires a project id', () => {
    expect(() => kit({ projectId: '' })).toThrow(ProjectIdRequiredError)
  })
  it('refuses siweConfig together with siwx: "Cannot set both `siweConfig` and `siwx` options"', () => {
    expect(() => kit({ siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(() => kit({ siweConfig: {}, siwx: {} })).toThrow(SiweAndSiwxConflictError)
  })
  it('needs at least one network', () => {
    expect(() => kit({ networks: [] as unknown as AppKitOptions['networks'] })).toThrow(
      'Network not found',
    )
  })
  it('starts on the first network, dark theme, modal closed (SPEC §2, §9 default chain)', () => {
    const s = kit().getSnapshot()
    expect(s.activeNetwork?.caipNetworkId).toBe('eip155:1')
    expect(s.themeMode).toBe('dark')
    expect(s.modal).toEqual({ open: false, loading: false, shake: false })
  })
})

describe('connect', () => {
  it('connects through the adapter, stores connector id and recent wallet, sets account type', async () => {
    const adapter = mockAdapter({ accounts: [ALICE, BOB], balance: '1.5' })
    const k = kit({ adapters: [adapter] })
    await k.ready
    await k.connect({ connectorId: 'mock' })
    const account = k.getAccount()
    expect(account?.address).toBe(ALICE)
    expect(account?.caipAddress).toBe(`eip155:1:${ALICE}`)
    expect(account?.status).toBe('connected')
    expect(account?.balance).toBe('1.5')
    expect(account?.balanceSymbol).toBe('ETH')
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(k.getConnectionStatus('eip155')).toBe('connected')
    expect(k.getSnapshot().recentWallets).toEqual([{ id: 'mock', name: 'Mock Wallet' }])
  })

  it('two instances never share state', async () => {
    const a = kit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    const b = kit({ adapters: [mockAdapter({ accounts: [BOB] })] })
    await Promise.all([a.ready, b.ready])
    await a.connect({ connectorId: 'mock' })
    a.open()
    expect(a.getAccount()?.address).toBe(ALICE)
    expect(b.getAccount()?.address).toBeUndefined()
    expect(b.getSnapshot().modal.open).toBe(false)
    await b.connect({ connectorId: 'mock' })
    expect(a.getAccount()?.address).toBe(ALICE)
    expect(b.getAccount()?.address).toBe(BOB)
  })

  it('restores a saved connection with a new instance over the same storage (connecting meanwhile)', async () => {
    const storage = createMemoryStorage()
    const first = kit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.ready
    await first.connect({ connectorId: 'mock' })
    await first.switchNetwork(testOptimism)
    first.destroy()

    const second = kit({ adapters: [mockAdapter({ accounts: [ALICE], chainId: 10 })], storage })
    expect(second.getConnectionStatus('eip155')).toBe('connecting')
    expect(second.getAccount()?.status).toBe('connecting')
    await second.ready
    expect(second.getConnectionStatus('eip155')).toBe('connected')
    expect(second.getAccount()?.address).toBe(ALICE)
    expect(second.getNetwork()?.caipNetworkId).toBe('eip155:10')
  })
})
