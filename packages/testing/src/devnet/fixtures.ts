import {
  type Address,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  Multicall3,
  SwapRouter,
  TestERC20,
  TestERC721,
  TestUSDT,
  WrappedEther,
} from './generated/artifacts.js'
import { minedReceipts } from './mined-receipts.js'
import { creditWrappedNative, devnetSwapPairAddresses, swapPoolTransactions } from './swap-pools.js'
import { devnetViemChain } from './viem-chain.js'

/** Addresses of the fixture contracts (identical on both devnet chains). */
export interface DevnetContracts {
  /** ERC-20 "USD Coin" (USDC), 6 decimals. */
  usdc: Address
  /** ERC-20 "Dai Stablecoin" (DAI), 18 decimals. */
  dai: Address
  /** ERC-20 with 0 decimals: a low-quality token the API drops. */
  zero: Address
  /** Tether-like token (USDT, 6 decimals): transfer/transferFrom/approve return nothing. */
  usdt: Address
  /** ERC-721 normal collection. */
  nft: Address
  /** ERC-721 collection the API flags as spam. */
  spamNft: Address
  /** Multicall3-compatible aggregator (aggregate3 and friends). */
  multicall3: Address
  /** Wrapped native coin (WETH-like, 18 decimals): the swap pools' side of ETH. */
  weth: Address
  /** Constant-product swap router (0.3% fee) that created the pools below. */
  swapRouter: Address
  /** Pool USDC/WETH (200 000 USDC and 100 WETH: ETH at 2000 USDC). */
  usdcWethPair: Address
  /** Pool USDT/USDC (500 000 each): USDT reaches ETH through USDC. */
  usdtUsdcPair: Address
}

/** Token metadata of the fungible fixtures. */
export const devnetTokens = {
  usdc: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  dai: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
  zero: { name: 'Zero Decimals Junk', symbol: 'ZERO', decimals: 0 },
  usdt: { name: 'Tether USD', symbol: 'USDT', decimals: 6 },
} as const

/** Collection metadata of the NFT fixtures. */
export const devnetCollections = {
  nft: { name: 'Portico Pals', symbol: 'PALS' },
  spamNft: { name: 'Claim Free Rewards', symbol: 'SPAM' },
} as const

/** How many of the first dev accounts receive the fungible fixture balances. */
export const devnetFundedAccountCount = 4

/** Balance (in base units) of each fungible fixture minted to each of the first funded accounts. */
export const devnetTokenBalances = {
  usdc: 10_000n * 10n ** 6n,
  dai: 10_000n * 10n ** 18n,
  zero: 1_000n,
  usdt: 10_000n * 10n ** 6n,
} as const

/** Token id of the single NFT minted to account 0 in each collection. */
export const devnetNftTokenId = 1n

// Deploy order from account 0 on a fresh chain: contract i gets nonce i, hence the same
// address on every devnet chain.
const deployOrder = [
  'multicall3',
  'usdc',
  'dai',
  'zero',
  'usdt',
  'nft',
  'spamNft',
  'weth',
  'swapRouter',
] as const

/** The fixture contracts' addresses, computed from the deployer and the fixed deploy order. */
export function devnetContractAddresses(deployer: Address): DevnetContracts {
  const deployed = Object.fromEntries(
    deployOrder.map((key, nonce) => [
      key,
      getContractAddress({ from: deployer, nonce: BigInt(nonce) }),
    ]),
  ) as Record<(typeof deployOrder)[number], Address>
  return { ...deployed, ...devnetSwapPairAddresses(deployed.swapRouter) }
}

function svgImage(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${color}"/><text x="128" y="140" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The `data:` token URI (JSON metadata with an SVG image) of the fixture NFT in a collection. */
export function devnetTokenUri(collection: keyof typeof devnetCollections): string {
  const meta = devnetCollections[collection]
  const json = {
    name: `${meta.name} #1`,
    description:
      collection === 'spamNft'
        ? 'You won! Visit a site to claim your reward.'
        : 'The first Portico Pal, minted on the devnet.',
    image: svgImage(`${meta.symbol} #1`, collection === 'spamNft' ? '#b91c1c' : '#4f46e5'),
  }
  return `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`
}

function deployData(key: (typeof deployOrder)[number], contracts: DevnetContracts): Hex {
  switch (key) {
    case 'multicall3':
      return encodeDeployData({ abi: Multicall3.abi, bytecode: Multicall3.bytecode })
    case 'weth':
      return encodeDeployData({ abi: WrappedEther.abi, bytecode: WrappedEther.bytecode })
    case 'swapRouter':
      return encodeDeployData({
        abi: SwapRouter.abi,
        bytecode: SwapRouter.bytecode,
        args: [contracts.weth],
      })
    case 'usdt': {
      const t = devnetTokens.usdt
      return encodeDeployData({
        abi: TestUSDT.abi,
        bytecode: TestUSDT.bytecode,
        args: [t.name, t.symbol, t.decimals],
      })
    }
    case 'usdc':
    case 'dai':
    case 'zero': {
      const t = devnetTokens[key]
      return encodeDeployData({
        abi: TestERC20.abi,
        bytecode: TestERC20.bytecode,
        args: [t.name, t.symbol, t.decimals],
      })
    }
    case 'nft':
    case 'spamNft': {
      const c = devnetCollections[key]
      return encodeDeployData({
        abi: TestERC721.abi,
        bytecode: TestERC721.bytecode,
        args: [c.name, c.symbol],
      })
    }
  }
}

/**
 * Deploys the fixture contracts from account 0 (which must have sent no transaction yet),
 * mints the token balances to the first funded accounts and one NFT per collection to account 0.
 */
export async function deployDevnetFixtures(options: {
  rpcUrl: string
  chainId: number
  deployerKey: Hex
  recipients: Address[]
}): Promise<DevnetContracts> {
  const account = privateKeyToAccount(options.deployerKey)
  const client = createWalletClient({
    account,
    chain: devnetViemChain({ chainId: options.chainId, rpcUrl: options.rpcUrl }),
    transport: http(options.rpcUrl, { retryCount: 0, timeout: 10_000 }),
    pollingInterval: 25,
  }).extend(publicActions)

  const startNonce = await client.getTransactionCount({ address: account.address })
  if (startNonce !== 0) {
    throw new Error(
      `Devnet deployer ${account.address} already sent ${startNonce} transactions: fixture addresses would differ`,
    )
  }
  const contracts = devnetContractAddresses(account.address)
  const gasPrice = 2_000_000_000n
  let nonce = 0
  const hashes: Hex[] = []
  const send = async (to: Address | null, data: Hex, gas: bigint, value = 0n) => {
    const request = {
      account,
      chain: client.chain,
      data,
      gas,
      gasPrice,
      nonce: nonce++,
      value,
      type: 'legacy' as const,
      ...(to ? { to } : {}),
    }
    const serialized = await account.signTransaction(request)
    hashes.push(await client.sendRawTransaction({ serializedTransaction: serialized }))
  }

  for (const key of deployOrder) await send(null, deployData(key, contracts), 3_000_000n)
  for (const key of ['usdc', 'dai', 'zero'] as const) {
    for (const to of options.recipients.slice(0, devnetFundedAccountCount)) {
      const data = encodeFunctionData({
        abi: TestERC20.abi,
        functionName: 'mint',
        args: [to, devnetTokenBalances[key]],
      })
      await send(contracts[key], data, 200_000n)
    }
  }
  for (const to of options.recipients.slice(0, devnetFundedAccountCount)) {
    const data = encodeFunctionData({
      abi: TestUSDT.abi,
      functionName: 'mint',
      args: [to, devnetTokenBalances.usdt],
    })
    await send(contracts.usdt, data, 200_000n)
  }
  for (const key of ['nft', 'spamNft'] as const) {
    const data = encodeFunctionData({
      abi: TestERC721.abi,
      functionName: 'mint',
      args: [account.address, devnetTokenUri(key)],
    })
    await send(contracts[key], data, 1_000_000n)
  }
  await creditWrappedNative(options.rpcUrl, contracts.weth)
  for (const tx of swapPoolTransactions(contracts)) await send(tx.to, tx.data, tx.gas, tx.value)

  const receipts = await minedReceipts(client, hashes, { timeoutMs: 30_000 })
  const failed = receipts.findIndex((receipt) => receipt.status !== 'success')
  if (failed !== -1) throw new Error(`Devnet fixture transaction ${failed} reverted`)
  return contracts
}
