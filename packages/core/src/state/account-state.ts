import type { AccountState } from '../types/account.js'

/**
 * A disconnected account with every field of SPEC §3 "Account state per chain" at its empty value.
 *
 * @example
 * emptyAccountState().status // 'disconnected'
 */
export function emptyAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    tokenBalance: [],
    status: 'disconnected',
    allAccounts: [],
    addressLabels: {},
    smartAccountDeployed: false,
    currentTab: 0,
    user: undefined,
    socialProvider: undefined,
    farcasterUrl: undefined,
    preferredAccountType: undefined,
    connectedWalletInfo: undefined,
  }
}

/**
 * SPEC §4: disconnect clears all account fields. The preferred account type is a user choice
 * (SPEC §6) and survives, so the next connection keeps it.
 */
export function resetAccountState(current: AccountState): AccountState {
  return { ...emptyAccountState(), preferredAccountType: current.preferredAccountType }
}
