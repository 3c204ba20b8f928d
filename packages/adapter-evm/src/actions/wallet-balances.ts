import type { Network, TokenBalance } from '@portico/core'
import { MAX_TOKEN_DECIMALS, sanitizeDisplayText } from '@portico/core/internal'
import { formatUnits, isAddress, numberToHex } from 'viem'
import type { WalletAssets } from './wallet-assets.js'

/** More assets than any real wallet holds on one chain: a longer answer is cut here. */
export const MAX_WALLET_ASSETS = 200
/** A uint256 balance as hex (ERC-7811 `balance`), no more than 64 digits. */
const HEX_AMOUNT = /^0x[0-9a-fA-F]{1,64}$/

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** Display text from the wallet: a string of sane length, cleaned; else ''. */
function shown(value: unknown, max: number): string {
  return typeof value === 'string' && value.length <= max * 16
    ? sanitizeDisplayText(value, max)
    : ''
}

/**
 * One ERC-7811 asset as core's `TokenBalance` (price and value 0: core prices it), or `undefined`
 * when the wallet's entry is unusable: not native or ERC-20, a malformed balance or contract,
 * decimals outside 0–MAX_TOKEN_DECIMALS, no symbol. The native coin takes the network's own
 * name, symbol and decimals (the wallet's are not needed, so not trusted).
 */
export function toTokenBalance(raw: unknown, network: Network): TokenBalance | undefined {
  const asset = record(raw)
  if (!asset || typeof asset.balance !== 'string' || !HEX_AMOUNT.test(asset.balance))
    return undefined
  const amount = BigInt(asset.balance)
  const chainId = network.caipNetworkId
  if (asset.address === 'native' && (asset.type === 'native' || asset.type === undefined)) {
    const { name, symbol, decimals } = network.nativeCurrency
    return balance({ name, symbol, chainId, decimals, amount })
  }
  if (asset.type !== 'erc20' || typeof asset.address !== 'string' || !isAddress(asset.address))
    return undefined
  const metadata = record(asset.metadata)
  const decimals = metadata?.decimals
  if (typeof decimals !== 'number' || !Number.isInteger(decimals)) return undefined
  if (decimals < 0 || decimals > MAX_TOKEN_DECIMALS) return undefined
  const symbol = shown(metadata?.symbol, 32)
  if (!symbol) return undefined
  const name = shown(metadata?.name, 128) || symbol
  return balance({ name, symbol, chainId, decimals, amount, address: asset.address })
}

function balance(parts: {
  name: string
  symbol: string
  chainId: string
  decimals: number
  amount: bigint
  address?: string
}): TokenBalance {
  return {
    name: parts.name,
    symbol: parts.symbol,
    chainId: parts.chainId,
    ...(parts.address ? { address: parts.address } : {}),
    value: 0,
    price: 0,
    quantity: {
      decimals: String(parts.decimals),
      numeric: formatUnits(parts.amount, parts.decimals),
    },
    iconUrl: '',
  }
}

/**
 * The `wallet_getAssets` answer for `network`'s chain as core's balances, or `undefined` when the
 * wallet has no asset discovery there (core then asks the data API).
 */
export function walletBalances(
  // Typed loosely on purpose: the entries are the wallet's, checked one by one here.
  assets: WalletAssets | Readonly<Record<string, unknown>> | undefined,
  chainId: number,
  network: Network,
): TokenBalance[] | undefined {
  const hex = numberToHex(chainId)
  const list =
    assets && Object.hasOwn(assets, hex) ? (assets as Record<string, unknown>)[hex] : undefined
  if (!Array.isArray(list)) return undefined
  const balances: TokenBalance[] = []
  for (const raw of list.slice(0, MAX_WALLET_ASSETS)) {
    const entry = toTokenBalance(raw, network)
    if (entry) balances.push(entry)
  }
  return balances
}
