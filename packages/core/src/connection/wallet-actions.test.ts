import { describe, expect, it, vi } from 'vitest'
import { recordEvents, testKit, usdc } from '../app-kit/kit.test-helper.js'
import { InvalidSendInputError } from '../errors/app-kit-errors.js'
import { TokenDecimalsMismatchError, TokenDecimalsUnavailableError } from '../errors/send-errors.js'
import { mainnet, polygon } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'

const eth: TokenBalance = {
  ...usdc,
  name: 'Ether',
  symbol: 'ETH',
  address: undefined,
  quantity: { decimals: '18', numeric: '1' },
}

async function evmKit(
  features = {},
  tokenDecimals: Record<string, number> = { [usdc.address!]: 6 },
) {
  const adapter = mockAdapter({ accounts: [ALICE], features, tokenDecimals })
  const kit = testKit({ adapters: [adapter] })
  await kit.connect({ connectorId: 'mock' })
  await kit.preload()
  return { kit, adapter }
}

describe('send flow (SPEC §4)', () => {
  it('EVM: an ERC-20 is sent when the token has an address', async () => {
    const { kit, adapter } = await evmKit()
    kit.open({ view: 'WalletSendPreview' })
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1.25', receiverAddress: BOB })
    const events = recordEvents(kit)
    const hash = await kit.sendToken()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.mock.state.sentTransactions[0]).toMatchObject({
      to: BOB,
      value: 1_250_000n,
      tokenAddress: usdc.address,
    })
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
  })

  it('EVM: otherwise the native coin, with the gas price and the network decimals', async () => {
    const { kit, adapter } = await evmKit()
    kit.setSendDraft({ token: eth, sendTokenAmount: '0.5', receiverAddress: BOB, gasPrice: 7n })
    await kit.sendToken()
    const sent = adapter.mock.state.sentTransactions[0]
    expect(sent?.value).toBe(500_000_000_000_000_000n)
    expect(sent?.gasPrice).toBe(7n)
    expect(sent?.tokenAddress).toBeUndefined()
  })

  it('"Transaction started", then on success the draft resets and the view returns to Account', async () => {
    const { kit } = await evmKit()
    kit.open({ view: 'WalletSendPreview' })
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1', receiverAddress: BOB })
    const toasts: (string | undefined)[] = []
    kit.subscribe(() => toasts.push(kit.getSnapshot().toast?.message))
    await kit.sendToken()
    expect(toasts).toContain('Transaction started')
    expect(kit.getSnapshot().sendDraft.sendTokenAmount).toBeUndefined()
    expect(kit.getSnapshot().sendDraft.token).toBeUndefined()
    expect(kit.getSnapshot().router.view).toBe('Account')
  })

  it('on failure: "Something went wrong" toast and a SEND_ERROR event; the draft stays', async () => {
    vi.useFakeTimers()
    const { kit } = await evmKit({ sendTransactionError: new Error('out of gas') })
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1', receiverAddress: BOB })
    const events = recordEvents(kit)
    expect(await kit.sendToken()).toBeUndefined()
    vi.advanceTimersByTime(150)
    expect(kit.getSnapshot().toast).toEqual({
      message: 'Something went wrong',
      code: 'somethingWentWrong',
      variant: 'error',
    })
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(kit.getSnapshot().sendDraft).toMatchObject({ sendTokenAmount: '1', loading: false })
  })

  it('Solana: the native coin is sent; both amount and receiver are required', async () => {
    const adapter = mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })
    const kit = testKit({ networks: [solana], adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    kit.setSendDraft({ sendTokenAmount: '0.25' })
    await expect(kit.sendToken()).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    kit.setSendDraft({ sendTokenAmount: undefined, receiverAddress: SOL_ALICE })
    await expect(kit.sendToken()).rejects.toBeInstanceOf(InvalidSendInputError)
    kit.setSendDraft({ sendTokenAmount: '0.25', receiverAddress: SOL_ALICE, token: usdc })
    await kit.sendToken()
    expect(adapter.mock.state.sentTransactions[0]).toMatchObject({ value: 250_000_000n })
    expect(adapter.mock.state.sentTransactions[0]?.tokenAddress).toBeUndefined()
  })

  it('Solana failure: "Failed to send transaction. Please try again."', async () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({
      namespace: 'solana',
      accounts: [SOL_ALICE],
      features: { sendTransactionError: true },
    })
    const kit = testKit({ networks: [solana], adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    kit.setSendDraft({ sendTokenAmount: '1', receiverAddress: SOL_ALICE })
    await kit.sendToken()
    vi.advanceTimersByTime(150)
    expect(kit.getSnapshot().toast?.message).toBe('Failed to send transaction. Please try again.')
  })
})

describe('send decimals are read on chain (security)', () => {
  // The data API lies: it says 18 decimals for a token whose contract says 6.
  const lyingUsdc: TokenBalance = { ...usdc, quantity: { decimals: '18', numeric: '12.5' } }

  it('API says 18, chain says 6: refused with a typed error, nothing sent, no toast', async () => {
    const { kit, adapter } = await evmKit()
    kit.setSendDraft({ token: lyingUsdc, sendTokenAmount: '1.5', receiverAddress: BOB })
    const events = recordEvents(kit)
    const refusal = kit.sendToken()
    await expect(refusal).rejects.toBeInstanceOf(TokenDecimalsMismatchError)
    await expect(refusal).rejects.toMatchObject({ chainDecimals: 6, apiDecimals: 18 })
    expect(adapter.mock.state.sentTransactions).toEqual([])
    expect(events).toEqual([])
    expect(kit.getSnapshot().toast).toBeUndefined()
  })

  it('when they agree, the value is computed with the chain decimals', async () => {
    const { kit, adapter } = await evmKit()
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1.50', receiverAddress: BOB })
    await kit.sendToken()
    expect(adapter.mock.state.sentTransactions[0]?.value).toBe(1_500_000n)
  })

  it('a contract whose decimals cannot be read refuses the send', async () => {
    const { kit, adapter } = await evmKit({}, {})
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1', receiverAddress: BOB })
    await expect(kit.sendToken()).rejects.toBeInstanceOf(TokenDecimalsUnavailableError)
    expect(adapter.mock.state.sentTransactions).toEqual([])
  })

  it('loadSendTokenDecimals stores what the chain says, or the mismatch', async () => {
    const { kit } = await evmKit()
    kit.setSendDraft({ token: usdc })
    expect(await kit.loadSendTokenDecimals()).toEqual({ status: 'ready', decimals: 6 })
    kit.setSendDraft({ token: lyingUsdc })
    await kit.loadSendTokenDecimals()
    expect(kit.getSnapshot().sendDraft.tokenDecimals).toEqual({
      status: 'mismatch',
      chain: 6,
      api: 18,
    })
    kit.setSendDraft({ token: eth })
    await kit.loadSendTokenDecimals()
    expect(kit.getSnapshot().sendDraft.tokenDecimals).toEqual({ status: 'ready', decimals: 18 })
  })

  it('loadSendTokenDecimals drops a reply for a token that is no longer the draft', async () => {
    const { kit } = await evmKit()
    kit.setSendDraft({ token: usdc })
    const pending = kit.loadSendTokenDecimals()
    kit.setSendDraft({ token: eth, tokenDecimals: { status: 'unknown' } })
    await pending
    expect(kit.getSnapshot().sendDraft.tokenDecimals).toEqual({ status: 'unknown' })
  })
})

describe('send guards', () => {
  it('"Unsupported chain": nothing is sent while the wallet is on an unsupported network', async () => {
    const adapter = mockAdapter({ accounts: [ALICE], networks: [mainnet, polygon] })
    const kit = testKit({ adapters: [adapter], networks: [mainnet], enableNetworkSwitch: false })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitChainChanged(137)
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1', receiverAddress: BOB })
    await expect(kit.sendToken()).rejects.toThrow('Unsupported chain')
    expect(adapter.mock.state.sentTransactions).toEqual([])
  })
  it('"Adapter for namespace doesn\'t exist" when connecting a namespace without an adapter', async () => {
    const kit = testKit({
      networks: [mainnet, solana],
      adapters: [mockAdapter({ accounts: [ALICE] })],
    })
    await expect(kit.connect({ connectorId: 'x', namespace: 'solana' })).rejects.toThrow(
      "Adapter for namespace doesn't exist",
    )
  })
})

describe('signMessage (SPEC §8 toasts)', () => {
  it('signs with the active account (the mock signs deterministically)', async () => {
    const { kit, adapter } = await evmKit()
    const a = await kit.signMessage('hello')
    const b = await kit.signMessage('hello')
    expect(a).toBe(b)
    expect(adapter.mock.state.signedMessages[0]).toMatchObject({ message: 'hello', address: ALICE })
  })

  it('a wallet rejection shows "Signature declined"', async () => {
    const { kit } = await evmKit({ signMessageError: true })
    await expect(kit.signMessage('hello')).rejects.toThrow('User rejected the request.')
    expect(kit.getSnapshot().toast).toEqual({
      message: 'Signature declined',
      code: 'signatureDeclined',
      variant: 'error',
    })
  })

  it('a smart account signing failure shows "This application might not support Smart Accounts"', async () => {
    const adapter = mockAdapter({
      accounts: [ALICE],
      accountType: 'smartAccount',
      features: { signMessageError: new Error('EIP-1271 not supported') },
    })
    const kit = testKit({ networks: [mainnet], adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    await expect(kit.signMessage('hello')).rejects.toThrow('EIP-1271 not supported')
    expect(kit.getSnapshot().toast?.message).toBe(
      'This application might not support Smart Accounts',
    )
  })

  it('"No ActiveCaipAddress found" when nothing is connected', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    await expect(kit.signMessage('hello')).rejects.toThrow('No ActiveCaipAddress found')
  })
})
