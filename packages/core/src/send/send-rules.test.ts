import { describe, expect, it } from 'vitest'
import { eth, usdc } from '../app-kit/kit.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { emptyAccountState } from '../state/account-state.js'
import { emptySendDraft } from '../state/send-draft.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import { isSameToken } from './send-decimals.js'
import { draftLacksGas, leavesDust, sendableTokens, sendReadiness } from './send-rules.js'

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

describe('draftLacksGas (SPEC §5 insufficient gas)', () => {
  const account = { ...emptyAccountState(), address: ALICE }

  it('is not judged before the network balance in USD is known', () => {
    expect(draftLacksGas(emptySendDraft(), account)).toBe(false)
  })

  it('is true for a balance below the gas price, never for a smart account', () => {
    const draft = { ...emptySendDraft(), networkBalanceInUSD: '0.5', gasPriceInUSD: 1 }
    expect(draftLacksGas(draft, account)).toBe(true)
    const smart = {
      ...account,
      allAccounts: [{ address: ALICE, type: 'smartAccount' as const }],
    }
    expect(draftLacksGas(draft, smart)).toBe(false)
  })
})

describe('sendReadiness (SPEC §4 send flow)', () => {
  const account = { ...emptyAccountState(), address: ALICE }
  const ready = {
    ...emptySendDraft(),
    token: usdc,
    tokenDecimals: { status: 'ready' as const, decimals: 6 },
    receiverAddress: BOB,
  }

  it('is ready with a token read on chain, an amount it accepts and a receiver', () => {
    expect(sendReadiness({ draft: ready, account, token: usdc, amount: '2.5' })).toEqual({
      decimals: 6,
      problem: undefined,
      lowGas: false,
      dust: undefined,
      ready: true,
    })
  })

  it('flags dust below the existential deposit for the native coin only, and never blocks', () => {
    // 1 ETH held, a deposit of 0.1 ETH: sending 0.95 leaves 0.05.
    const native = {
      ...ready,
      token: eth,
      tokenDecimals: { status: 'ready' as const, decimals: 18 },
    }
    const deposit = 10n ** 17n
    const withDeposit = { ...native, existentialDeposit: deposit }
    expect(
      sendReadiness({ draft: withDeposit, account, token: eth, amount: '0.95' }),
    ).toMatchObject({ dust: deposit, ready: true })
    expect(
      sendReadiness({ draft: native, account, token: eth, amount: '0.95' }).dust,
    ).toBeUndefined()
    // A token held by contract leaves the native coin untouched.
    const token = { ...ready, existentialDeposit: 13n * 10n ** 6n }
    expect(
      sendReadiness({ draft: token, account, token: usdc, amount: '0.5' }).dust,
    ).toBeUndefined()
    // An amount the balance refuses is said as such, not as dust.
    expect(
      sendReadiness({ draft: withDeposit, account, token: eth, amount: '2' }).dust,
    ).toBeUndefined()
  })

  it('waits for the decimals read on chain before judging the amount', () => {
    const draft = { ...ready, tokenDecimals: { status: 'loading' as const } }
    expect(sendReadiness({ draft, account, token: usdc, amount: '2.5' })).toMatchObject({
      decimals: undefined,
      problem: undefined,
      ready: false,
    })
  })

  it('names what is wrong with the amount, and is not ready without a receiver or gas', () => {
    expect(sendReadiness({ draft: ready, account, token: usdc, amount: '13' })).toMatchObject({
      problem: 'exceeds-balance',
      ready: false,
    })
    expect(sendReadiness({ draft: ready, account, token: usdc, amount: '' }).ready).toBe(false)
    const noReceiver = { ...ready, receiverAddress: undefined }
    expect(sendReadiness({ draft: noReceiver, account, token: usdc, amount: '1' }).ready).toBe(
      false,
    )
    const noGas = { ...ready, networkBalanceInUSD: '0' }
    expect(sendReadiness({ draft: noGas, account, token: usdc, amount: '1' })).toMatchObject({
      lowGas: true,
      ready: false,
    })
  })
})
