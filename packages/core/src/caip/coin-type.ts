import { InvalidChainIdError } from '../errors/caip-errors.js'

const EVM_BIT = 0x80000000
/** SLIP-44 coin type of Ether, used for chain id 1 (ENSIP-19). */
const ETH_COIN_TYPE = 60

/**
 * ENSIP-11 coin type of an EVM chain: chain id 1 gives 60 (SLIP-44 ETH, as ENSIP-19 and viem do),
 * any other `0 <= chainId < 0x80000000` gives `(0x80000000 | chainId) >>> 0`. Anything else
 * (negative, fractional, 2^31 or more, NaN, and also numeric strings: no coercion) throws
 * `InvalidChainIdError` ("Invalid chainId"), since the bit-or would silently truncate.
 *
 * @example
 * chainIdToCoinType(10) // 2147483658
 */
export function chainIdToCoinType(chainId: number): number {
  if (
    typeof chainId !== 'number' ||
    !Number.isInteger(chainId) ||
    chainId < 0 ||
    chainId >= EVM_BIT
  ) {
    throw new InvalidChainIdError({ metaMessages: [`chainId: ${String(chainId)}`] })
  }
  if (chainId === 1) return ETH_COIN_TYPE
  return (EVM_BIT | chainId) >>> 0
}

/**
 * True for coin types that name an EVM chain: 60 or `0x80000000..0xffffffff`.
 *
 * @example
 * isEvmCoinType(1000) // false
 */
export function isEvmCoinType(coinType: number): boolean {
  return (
    coinType === ETH_COIN_TYPE ||
    (Number.isInteger(coinType) && coinType >= EVM_BIT && coinType <= 0xffffffff)
  )
}

/**
 * The EVM chain id of a coin type (ENSIP-19): 60 gives 1, `0x80000000 + n` gives `n`, and any
 * other coin type (Bitcoin 0, out-of-range values, non-EVM coins) gives 0.
 *
 * @example
 * coinTypeToChainId(2147483658) // 10
 */
export function coinTypeToChainId(coinType: number): number {
  if (coinType === ETH_COIN_TYPE) return 1
  return isEvmCoinType(coinType) ? coinType - EVM_BIT : 0
}
