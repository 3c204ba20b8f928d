import { type Address, encodeFunctionData, getContractAddress, type Hex } from 'viem'
import { SwapPair, SwapRouter, TestERC20, TestUSDT, WrappedEther } from './generated/artifacts.js'

/** Reserves the fixtures put in each devnet pool (base units). */
export const devnetPoolReserves = {
  /** 200 000 USDC against 100 WETH: 1 ETH = 2000 USDC, the devnet's ETH price. */
  usdcWeth: { usdc: 200_000n * 10n ** 6n, weth: 100n * 10n ** 18n },
  /** 500 000 USDT against 500 000 USDC. */
  usdtUsdc: { usdt: 500_000n * 10n ** 6n, usdc: 500_000n * 10n ** 6n },
} as const

/**
 * The pools' addresses: the router creates them with `new`, so they follow from its address and
 * its own nonces (a contract's first creation uses nonce 1).
 */
export function devnetSwapPairAddresses(router: Address): {
  usdcWethPair: Address
  usdtUsdcPair: Address
} {
  return {
    usdcWethPair: getContractAddress({ from: router, nonce: 1n }),
    usdtUsdcPair: getContractAddress({ from: router, nonce: 2n }),
  }
}

interface PoolTransaction {
  to: Address
  data: Hex
  gas: bigint
  value: bigint
}

/**
 * The deployer's transactions that create and fund the two pools after the router and tokens are
 * deployed: create both pairs, mint or wrap each side straight into its pool (no transfer from a
 * dev account, so their histories and balances stay as they were: the wrapped ETH is the coin
 * `creditWrappedNative` gave the WETH contract), then `sync` the reserves.
 */
export function swapPoolTransactions(contracts: {
  usdc: Address
  usdt: Address
  weth: Address
  swapRouter: Address
  usdcWethPair: Address
  usdtUsdcPair: Address
}): PoolTransaction[] {
  const call = (to: Address, data: Hex, gas = 200_000n, value = 0n): PoolTransaction => ({
    to,
    data,
    gas,
    value,
  })
  const createPair = (a: Address, b: Address) =>
    call(
      contracts.swapRouter,
      encodeFunctionData({ abi: SwapRouter.abi, functionName: 'createPair', args: [a, b] }),
      2_000_000n,
    )
  const mint = (token: Address, to: Address, amount: bigint) =>
    call(
      token,
      encodeFunctionData({ abi: TestERC20.abi, functionName: 'mint', args: [to, amount] }),
    )
  const sync = (pair: Address) =>
    call(pair, encodeFunctionData({ abi: SwapPair.abi, functionName: 'sync' }))
  const { usdcWeth, usdtUsdc } = devnetPoolReserves
  return [
    createPair(contracts.usdc, contracts.weth),
    createPair(contracts.usdt, contracts.usdc),
    mint(contracts.usdc, contracts.usdcWethPair, usdcWeth.usdc),
    call(
      contracts.weth,
      encodeFunctionData({
        abi: WrappedEther.abi,
        functionName: 'wrapSurplus',
        args: [contracts.usdcWethPair],
      }),
      100_000n,
    ),
    sync(contracts.usdcWethPair),
    call(
      contracts.usdt,
      encodeFunctionData({
        abi: TestUSDT.abi,
        functionName: 'mint',
        args: [contracts.usdtUsdcPair, usdtUsdc.usdt],
      }),
    ),
    mint(contracts.usdc, contracts.usdtUsdcPair, usdtUsdc.usdc),
    sync(contracts.usdtUsdcPair),
  ]
}

/**
 * Gives the WETH contract the pool's ETH with `anvil_setBalance` (before or after its deployment:
 * a contract created at an address keeps the balance there), for `wrapSurplus` to wrap.
 */
export async function creditWrappedNative(rpcUrl: string, weth: Address): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [weth, `0x${devnetPoolReserves.usdcWeth.weth.toString(16)}`],
    }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`anvil_setBalance failed: ${body.error.message}`)
}
