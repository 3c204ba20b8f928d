import type { AppKit, Network, TokenBalance } from '@portico/core'
import { useEffect } from 'react'

/** Gas units assumed for the fee estimate: a native transfer and an ERC-20 transfer. */
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n

function toNumber(units: bigint, decimals: number): number {
  return Number(units) / 10 ** decimals
}

/**
 * Fills the send draft's fee fields (SPEC §3): the network balance in USD (the native coin's
 * value), and on eip155 the gas price (`eth_gasPrice`, a safe RPC method) and its USD cost for
 * the chosen token's transfer. Values stay undefined when unknown.
 */
export function useNetworkFee(
  kit: AppKit,
  network: Network | undefined,
  tokens: readonly TokenBalance[],
  token: TokenBalance | undefined,
  /** The wallet's native balance in human units (account state). */
  nativeBalance: string | undefined,
): void {
  const native = tokens.find((candidate) => !candidate.address)
  const nativeAmount = Number(native?.quantity.numeric ?? nativeBalance)
  // A zero balance is zero in any currency; otherwise USD needs a price.
  const nativeValue =
    nativeAmount === 0 ? '0' : native && native.price > 0 ? String(native.value) : undefined
  const nativePrice = native?.price ?? 0
  const isTokenTransfer = Boolean(token?.address)

  useEffect(() => {
    kit.setSendDraft({ networkBalanceInUSD: nativeValue })
  }, [kit, nativeValue])

  useEffect(() => {
    if (network?.chainNamespace !== 'eip155') return
    let live = true
    kit
      .request({ method: 'eth_gasPrice' })
      .then((result) => {
        if (!live || typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) return
        const gasPrice = BigInt(result)
        const gas = isTokenTransfer ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS
        const feeInNative = toNumber(gasPrice * gas, network.nativeCurrency.decimals)
        kit.setSendDraft({
          gasPrice,
          gasPriceInUSD: nativePrice > 0 ? feeInNative * nativePrice : undefined,
        })
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [kit, network, nativePrice, isTokenTransfer])
}
