import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { solana } from '../networks/solana-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import type { NetworkFeeEstimate } from '../types/send.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
}
const GWEI = 1_000_000_000n

async function feeKit(
  parameters: { gas?: bigint; gasPrice?: bigint; estimateFails?: boolean } = {},
) {
  const adapter = mockAdapter({
    accounts: [ALICE],
    gas: parameters.gas ?? 50_000n,
    ...(parameters.gasPrice === undefined ? {} : { gasPrice: parameters.gasPrice }),
    tokenDecimals: { [usdc.address!]: 6 },
    features: { estimateGasError: parameters.estimateFails ? new Error('reverted') : undefined },
  })
  const kit = testKit({ adapters: [adapter] })
  await kit.connect({ connectorId: 'mock' })
  kit.setSendDraft({})
  return { kit, adapter }
}

describe('estimateSendFee: the network fee through the active adapter', () => {
  it('native coin: gas from adapter.estimateGas times eth_gasPrice, in ETH and USD', async () => {
    const { kit, adapter } = await feeKit({ gas: 21_000n, gasPrice: 10n * GWEI })
    kit.setSendDraft({ token: eth, sendTokenAmount: '0.5', receiverAddress: BOB })
    await kit.loadSendTokenDecimals()
    const fee = await kit.estimateSendFee()
    expect(fee).toEqual({
      status: 'estimated',
      gas: 21_000n,
      gasPrice: 10n * GWEI,
      fee: 210_000n * GWEI,
    })
    expect(adapter.mock.state.gasEstimates).toEqual([
      { from: ALICE, to: BOB, value: 500_000_000_000_000_000n },
    ])
    const draft = kit.getSnapshot().sendDraft
    expect(draft.networkFee).toEqual(fee)
    expect(draft.gasPrice).toBe(10n * GWEI)
    // 0.00021 ETH at $2000
    expect(draft.gasPriceInUSD).toBeCloseTo(0.42, 10)
  })

  it('token: the estimate is of the token transfer (its contract), whatever the adapter says', async () => {
    const { kit, adapter } = await feeKit({ gas: 64_321n, gasPrice: GWEI })
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1.5', receiverAddress: BOB })
    await kit.loadSendTokenDecimals()
    const fee = await kit.estimateSendFee()
    expect(adapter.mock.state.gasEstimates[0]).toEqual({
      from: ALICE,
      to: BOB,
      value: 1_500_000n,
      tokenAddress: usdc.address,
    })
    expect(fee).toMatchObject({ status: 'estimated', gas: 64_321n, fee: 64_321n * GWEI })
  })

  it('before a receiver or a valid amount: estimates a 0 transfer to the sender', async () => {
    const { kit, adapter } = await feeKit({ gasPrice: GWEI })
    kit.setSendDraft({ token: eth, sendTokenAmount: '5' }) // above the balance of 1
    await kit.loadSendTokenDecimals()
    await kit.estimateSendFee()
    expect(adapter.mock.state.gasEstimates[0]).toEqual({ from: ALICE, to: ALICE, value: 0n })
  })

  it('a failed estimate is "failed", with no fee number at all', async () => {
    const { kit } = await feeKit({ gasPrice: GWEI, estimateFails: true })
    kit.setSendDraft({ token: eth, gasPrice: 5n, gasPriceInUSD: 1 })
    expect(await kit.estimateSendFee()).toEqual({ status: 'failed' })
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      networkFee: { status: 'failed' },
      gasPrice: undefined,
      gasPriceInUSD: undefined,
    })
  })

  it('no gas price from the network is "failed" too', async () => {
    const { kit } = await feeKit()
    kit.setSendDraft({ token: eth })
    expect(await kit.estimateSendFee()).toEqual({ status: 'failed' })
  })

  it('only the latest estimate writes (a slow older reply is dropped)', async () => {
    const { kit, adapter } = await feeKit({ gasPrice: GWEI })
    kit.setSendDraft({ token: eth })
    const instance = kit.getAdapter()!
    const original = instance.estimateGas.bind(instance)
    let release: (gas: bigint) => void = () => {}
    instance.estimateGas = (params) =>
      adapter.mock.state.gasEstimates.length === 0
        ? new Promise<bigint>((resolve) => {
            adapter.mock.state.gasEstimates.push(params)
            release = resolve
          })
        : original(params)
    const older = kit.estimateSendFee()
    const newer: NetworkFeeEstimate = await kit.estimateSendFee()
    release(999_999n)
    await older
    expect(newer).toMatchObject({ gas: 50_000n })
    expect(kit.getSnapshot().sendDraft.networkFee).toEqual(newer)
  })

  it('is idle without a token, and on namespaces without gas prices (the wallet sets the fee)', async () => {
    const { kit, adapter } = await feeKit({ gasPrice: GWEI })
    expect(await kit.estimateSendFee()).toEqual({ status: 'idle' })
    const sol = mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })
    const solKit = testKit({ networks: [solana], adapters: [sol] })
    await solKit.connect({ connectorId: 'mock' })
    solKit.setSendDraft({ token: { ...eth, chainId: solana.caipNetworkId } })
    expect(await solKit.estimateSendFee()).toEqual({ status: 'idle' })
    expect(adapter.mock.state.gasEstimates).toEqual([])
  })

  it('fills the network balance in USD from the native coin', async () => {
    const { kit } = await feeKit({ gasPrice: GWEI })
    kit.setSendDraft({ token: eth })
    await kit.estimateSendFee()
    // no portfolio fetched: the wallet balance is '0', which is 0 in any currency
    expect(kit.getSnapshot().sendDraft.networkBalanceInUSD).toBe('0')
  })
})
