import type { TokenBalance } from '@portico/api-client'
import { TokenBalanceSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import type { EsploraReader } from './esplora-reader.js'

const BTC_DECIMALS = 8

/** Satoshis to a BTC decimal string (`150000000` → `1.5`, `-2500` → `-0.000025`). */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const digits = (negative ? -sats : sats).toString().padStart(BTC_DECIMALS + 1, '0')
  const whole = digits.slice(0, -BTC_DECIMALS)
  const fraction = digits.slice(-BTC_DECIMALS).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * The address's BTC balance: confirmed plus unconfirmed (mempool) funds, as wallets show it right
 * after a payment. Always one entry, zero included.
 */
export async function readBitcoinBalance(params: {
  esplora: EsploraReader
  address: string
  caip2: string
  native: { name: string; symbol: string }
  price: number
  iconUrl: (symbol: string) => string
}): Promise<TokenBalance[]> {
  const { chain_stats: chain, mempool_stats: mempool } = await params.esplora.address(
    params.address,
  )
  const sats =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  // A mempool spend of a confirmed coin can briefly outrun what the node shows as funded.
  const numeric = formatSats(sats < 0n ? 0n : sats)
  const balance = {
    name: params.native.name,
    symbol: params.native.symbol,
    chainId: params.caip2,
    value: Number(numeric) * params.price,
    price: params.price,
    quantity: { decimals: String(BTC_DECIMALS), numeric },
    iconUrl: params.iconUrl(params.native.symbol),
  }
  return v.is(TokenBalanceSchema, balance) ? [balance] : []
}
