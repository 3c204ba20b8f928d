import type { ApiConfig } from './config.js'

/** The parts of a `@portico/testing` devnet the server needs (structural, no import). */
export interface DevnetLike {
  chains: readonly { chainId: number; rpcUrl: string }[]
  contracts: {
    usdc: `0x${string}`
    dai: `0x${string}`
    zero: `0x${string}`
    usdt: `0x${string}`
    spamNft: `0x${string}`
    multicall3: `0x${string}`
    weth: `0x${string}`
    swapRouter: `0x${string}`
  }
}

/**
 * Server configuration for a running devnet: both chains with Multicall3 and the fixture
 * tokens, devnet prices (ETH 2000, stablecoins 1), the spam collection flagged, swaps from the
 * devnet's pools.
 *
 * @example
 * const server = await createApiServer(apiConfigForDevnet(devnet))
 */
export function apiConfigForDevnet(devnet: DevnetLike, extra: Partial<ApiConfig> = {}): ApiConfig {
  return {
    chains: devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      name: `Devnet ${chain.chainId}`,
      rpcUrls: [chain.rpcUrl],
      multicall3: devnet.contracts.multicall3,
      tokens: [
        devnet.contracts.usdc,
        devnet.contracts.dai,
        devnet.contracts.zero,
        devnet.contracts.usdt,
      ],
    })),
    prices: { ETH: 2000, USDC: 1, USDT: 1, DAI: 1, ZERO: 5 },
    spamContracts: [devnet.contracts.spamNft],
    // The devnet's own pools answer swaps on both chains (USDC/WETH, USDT/USDC).
    swaps: {
      pools: devnet.chains.map((chain) => ({
        chainId: chain.chainId,
        router: devnet.contracts.swapRouter,
        wrappedNative: devnet.contracts.weth,
        tokens: [devnet.contracts.usdc, devnet.contracts.usdt],
      })),
    },
    ...extra,
  }
}
