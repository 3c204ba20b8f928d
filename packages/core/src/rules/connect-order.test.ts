import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { connectMethodOrder, isInstalledWalletConnector, sortConnectors } from './connect-order.js'

describe('SPEC §2 connect-method order', () => {
  it('default is email, social, wallet', () => {
    expect(connectMethodOrder({ installedWalletVisible: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
  it('wallet, email, social when an installed injected or announced wallet is visible', () => {
    expect(connectMethodOrder({ installedWalletVisible: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })
  it('disabled methods are left out', () => {
    expect(connectMethodOrder({ installedWalletVisible: false, email: false })).toEqual([
      'social',
      'wallet',
    ])
    expect(connectMethodOrder({ installedWalletVisible: true, socials: false })).toEqual([
      'wallet',
      'email',
    ])
  })
  it('installed injected or announced connectors count as visible wallets', () => {
    const base = { id: 'x', name: 'X', chain: 'eip155' } as const
    expect(isInstalledWalletConnector({ ...base, type: 'ANNOUNCED' })).toBe(true)
    expect(isInstalledWalletConnector({ ...base, type: 'INJECTED', installed: false })).toBe(false)
    expect(isInstalledWalletConnector({ ...base, type: 'WALLET_CONNECT' })).toBe(false)
  })
})

describe('SPEC §2 connector order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
  const c = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
    id,
    name: id,
    type,
    chain: 'eip155',
    ...extra,
  })

  it('sorts each group in the spec order', () => {
    const connectors = [
      c('ledger', 'EXTERNAL'),
      c('rainbow', 'EXTERNAL', { explorerId: 'rainbow-id' }),
      c('auth', 'AUTH'),
      c('custom-wallet', 'EXTERNAL'),
      c('metamask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }),
      c('phantom', 'INJECTED'),
      c('walletConnect', 'WALLET_CONNECT'),
      c('coinbase', 'EXTERNAL'),
      c('zerion', 'EXTERNAL'),
    ]
    const sorted = sortConnectors(connectors, {
      recentIds: ['zerion', 'io.metamask'],
      featuredIds: ['coinbase', 'rainbow-id'],
      customIds: ['custom-wallet'],
    })
    expect(sorted.map((x) => x.id)).toEqual([
      'walletConnect',
      'zerion',
      'metamask',
      'phantom',
      'coinbase',
      'rainbow',
      'custom-wallet',
      'ledger',
      'auth',
    ])
  })

  it('does not mutate its input and keeps input order within a group', () => {
    const input = [c('b', 'INJECTED'), c('a', 'INJECTED'), c('wc', 'WALLET_CONNECT')]
    const sorted = sortConnectors(input)
    expect(sorted.map((x) => x.id)).toEqual(['wc', 'b', 'a'])
    expect(input.map((x) => x.id)).toEqual(['b', 'a', 'wc'])
  })
})
