import { hasInsufficientGas } from '../rules/insufficient-gas.js'
import type { AccountState, TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'
import type { SendDraft } from '../types/send.js'
import { type AmountProblem, amountProblem, parseAmount } from './parse-units.js'

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
 * remains is lost. Sending everything (nothing left) is not warned about. `sendReadiness` applies
 * it to the draft as `dust`.
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

/**
 * SPEC §5 insufficient gas for the draft (`hasInsufficientGas`), judged only once the network
 * balance in USD is known, so a missing price never blocks a send.
 *
 * @example
 * draftLacksGas(kit.getSnapshot().sendDraft, kit.getAccount())
 */
export function draftLacksGas(draft: SendDraft, account: AccountState | undefined): boolean {
  if (draft.networkBalanceInUSD === undefined) return false
  const accountType = account?.allAccounts.find((entry) => entry.address === account.address)?.type
  return hasInsufficientGas({
    nativeBalanceInUsd: draft.networkBalanceInUSD,
    gasPriceInUsd: draft.gasPriceInUSD,
    accountType,
  })
}

/** Whether a send can go on to its preview, and what stands in the way. */
export interface SendReadiness {
  /** The token's decimals as read on chain; undefined until read. */
  decimals: number | undefined
  /** What is wrong with the typed amount (checked once the decimals are read). */
  problem: AmountProblem | undefined
  /** SPEC §5 insufficient gas. */
  lowGas: boolean
  /**
   * The network's existential deposit when sending the typed amount of the native coin (plus the
   * fee) would leave the sender something but less than it (`leavesDust`); undefined otherwise.
   * A warning, not a block: the user may accept losing the rest.
   */
  dust: bigint | undefined
  ready: boolean
}

/**
 * The Send form's readiness (SPEC §4 send flow): a token with its decimals read on chain, an
 * amount those decimals and the balance accept, a receiver, and gas for the fee; and whether the
 * send leaves dust below the existential deposit the send flow read (`sendDraft.existentialDeposit`).
 *
 * @example
 * sendReadiness({ draft, account, token, amount: '0.5' }).ready
 */
export function sendReadiness(params: {
  draft: SendDraft
  account: AccountState | undefined
  token: TokenBalance | undefined
  amount: string
}): SendReadiness {
  const { draft, token, amount } = params
  const decimals = draft.tokenDecimals.status === 'ready' ? draft.tokenDecimals.decimals : undefined
  const problem =
    token && amount && decimals !== undefined
      ? amountProblem(amount, decimals, token.quantity.numeric)
      : undefined
  const lowGas = draftLacksGas(draft, params.account)
  const deposit = draft.existentialDeposit
  const dust =
    token &&
    !token.address &&
    decimals !== undefined &&
    amount !== '' &&
    problem === undefined &&
    deposit !== undefined &&
    leavesDust({
      deposit,
      balance: token.quantity.numeric,
      amount,
      decimals,
      fee: draft.networkFee.status === 'estimated' ? draft.networkFee.fee : 0n,
    })
      ? deposit
      : undefined
  const ready =
    token !== undefined &&
    decimals !== undefined &&
    amount !== '' &&
    problem === undefined &&
    draft.receiverAddress !== undefined &&
    !lowGas
  return { decimals, problem, lowGas, dust, ready }
}
