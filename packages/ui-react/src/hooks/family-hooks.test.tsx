import { solana } from '@portico/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { createFamiliesKit, SOL_ADDRESS } from '../test-utils/families-kit.js'
import { ADDRESS } from '../test-utils/test-kit.js'
import { useAppKitAccount } from './use-app-kit-account.js'
import { useAppKitNetwork } from './use-app-kit-network.js'
import { useDisconnect } from './use-disconnect.js'
import { useWalletInfo } from './use-wallet-info.js'

afterEach(() => cleanup())

describe('hooks per family (namespace option)', () => {
  it('read one family while another is active, and disconnect one family only', async () => {
    const { kit } = await createFamiliesKit({
      families: ['eip155', 'solana'],
      connect: ['solana', 'eip155'],
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppKitProvider instance={kit}>{children}</AppKitProvider>
    )
    const { result } = renderHook(
      () => ({
        solana: useAppKitAccount({ namespace: 'solana' }),
        active: useAppKitAccount(),
        solanaNetwork: useAppKitNetwork({ namespace: 'solana' }),
        activeNetwork: useAppKitNetwork(),
        wallet: useWalletInfo({ namespace: 'solana' }),
        disconnectSolana: useDisconnect({ namespace: 'solana' }),
      }),
      { wrapper },
    )
    expect(result.current.active.address).toBe(ADDRESS)
    expect(result.current.solana).toMatchObject({ address: SOL_ADDRESS, isConnected: true })
    expect(result.current.solanaNetwork).toMatchObject({
      caipNetworkId: solana.caipNetworkId,
      isActive: false,
    })
    expect(result.current.activeNetwork.isActive).toBe(true)
    expect(result.current.wallet.walletInfo?.name).toBe('Mock Wallet')

    await act(() => result.current.solanaNetwork.switchNetwork(solana))
    expect(result.current.active.address).toBe(SOL_ADDRESS)
    expect(result.current.solanaNetwork.isActive).toBe(true)

    await act(() => result.current.disconnectSolana.disconnect())
    await waitFor(() => expect(result.current.solana.isConnected).toBe(false))
    // EVM stays connected and takes over.
    expect(result.current.active.address).toBe(ADDRESS)
    await kit.destroy()
  })
})
