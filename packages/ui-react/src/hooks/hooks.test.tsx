import type { AppKitEvent } from '@portico/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { ADDRESS, createTestKit, optimismFixture } from '../test-utils/test-kit.js'
import { useAppKit } from './use-app-kit.js'
import { useAppKitAccount } from './use-app-kit-account.js'
import { useAppKitEvents } from './use-app-kit-events.js'
import { useAppKitNetwork } from './use-app-kit-network.js'
import { useAppKitProvider } from './use-app-kit-provider.js'
import { useAppKitState } from './use-app-kit-state.js'
import { useAppKitTheme } from './use-app-kit-theme.js'
import { useDisconnect } from './use-disconnect.js'
import { useWalletInfo } from './use-wallet-info.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

async function setup() {
  const t = createTestKit()
  await t.kit.ready
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider instance={t.kit}>{children}</AppKitProvider>
  )
  return { ...t, wrapper }
}

describe('hooks', () => {
  it('throw a clear error outside <AppKitProvider>', () => {
    expect(() => renderHook(() => useAppKit())).toThrow(
      'Portico hooks must be used inside <AppKitProvider>',
    )
  })

  it('useAppKit opens at a view and closes', async () => {
    const { kit, wrapper } = await setup()
    const { result } = renderHook(() => useAppKit(), { wrapper })
    act(() => result.current.open({ view: 'AllWallets' }))
    expect(kit.getSnapshot().router.view).toBe('AllWallets')
    act(() => result.current.close())
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('useAppKitAccount follows connection and disconnection (useDisconnect)', async () => {
    const { kit, wrapper } = await setup()
    const { result } = renderHook(
      () => ({ account: useAppKitAccount({ namespace: 'eip155' }), disconnect: useDisconnect() }),
      { wrapper },
    )
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    await act(() => kit.connect({ connectorId: 'mock' }))
    expect(result.current.account).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
    })
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
  })

  it('useAppKitNetwork reads and switches the network', async () => {
    const { kit, wrapper } = await setup()
    await kit.connect({ connectorId: 'mock' })
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper })
    expect(result.current).toMatchObject({ chainId: 1, caipNetworkId: 'eip155:1' })
    await act(() => result.current.switchNetwork(optimismFixture))
    expect(result.current).toMatchObject({ chainId: 10, caipNetworkId: 'eip155:10' })
  })

  it('useAppKitState mirrors the modal', async () => {
    const { kit, wrapper } = await setup()
    const { result } = renderHook(() => useAppKitState(), { wrapper })
    expect(result.current).toMatchObject({
      open: false,
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:1',
    })
    act(() => kit.open())
    expect(result.current).toMatchObject({ open: true, view: 'Connect' })
  })

  it('useAppKitEvents gives the latest event', async () => {
    const { kit, wrapper } = await setup()
    const { result } = renderHook(() => useAppKitEvents(), { wrapper })
    act(() => kit.open())
    await waitFor(() => expect((result.current as AppKitEvent).data.event).toBe('MODAL_OPEN'))
  })

  it('useWalletInfo and useAppKitProvider describe the connected wallet', async () => {
    const { kit, wrapper } = await setup()
    const { result } = renderHook(
      () => ({ info: useWalletInfo(), provider: useAppKitProvider('eip155') }),
      { wrapper },
    )
    expect(result.current.info.walletInfo).toBeUndefined()
    expect(result.current.provider.walletProvider).toBeUndefined()
    await act(() => kit.connect({ connectorId: 'mock' }))
    expect(result.current.info.walletInfo?.name).toBe('Mock Wallet')
    expect(result.current.provider.walletProvider).toEqual({ request: expect.any(Function) })
  })

  it('useAppKitTheme reads and sets mode and variables', async () => {
    const { kit, wrapper } = await setup()
    const { result } = renderHook(() => useAppKitTheme(), { wrapper })
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    act(() => result.current.setThemeVariables({ accent: '#123456' }))
    expect(result.current.themeMode).toBe('light')
    expect(kit.getSnapshot().themeVariables).toMatchObject({ accent: '#123456' })
  })
})
