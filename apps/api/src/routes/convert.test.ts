import {
  HistoryResponseSchema,
  SwapAllowanceResponseSchema,
  SwapQuotesResponseSchema,
  SwapTokensResponseSchema,
  SwapTransactionResponseSchema,
} from '@portico/api-client/schemas'
import { SwapsNetworkNotSupportedError, swapNetworkIds } from '@portico/core'
import { devnetPoolReserves } from '@portico/testing'
import * as v from 'valibot'
import { decodeFunctionData, formatEther, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN } from '../swaps/pool-swaps.js'
import { SWAP_CHAIN_IDS } from '../swaps/swap-config.js'
import { devnetClient } from '../test/devnet-actions.js'
import { devnetConfig } from '../test/harness.js'
import { useDevnet, useTestServer } from '../test/suite-hooks.js'

const devnet = useDevnet()
const server = useTestServer('pglite', () => devnetConfig(devnet()))

const routerAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const id = (address: string) => `eip155:31337:${address}`
const get = async (path: string, query: Record<string, string>) => {
  const response = await fetch(`${server().url}${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as unknown }
}
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${server().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('/v1/convert on the devnet pools', () => {
  it('lists the native coin and the pool tokens, read on chain', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const { tokens } = v.parse(SwapTokensResponseSchema, body)
    expect(tokens.map((token) => [token.symbol, token.decimals, token.address])).toEqual([
      ['ETH', 18, id(NATIVE_TOKEN)],
      ['USDC', 6, id(devnet().contracts.usdc)],
      ['USDT', 6, id(devnet().contracts.usdt)],
    ])
  })

  it('quotes USDC → ETH from the reserves with the 0.3% fee, and USDT → ETH through USDC', async () => {
    const user = id(devnet().accounts[1]!.address)
    const amount = 1_000n * 10n ** 6n
    const { status, body } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user,
      from: id(devnet().contracts.usdc),
      to: id(NATIVE_TOKEN),
    })
    expect(status).toBe(200)
    const [quote] = v.parse(SwapQuotesResponseSchema, body).quotes
    const { usdc: reserveIn, weth: reserveOut } = devnetPoolReserves.usdcWeth
    const expected = (amount * 997n * reserveOut) / (reserveIn * 1000n + amount * 997n)
    expect(quote).toMatchObject({ fromAmount: '1000000000', toAmount: expected.toString() })
    expect(quote?.fee).toBe('3000000')
    // 1000 of 200 000 USDC: about 0.5% impact.
    expect(quote?.priceImpact).toBeGreaterThan(0.45)
    expect(quote?.priceImpact).toBeLessThan(0.55)

    const routed = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user,
      from: id(devnet().contracts.usdt),
      to: id(NATIVE_TOKEN),
    })
    const [viaUsdc] = v.parse(SwapQuotesResponseSchema, routed.body).quotes
    expect(BigInt(viaUsdc?.toAmount ?? 0)).toBeGreaterThan(0n)
    expect(BigInt(viaUsdc?.toAmount ?? 0)).toBeLessThan(expected)
  })

  it('approves, then swaps USDC for ETH with the calldata it builds (1% slippage by default)', async () => {
    const { account, client, confirm } = devnetClient(devnet(), 2)
    const user = id(account.address)
    const usdc = id(devnet().contracts.usdc)
    const amount = (250n * 10n ** 6n).toString()
    const allowance = async () =>
      v.parse(
        SwapAllowanceResponseSchema,
        (await get('/v1/convert/allowance', { tokenAddress: usdc, userAddress: user })).body,
      ).allowance
    expect(await allowance()).toBe('0')
    // Before the approval an estimate reverts: the server says so instead of inventing gas.
    const early = await post('/v1/convert/build-transaction', {
      amount,
      from: usdc,
      to: id(NATIVE_TOKEN),
      userAddress: user,
    })
    expect(early.status).toBe(400)

    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: usdc,
      to: id(NATIVE_TOKEN),
      amount,
    })
    const approveTx = v.parse(SwapTransactionResponseSchema, approve.body).tx
    expect(approveTx.to).toBe(usdc)
    await confirm(
      await client.sendTransaction({
        to: devnet().contracts.usdc,
        data: approveTx.data as `0x${string}`,
      }),
    )
    expect(await allowance()).toBe(amount)

    const [quote] = v.parse(
      SwapQuotesResponseSchema,
      (
        await get('/v1/convert/quotes', {
          amount,
          userAddress: user,
          from: usdc,
          to: id(NATIVE_TOKEN),
        })
      ).body,
    ).quotes
    const built = await post('/v1/convert/build-transaction', {
      amount,
      from: usdc,
      to: id(NATIVE_TOKEN),
      userAddress: user,
    })
    expect(built.status).toBe(200)
    const { tx } = v.parse(SwapTransactionResponseSchema, built.body)
    expect(tx.to).toBe(id(devnet().contracts.swapRouter))
    const call = decodeFunctionData({ abi: routerAbi, data: tx.data as `0x${string}` })
    expect(call.functionName).toBe('swapExactTokensForETH')
    const toAmount = BigInt(quote?.toAmount ?? 0)
    expect(call.args[1]).toBe((toAmount * 9900n) / 10_000n)
    expect(call.args[3]).toBe(account.address)

    const before = await client.getBalance({ address: account.address })
    const receipt = await confirm(
      await client.sendTransaction({
        to: devnet().contracts.swapRouter,
        data: tx.data as `0x${string}`,
        gas: BigInt(tx.eip155?.gas ?? 0),
      }),
    )
    const after = await client.getBalance({ address: account.address })
    expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(toAmount)

    // Activity lists both sides of the swap: the USDC out (a log) and the ETH in, which the
    // router pays from inside the transaction (no log: the node's call traces).
    await server().indexer.syncToHead()
    const history = await get(`/v1/account/${account.address}/history`, { chainId: 'eip155:31337' })
    const swap = v
      .parse(HistoryResponseSchema, history.body)
      .data.find((item) => item.metadata.hash === receipt.transactionHash)
    expect(swap?.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: account.address.toLowerCase(),
    })
    expect(
      swap?.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric]),
    ).toEqual([
      ['USDC', 'out', '250'],
      ['ETH', 'in', formatEther(toAmount)],
    ])
  })

  it('builds ETH → USDC with the value to send and the slippage asked for', async () => {
    const user = id(devnet().accounts[3]!.address)
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: (10n ** 17n).toString(),
      eip155: { slippage: '0.5' },
      from: id(NATIVE_TOKEN),
      to: id(devnet().contracts.usdc),
      userAddress: user,
      disableEstimate: true,
    })
    expect(status).toBe(200)
    const { tx } = v.parse(SwapTransactionResponseSchema, body)
    expect(tx.value).toBe('100000000000000000')
    const call = decodeFunctionData({ abi: routerAbi, data: tx.data as `0x${string}` })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(tx.eip155?.gas).toBe('200000')
  })

  it('answers "Network not supported for Swaps" off the swap networks and pools', async () => {
    const text = new SwapsNetworkNotSupportedError().message
    for (const chainId of ['eip155:5', 'eip155:1']) {
      const { status, body } = await get('/v1/convert/tokens', { chainId })
      expect(status).toBe(400)
      expect(body).toMatchObject({ reasons: [{ description: text }] })
    }
    const user = id(devnet().accounts[1]!.address)
    const mixed = await get('/v1/convert/quotes', {
      amount: '1',
      userAddress: user,
      from: id(devnet().contracts.usdc),
      to: `eip155:1:${NATIVE_TOKEN}`,
    })
    expect(mixed.status).toBe(400)
  })

  it('keeps the swap networks of SPEC §9 equal to core’s', () => {
    expect(SWAP_CHAIN_IDS.map((chainId) => `eip155:${chainId}`)).toEqual([...swapNetworkIds])
  })
})
