import type { AccountState, TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'
import { parseAmount } from './parse-units.js'

/**
 * The tokens a send offers (SPEC §4 send flow): the account's token balances (in families whose
 * adapter cannot send tokens — `withTokens` false — only the native coin, the one core sends
 * there), or, when the data API gave none, the native coin from the wallet's own balance (so
 * sending still works on networks the data API does not cover). `withTokens` is the family
 * adapter's `tokens` capability (`sendsTokens`).
 *
 * @example
 * sendableTokens(kit.getAccount(), kit.getNetwork(), true)
 */
export function sendableTokens(
  account: AccountState | undefined,
  network: Network | undefined,
  withTokens: boolean,
): TokenBalance[] {
  if (!account) return []
  const offered = withTokens
    ? account.tokenBalance
    : account.tokenBalance.filter((token) => !token.address)
  if (offered.length > 0) return offered
  if (!network || account.balance === undefined) return []
  return [
    {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: account.balance },
      iconUrl: network.assets?.imageUrl ?? '',
    },
  ]
}

/**
 * Whether sending `amount` (plus `fee`) leaves the sender with something but less than the
 * existential deposit (`readExistentialDeposit`): the chain then reaps the account and what
 * remains is lost. Sending everything (nothing left) is not warned about.
 *
 * @example
 * leavesDust({ deposit: 10n, balance: '1', amount: '0.95', decimals: 2, fee: 0n }) // true (5 left)
 */
export function leavesDust(params: {
  deposit: bigint
  balance: string
  amount: string
  decimals: number
  fee: bigint
}): boolean {
  const balance = parseAmount(params.balance, params.decimals)
  const amount = parseAmount(params.amount, params.decimals)
  if (!balance.ok || !amount.ok || params.deposit === 0n) return false
  const left = balance.value - amount.value - params.fee
  return left > 0n && left < params.deposit
}
