import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import type { ChainNamespace } from '../types/chain.js'
import { initialKitState } from './initial-kit-state.js'

const options = (overrides: Partial<AppKitOptions> = {}): AppKitOptions => ({
  adapters: [],
  networks: [mainnet, optimism, solana],
  projectId: 'test',
  ...overrides,
})

describe('initialKitState', () => {
  it('one disconnected entry per namespace; the start network active in its namespace', () => {
    const s = initialKitState({
      options: options(),
      adapters: new Map(),
      active: optimism,
      recentWallets: [],
      connectors: [],
    })
    expect(s.activeNamespace).toBe('eip155')
    expect(s.connection).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(s.networks.eip155?.caipNetwork).toBe(optimism)
    expect(s.networks.eip155?.requestedCaipNetworks).toEqual([mainnet, optimism])
    expect(s.networks.solana?.caipNetwork).toBe(solana)
    expect(s.accounts.solana?.status).toBe('disconnected')
  })
  it('every network counts as approved until a wallet says otherwise', () => {
    const s = initialKitState({
      options: options(),
      adapters: new Map(),
      active: mainnet,
      recentWallets: [],
      connectors: [],
    })
    expect(s.networks.eip155).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      unsupported: false,
    })
  })
  it('modal closed on Connect, dark theme by default, the stored recent wallets', () => {
    const recent = [{ id: 'mock', name: 'Mock' }]
    const s = initialKitState({
      options: options({ themeMode: 'light' }),
      adapters: new Map(),
      active: mainnet,
      recentWallets: recent,
      connectors: [],
    })
    expect(s.modal).toEqual({ open: false, loading: false, shake: false })
    expect(s.router.view).toBe('Connect')
    expect(s.themeMode).toBe('light')
    expect(s.recentWallets).toBe(recent)
    expect(
      initialKitState({
        options: options(),
        adapters: new Map(),
        active: mainnet,
        recentWallets: [],
        connectors: [],
      }).themeMode,
    ).toBe('dark')
  })
  it('namespaces with an adapter but no network still get an entry', () => {
    const adapters = new Map<ChainNamespace, ChainAdapter>([['bip122', {} as ChainAdapter]])
    const s = initialKitState({
      options: options({ networks: [mainnet] }),
      adapters: new Map([...adapters].map(([k, v]) => [k, { ...v, getConnectors: () => [] }])),
      active: mainnet,
      recentWallets: [],
      connectors: [],
    })
    expect(Object.keys(s.connection)).toEqual(['eip155', 'bip122'])
  })
})
