import { describe, expect, it } from 'vitest'
import { emptyAccountState, resetAccountState } from './account-state.js'

describe('account state (SPEC §3 "Account state per chain")', () => {
  it('has every field of SPEC §3', () => {
    expect(Object.keys(emptyAccountState()).sort()).toEqual(
      [
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'tokenBalance',
        'status',
        'allAccounts',
        'addressLabels',
        'smartAccountDeployed',
        'currentTab',
        'user',
        'socialProvider',
        'farcasterUrl',
        'preferredAccountType',
        'connectedWalletInfo',
      ].sort(),
    )
    expect(emptyAccountState().status).toBe('disconnected')
  })

  it('SPEC §4: reset clears all account fields (the preferred account type is a user choice and stays)', () => {
    const reset = resetAccountState({
      ...emptyAccountState(),
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      balance: '1',
      profileName: 'alice',
      status: 'connected',
      tokenBalance: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          value: 1,
          price: 1,
          quantity: { decimals: '6', numeric: '1' },
          iconUrl: '',
        },
      ],
      preferredAccountType: 'eoa',
    })
    expect(reset).toEqual({ ...emptyAccountState(), preferredAccountType: 'eoa' })
  })
})
