import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { emptyAccountState } from '../state/account-state.js'
import { eth, usdc } from './kit.test-helper.js'
import { isSameToken } from './send-decimals.js'
import { leavesDust, sendableTokens } from './send-rules.js'

describe('sendableTokens (SPEC §4 send flow)', () => {
  it('offers every token balance where the family has tokens (eip155)', () => {
    const account = { ...emptyAccountState(), tokenBalance: [eth, usdc] }
    expect(sendableTokens(account, mainnet, true).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('offers only the native coin where core sends only the native coin', () => {
    const splToken = { ...usdc, chainId: solana.caipNetworkId }
    const sol = { ...eth, symbol: 'SOL', chainId: solana.caipNetworkId }
    const account = { ...emptyAccountState(), tokenBalance: [sol, splToken] }
    expect(sendableTokens(account, solana, false).map((t) => t.symbol)).toEqual(['SOL'])
  })

  it('falls back to the wallet native balance when the data API listed nothing', () => {
    const account = { ...emptyAccountState(), balance: '0.75' }
    const [native] = sendableTokens(account, mainnet, true)
    expect(native).toMatchObject({
      symbol: 'ETH',
      quantity: { decimals: '18', numeric: '0.75' },
    })
    expect(native?.address).toBeUndefined()
  })

  it('offers nothing without an account, or without a listing and a balance', () => {
    expect(sendableTokens(undefined, mainnet, true)).toEqual([])
    expect(sendableTokens(emptyAccountState(), mainnet, true)).toEqual([])
  })

  it('compares tokens by chain and contract', () => {
    expect(isSameToken(usdc, { ...usdc, address: usdc.address?.toUpperCase() })).toBe(true)
    expect(isSameToken(usdc, eth)).toBe(false)
  })
})

describe('leavesDust (existential deposit)', () => {
  const send = { deposit: 10n, balance: '1', decimals: 2, fee: 0n }

  it('warns when what is left is above nothing but below the deposit', () => {
    expect(leavesDust({ ...send, amount: '0.95' })).toBe(true)
  })

  it('counts the fee in what leaves the account', () => {
    expect(leavesDust({ ...send, amount: '0.85' })).toBe(false)
    expect(leavesDust({ ...send, amount: '0.85', fee: 10n })).toBe(true)
  })

  it('does not warn when everything is sent, or when the chain has no deposit', () => {
    expect(leavesDust({ ...send, amount: '1' })).toBe(false)
    expect(leavesDust({ ...send, amount: '0.95', deposit: 0n })).toBe(false)
  })

  it('does not warn for an amount it cannot read', () => {
    expect(leavesDust({ ...send, amount: 'abc' })).toBe(false)
  })

  it('is true only when something below the deposit stays', () => {
    const base = { deposit: 10n, balance: '10', decimals: 1, fee: 0n }
    expect(leavesDust({ ...base, amount: '9.5' })).toBe(true)
    expect(leavesDust({ ...base, amount: '10' })).toBe(false)
    expect(leavesDust({ ...base, amount: '0.5' })).toBe(false)
    expect(leavesDust({ ...base, amount: '9.5', fee: 5n })).toBe(false)
    expect(leavesDust({ ...base, deposit: 0n, amount: '9.9' })).toBe(false)
  })
})
