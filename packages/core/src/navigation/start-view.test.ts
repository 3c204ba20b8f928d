import { describe, expect, it } from 'vitest'
import { chooseStartView } from './start-view.js'

describe('start view when the modal opens (SPEC §2)', () => {
  it('1. a view passed by the caller wins', () => {
    expect(
      chooseStartView({
        requestedView: 'Networks',
        hasAdapters: true,
        address: '0x1',
        isMobile: false,
      }),
    ).toBe('Networks')
    expect(
      chooseStartView({
        requestedView: 'Connect',
        hasAdapters: false,
        address: undefined,
        isMobile: true,
      }),
    ).toBe('Connect')
  })
  it('2. no adapters and no address: AllWallets on mobile, otherwise the basic wallet-connection view', () => {
    expect(chooseStartView({ hasAdapters: false, address: undefined, isMobile: true })).toBe(
      'AllWallets',
    )
    expect(chooseStartView({ hasAdapters: false, address: undefined, isMobile: false })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })
  it('3. Account if an address is connected', () => {
    expect(chooseStartView({ hasAdapters: true, address: '0x1', isMobile: false })).toBe('Account')
    expect(chooseStartView({ hasAdapters: false, address: '0x1', isMobile: true })).toBe('Account')
  })
  it('4. otherwise Connect', () => {
    expect(chooseStartView({ hasAdapters: true, address: undefined, isMobile: true })).toBe(
      'Connect',
    )
  })
})
