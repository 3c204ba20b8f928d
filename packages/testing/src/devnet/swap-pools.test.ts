import { createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SwapPair, SwapRouter, TestERC20, TestUSDT, WrappedEther } from './generated/artifacts.js'
import { type Devnet, startDevnet } from './start-devnet.js'
import { devnetPoolReserves } from './swap-pools.js'
import { devnetViemChain } from './viem-chain.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 30_000)

afterAll(async () => {
  await devnet?.stop()
})

function walletOf(index: number) {
  const chain = devnet.chains[0]
  const account = privateKeyToAccount(devnet.accounts[index]!.privateKey)
  return createWalletClient({
    account,
    chain: devnetViemChain(chain, devnet.contracts.multicall3),
    transport: http(chain.rpcUrl),
    pollingInterval: 25,
  }).extend(publicActions)
}

const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 600)

describe('devnet swap pools', () => {
  it('funds both pools with their reserves', async () => {
    const client = walletOf(0)
    const { usdc, usdt, weth, usdcWethPair, usdtUsdcPair, swapRouter } = devnet.contracts
    // Reserves by token, whichever way the pair sorted its two tokens.
    const reservesOf = async (pair: `0x${string}`) => {
      const [token0, [r0, r1]] = await Promise.all([
        client.readContract({ address: pair, abi: SwapPair.abi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: SwapPair.abi, functionName: 'getReserves' }),
      ])
      const token1 = token0 === usdc ? 'other' : usdc
      return { [token0]: r0, [token1]: r1 }
    }
    const first = await reservesOf(usdcWethPair)
    expect(first[usdc]).toBe(devnetPoolReserves.usdcWeth.usdc)
    expect(first[weth] ?? first.other).toBe(devnetPoolReserves.usdcWeth.weth)
    const second = await reservesOf(usdtUsdcPair)
    expect(second[usdc]).toBe(devnetPoolReserves.usdtUsdc.usdc)
    expect(second[usdt] ?? second.other).toBe(devnetPoolReserves.usdtUsdc.usdt)
    // The pool's WETH is backed by coin credited to the contract, not paid by the deployer (the
    // lab's wallet): its balance only lost gas.
    expect(
      await client.readContract({
        address: weth,
        abi: WrappedEther.abi,
        functionName: 'totalSupply',
      }),
    ).toBe(devnetPoolReserves.usdcWeth.weth)
    expect(await client.getBalance({ address: weth })).toBe(devnetPoolReserves.usdcWeth.weth)
    expect(await client.getBalance({ address: client.account.address })).toBeGreaterThan(
      9_999n * 10n ** 18n,
    )
    expect(
      await client.readContract({
        address: swapRouter,
        abi: SwapRouter.abi,
        functionName: 'getPair',
        args: [weth, usdc],
      }),
    ).toBe(usdcWethPair)
    expect(
      await client.readContract({
        address: swapRouter,
        abi: SwapRouter.abi,
        functionName: 'getPair',
        args: [usdc, usdt],
      }),
    ).toBe(usdtUsdcPair)
  })

  it('quotes with the 0.3% fee and swaps USDC for ETH at the quote', async () => {
    const client = walletOf(2)
    const { usdc, weth, swapRouter } = devnet.contracts
    const amountIn = 1_000n * 10n ** 6n
    const [, out] = await client.readContract({
      address: swapRouter,
      abi: SwapRouter.abi,
      functionName: 'getAmountsOut',
      args: [amountIn, [usdc, weth]],
    })
    const { usdc: rIn, weth: rOut } = devnetPoolReserves.usdcWeth
    expect(out).toBe((amountIn * 997n * rOut) / (rIn * 1000n + amountIn * 997n))
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: usdc,
        abi: TestERC20.abi,
        functionName: 'approve',
        args: [swapRouter, amountIn],
      }),
    })
    const before = await client.getBalance({ address: client.account.address })
    const hash = await client.writeContract({
      address: swapRouter,
      abi: SwapRouter.abi,
      functionName: 'swapExactTokensForETH',
      args: [amountIn, out!, [usdc, weth], client.account.address, deadline()],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const after = await client.getBalance({ address: client.account.address })
    expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(out)
  })

  it('routes USDT to ETH through USDC, and refuses an output below the minimum', async () => {
    const client = walletOf(3)
    const { usdc, usdt, weth, swapRouter } = devnet.contracts
    const amountIn = 500n * 10n ** 6n
    const amounts = await client.readContract({
      address: swapRouter,
      abi: SwapRouter.abi,
      functionName: 'getAmountsOut',
      args: [amountIn, [usdt, usdc, weth]],
    })
    expect(amounts).toHaveLength(3)
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: usdt,
        abi: TestUSDT.abi,
        functionName: 'approve',
        args: [swapRouter, amountIn],
      }),
    })
    await expect(
      client.simulateContract({
        address: swapRouter,
        abi: SwapRouter.abi,
        functionName: 'swapExactTokensForETH',
        args: [amountIn, amounts[2]! + 1n, [usdt, usdc, weth], client.account.address, deadline()],
      }),
    ).rejects.toThrow(/output below minimum/)
    const hash = await client.writeContract({
      address: swapRouter,
      abi: SwapRouter.abi,
      functionName: 'swapExactTokensForETH',
      args: [amountIn, amounts[2]!, [usdt, usdc, weth], client.account.address, deadline()],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  it('swaps ETH for USDC', async () => {
    const client = walletOf(1)
    const { usdc, weth, swapRouter } = devnet.contracts
    const value = 10n ** 17n
    const [, quoted] = await client.readContract({
      address: swapRouter,
      abi: SwapRouter.abi,
      functionName: 'getAmountsOut',
      args: [value, [weth, usdc]],
    })
    const before = await client.readContract({
      address: usdc,
      abi: TestERC20.abi,
      functionName: 'balanceOf',
      args: [client.account.address],
    })
    const hash = await client.writeContract({
      address: swapRouter,
      abi: SwapRouter.abi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [weth, usdc], client.account.address, deadline()],
      value,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await client.readContract({
      address: usdc,
      abi: TestERC20.abi,
      functionName: 'balanceOf',
      args: [client.account.address],
    })
    expect(after - before).toBe(quoted)
    // 0.1 ETH at about 2000 USDC (earlier swaps here moved the price a little).
    expect(after - before).toBeGreaterThan(195n * 10n ** 6n)
    expect(after - before).toBeLessThan(205n * 10n ** 6n)
  })
})
