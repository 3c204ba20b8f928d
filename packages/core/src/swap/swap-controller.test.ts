import type { ConvertApiClient } from '@portico/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testKit, usdc } from '../app-kit/kit.test-helper.js'
import { SwapsNetworkNotSupportedError } from '../errors/app-kit-errors.js'
import { mainnet, sepolia } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { createSwapController } from './swap-controller.js'
import { swapFlowOf } from './swap-flow-of.js'
import { NATIVE_SWAP_TOKEN_ADDRESS } from './swap-tokens.js'

const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETH = `eip155:1:${NATIVE_SWAP_TOKEN_ADDRESS}`
const ROUTER = '0x3333333333333333333333333333333333333333'

/**
 * An in-memory constant-product pool behind the convert calls (2000 USDC per ETH, 0.3% fee),
 * recording what the flow asked: the real server is covered by apps/api's tests and the lab e2e.
 */
function poolConvert(
  options: {
    quoteError?: string
    /** Approvals are mined at once from `allowance`; `usdt`: Tether's rule too. */
    chain?: { allowance: bigint; usdt?: boolean }
  } = {},
) {
  const calls: string[] = []
  let allowance = options.chain?.allowance ?? 0n
  const reserves: Record<string, bigint> = {
    [USDC]: 200_000n * 10n ** 6n,
    [ETH]: 100n * 10n ** 18n,
  }
  const out = (from: string, to: string, amount: bigint) =>
    (amount * 997n * (reserves[to] ?? 0n)) / ((reserves[from] ?? 0n) * 1000n + amount * 997n)
  const convert: ConvertApiClient = {
    getSwapTokens: async () => [
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
      { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '' },
    ],
    getSwapQuotes: async (params) => {
      calls.push(`quote ${params.amount}`)
      if (options.quoteError) throw new Error(options.quoteError)
      const toAmount = out(params.from, params.to, BigInt(params.amount))
      return [
        {
          id: null,
          fromAmount: params.amount,
          fromAccount: params.from,
          toAmount: toAmount.toString(),
          toAccount: params.to,
          priceImpact: 0.5,
          fee: ((BigInt(params.amount) * 3n) / 1000n).toString(),
        },
      ]
    },
    getSwapAllowance: async () => ({ allowance: allowance.toString() }),
    getSwapGasPrice: async () => ({ standard: '2', fast: '3', instant: '4' }),
    buildSwapApprove: async (params) => {
      calls.push(`approve ${params.amount}`)
      if (options.chain) {
        // Like Tether: a non-zero allowance changes only to zero (the server's estimate reverts).
        const value = BigInt(params.amount)
        if (options.chain.usdt && value !== 0n && allowance !== 0n)
          throw new Error('execution reverted: USDT: reset allowance to zero first')
        allowance = value
      }
      return { from: params.userAddress, to: params.from, data: '0xa9', value: '0' }
    },
    buildSwapTransaction: async (body) => {
      if (!body.disableEstimate) calls.push(`swap ${body.amount} slippage ${body.eip155?.slippage}`)
      return {
        from: body.userAddress,
        to: `eip155:1:${ROUTER}`,
        data: '0x5a',
        value: '0',
        eip155: { gas: '150000', gasPrice: '2' },
      }
    },
  }
  return { convert, calls }
}

async function connectedKit(
  pool: ReturnType<typeof poolConvert>,
  features: Parameters<typeof mockAdapter>[0]['features'] = {},
) {
  const adapter = mockAdapter({ accounts: [ALICE], features })
  const api = Object.assign(fixtureDataApi({ balances: [usdc] }), { convert: pool.convert })
  const kit = testKit({ adapters: [adapter], networks: [mainnet, sepolia], api })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  return { kit, sent: () => adapter.mock.state.sentTransactions }
}

/** A connected kit's swap controller with a quote for 10 USDC → ETH. */
async function quotedSwap(
  pool: ReturnType<typeof poolConvert>,
  features: Parameters<typeof mockAdapter>[0]['features'] = {},
) {
  const { kit, sent } = await connectedKit(pool, features)
  const swap = createSwapController(kit)
  await swap.loadTokens()
  swap.setSourceAmount('10')
  swap.setTarget(swap.getState().tokens[1]!)
  await swap.refreshQuote()
  return { kit, sent, swap }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createSwapController', () => {
  it('loads the offered tokens with balances and quotes once typing pauses (500 ms)', async () => {
    const pool = poolConvert()
    const { kit } = await connectedKit(pool)
    const swap = createSwapController(kit)
    await swap.loadTokens()
    const state = swap.getState()
    expect(state.tokens.map((token) => [token.symbol, token.balance])).toEqual([
      ['USDC', '12.5'],
      ['ETH', undefined],
    ])
    expect(state.suggested.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    swap.setSource(state.tokens[0]!)
    swap.setTarget(state.tokens[1]!)
    vi.useFakeTimers()
    swap.setSourceAmount('1')
    swap.setSourceAmount('10')
    await vi.advanceTimersByTimeAsync(499)
    expect(pool.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(swap.getState().status).toBe('ready'))
    expect(pool.calls).toEqual(['quote 10000000'])
    const { quote, needsApproval, targetAmount } = swap.getState()
    expect(quote?.providerFee).toBe(30_000n)
    expect(quote?.networkFee).toBe(300_000n)
    expect(quote?.minimumReceived).toBe(((quote?.toAmount ?? 0n) * 99n) / 100n)
    expect(targetAmount).toMatch(/^0\.0049/)
    expect(needsApproval).toBe(true)
  })

  it('asks the wallet to approve, then to swap, and refreshes the balances', async () => {
    const pool = poolConvert({ chain: { allowance: 0n } })
    const { kit, sent, swap } = await quotedSwap(pool)
    const hash = await swap.swap()
    expect(hash).toBeDefined()
    expect(pool.calls.slice(-2)).toEqual(['approve 10000000', 'swap 10000000 slippage 1'])
    expect(sent().map((tx) => [tx.to, tx.data])).toEqual([
      ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', '0xa9'],
      [ROUTER, '0x5a'],
    ])
    expect(swap.getState().status).toBe('success')
    expect(kit.getSnapshot().toast?.message).toBe('Transaction started')
    swap.destroy()
  })

  it('a USDT-like token with a short non-zero allowance is reset to zero first, then approved', async () => {
    const pool = poolConvert({ chain: { allowance: 3_000_000n, usdt: true } })
    const { sent, swap } = await quotedSwap(pool)
    expect(swap.getState().needsApproval).toBe(true)
    expect(await swap.swap()).toBeDefined()
    expect(pool.calls.slice(-3)).toEqual([
      'approve 0',
      'approve 10000000',
      'swap 10000000 slippage 1',
    ])
    expect(sent().map((tx) => tx.data)).toEqual(['0xa9', '0xa9', '0x5a'])
    expect(swap.getState().status).toBe('success')
    swap.destroy()
  })

  it('a zero allowance is approved at once, without a reset', async () => {
    const pool = poolConvert({ chain: { allowance: 0n, usdt: true } })
    const { swap } = await quotedSwap(pool)
    expect(await swap.swap()).toBeDefined()
    expect(pool.calls.filter((call) => call.startsWith('approve'))).toEqual(['approve 10000000'])
    swap.destroy()
  })

  it('a rejected approval shows "Signature declined" and sends no swap', async () => {
    const pool = poolConvert()
    const { kit, sent, swap } = await quotedSwap(pool, { sendTransactionError: true })
    expect(await swap.swap()).toBeUndefined()
    expect(swap.getState()).toMatchObject({ status: 'ready', error: 'Signature declined' })
    expect(kit.getSnapshot().toast?.message).toBe('Signature declined')
    expect(pool.calls.some((call) => call.startsWith('swap'))).toBe(false)
    expect(sent()).toEqual([])
  })

  it('a failed quote shows the service reason', async () => {
    const pool = poolConvert({ quoteError: 'No swap route for these tokens' })
    const { kit } = await connectedKit(pool)
    const swap = createSwapController(kit)
    await swap.loadTokens()
    swap.setTarget(swap.getState().tokens[1]!)
    swap.setSourceAmount('10')
    await swap.refreshQuote()
    expect(swap.getState()).toMatchObject({
      quote: undefined,
      error: 'No swap route for these tokens',
    })
  })

  it('off the swap networks: "Network not supported for Swaps"', async () => {
    const pool = poolConvert()
    const { kit } = await connectedKit(pool)
    await kit.switchNetwork(sepolia)
    const swap = createSwapController(kit)
    await expect(swap.loadTokens()).rejects.toBeInstanceOf(SwapsNetworkNotSupportedError)
    expect(swap.getState().error).toBe('Network not supported for Swaps')
  })
})

describe("swapFlowOf: the kit's one swap flow", () => {
  it('is one per kit, loads its tokens when the Swap view is shown, and ends with the kit', async () => {
    const pool = poolConvert()
    const { kit } = await connectedKit(pool)
    const flow = swapFlowOf(kit)
    expect(swapFlowOf(kit)).toBe(flow)
    expect(flow.getState().tokens).toEqual([])
    kit.open({ view: 'Swap' })
    await vi.waitFor(() =>
      expect(flow.getState().tokens.map((token) => token.symbol)).toEqual(['USDC', 'ETH']),
    )
    await kit.destroy()
    expect(swapFlowOf(kit)).not.toBe(flow)
  })
})
