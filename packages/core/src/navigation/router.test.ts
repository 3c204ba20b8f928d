import { describe, expect, it } from 'vitest'
import { backClosesModal, routerAt, routerBack, routerPush, routerReplace } from './router.js'

describe('router', () => {
  it('push adds an entry; replace swaps the current one', () => {
    const pushed = routerPush(routerAt('Connect'), 'ConnectingWalletConnect', { walletId: 'w' })
    expect(pushed.view).toBe('ConnectingWalletConnect')
    expect(pushed.data).toEqual({ walletId: 'w' })
    expect(pushed.history.map((e) => e.view)).toEqual(['Connect', 'ConnectingWalletConnect'])
    const replaced = routerReplace(pushed, 'ConnectingExternal', { connectorId: 'mock' })
    expect(replaced.history.map((e) => e.view)).toEqual(['Connect', 'ConnectingExternal'])
    expect(replaced.data).toEqual({ connectorId: 'mock' })
  })

  it('SPEC §2 Back goes to the previous view', () => {
    const router = routerPush(routerPush(routerAt('Connect'), 'AllWallets'), 'ConnectingExternal', {
      connectorId: 'mock',
    })
    const back = routerBack(router)
    expect(back).not.toBe('close')
    expect(back !== 'close' && back.view).toBe('AllWallets')
    expect(back !== 'close' && back.history.map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
    expect(back !== 'close' && back.data).toBeUndefined()
  })

  it('SPEC §2 Back closes the modal when the history holds one entry', () => {
    expect(backClosesModal([{ view: 'Account' }])).toBe(true)
    expect(routerBack(routerAt('Account'))).toBe('close')
  })

  it('SPEC §2 Back closes the modal when the history includes UnsupportedChain', () => {
    const router = routerPush(routerPush(routerAt('Account'), 'UnsupportedChain'), 'Networks')
    expect(backClosesModal(router.history)).toBe(true)
    expect(routerBack(router)).toBe('close')
  })
})
