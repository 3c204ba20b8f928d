import { describe, expect, it, vi } from 'vitest'
import { initialExternalConnectState } from '../connection/external-connect-state.js'
import { initialNameSuggestionsState } from '../data/name-suggestions-state.js'
import { mainnet } from '../networks/evm-networks.js'
import { emptyAccountState } from './account-state.js'
import { initialEmailFrameState } from './email-frame-state.js'
import { initialFarcasterLoginState } from './farcaster-login-state.js'
import { defaultFeatures } from './features.js'
import { createKitState, type KitStateShape } from './kit-state.js'
import { initialPairingFlowState } from './pairing-flow.js'
import { emptySendDraft } from './send-draft.js'
import { initialSignInState } from './sign-in.js'
import { initialTokenBalancesState } from './token-balances.js'
import { initialTransactionsState } from './transactions.js'
import { initialWalletDirectoryState } from './wallet-directory.js'

function initial(): KitStateShape {
  return {
    activeNamespace: 'eip155',
    accounts: { eip155: emptyAccountState() },
    networks: {
      eip155: {
        caipNetwork: mainnet,
        requestedCaipNetworks: [mainnet],
        approvedCaipNetworkIds: [],
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: [],
        unsupported: false,
      },
    },
    connection: { eip155: 'disconnected' },
    connectors: [],
    recentWallets: [],
    modal: { open: false, loading: false, shake: false },
    router: { view: 'Connect', history: [{ view: 'Connect' }], data: undefined },
    toast: undefined,
    sendDraft: emptySendDraft(),
    transactions: initialTransactionsState(),
    tokenBalances: initialTokenBalancesState(),
    pairing: undefined,
    pairingFlow: initialPairingFlowState(),
    externalConnect: initialExternalConnectState(),
    nameSuggestions: initialNameSuggestionsState(),
    farcasterLogin: initialFarcasterLoginState(),
    emailFrame: initialEmailFrameState(),
    signIn: initialSignInState(),
    features: defaultFeatures(),
    themeMode: 'dark',
    themeVariables: {},
    locale: undefined,
    transactionStack: [],
    actionNotAllowed: undefined,
    alert: undefined,
    walletDirectory: initialWalletDirectoryState(),
  }
}

describe('createKitState', () => {
  it('derives activeNetwork from the active namespace', () => {
    expect(createKitState(initial()).snapshot().activeNetwork).toBe(mainnet)
  })

  it('returns the same frozen snapshot until a slice changes (useSyncExternalStore contract)', () => {
    const state = createKitState(initial())
    const first = state.snapshot()
    expect(Object.isFrozen(first)).toBe(true)
    expect(state.snapshot()).toBe(first)
    state.set('themeMode', 'light')
    const second = state.snapshot()
    expect(second).not.toBe(first)
    expect(second.themeMode).toBe('light')
    expect(first.themeMode).toBe('dark')
    // Unchanged slices keep their identity.
    expect(second.accounts).toBe(first.accounts)
  })

  it('notifies subscribers on change only, and stops after unsubscribe', () => {
    const state = createKitState(initial())
    const listener = vi.fn()
    const unsubscribe = state.subscribe(listener)
    const modal = state.get('modal')
    state.set('modal', modal) // same value: no change
    expect(listener).not.toHaveBeenCalled()
    state.update('modal', (m) => ({ ...m, open: true }))
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    state.update('modal', (m) => ({ ...m, open: false }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('two states made from the same initial value never share a value', () => {
    const shape = initial()
    const a = createKitState(shape)
    const b = createKitState(shape)
    a.set('themeMode', 'light')
    a.update('modal', (m) => ({ ...m, open: true }))
    expect(b.get('themeMode')).toBe('dark')
    expect(b.get('modal').open).toBe(false)
    expect(a.store).not.toBe(b.store)
  })

  it('batch: several updates, one notification, values visible inside the batch', () => {
    const state = createKitState(initial())
    const listener = vi.fn()
    state.subscribe(listener)
    state.batch(() => {
      state.set('themeMode', 'light')
      state.update('modal', (m) => ({ ...m, open: true }))
      expect(state.get('themeMode')).toBe('light')
      state.batch(() => state.set('actionNotAllowed', 'x'))
    })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(state.snapshot()).toMatchObject({ themeMode: 'light', actionNotAllowed: 'x' })
    expect(state.snapshot().modal.open).toBe(true)
  })
})
