import type { ChainAdapter } from '../adapter/chain-adapter.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
} from '../app-kit/kit-context.js'
import type { AccountState } from '../types/account.js'
import type { NetworkFeeEstimate, SendDraft } from '../types/send.js'
import { amountProblem, parseAmount } from './parse-units.js'
import { sendsTokens } from './send-decimals.js'

/** A quantity of wei as the JSON-RPC hex it travels in (at most 256 bits). */
const HEX_QUANTITY = /^0x[0-9a-f]{1,64}$/i

/** The network's gas price (`eth_gasPrice`, a read-only call), checked where it enters. */
async function readGasPrice(adapter: ChainAdapter): Promise<bigint> {
  const result = await adapter.request({ method: 'eth_gasPrice' })
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) {
    throw new TypeError('eth_gasPrice: not a hex quantity')
  }
  return BigInt(result)
}

/** The native coin's entry of the account's portfolio (the one without a contract). */
function nativeEntry(account: AccountState) {
  return account.tokenBalance.find((token) => !token.address)
}

/**
 * SPEC §3 "network balance in USD": the native coin's value; "0" for an empty balance (zero in
 * any currency), undefined while the price is unknown.
 */
export function networkBalanceInUsd(account: AccountState): string | undefined {
  const native = nativeEntry(account)
  const amount = Number(native?.quantity.numeric ?? account.balance)
  if (amount === 0) return '0'
  return native && native.price > 0 ? String(native.value) : undefined
}

export interface SendFeeActions {
  estimateSendFee(): Promise<NetworkFeeEstimate>
}

/**
 * The draft's network fee, estimated by the active adapter (`ChainAdapter.estimateGas`) for what
 * the draft sends (the native coin, or the token's transfer), times the gas price: never a fixed
 * gas amount. Writes `networkFee`, `gasPrice`, `gasPriceInUSD` and `networkBalanceInUSD` to the
 * send draft; only the latest call writes, so a slow reply never overwrites a newer draft's fee.
 */
export function createSendFeeActions(ctx: KitContext): SendFeeActions {
  let generation = 0

  async function estimateSendFee(): Promise<NetworkFeeEstimate> {
    const run = ++generation
    const write = (patch: Partial<SendDraft>) => {
      if (run !== generation || ctx.destroyed()) return
      ctx.state.update('sendDraft', (draft) => ({ ...draft, ...patch }))
    }
    const namespace = activeNamespaceOf(ctx)
    const adapter = namespace ? ctx.adapters.get(namespace) : undefined
    const account = namespace ? accountOf(ctx, namespace) : undefined
    const network = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
    const draft = ctx.state.get('sendDraft')
    const from = account?.address
    const networkBalanceInUSD = account ? networkBalanceInUsd(account) : undefined
    // Families priced by gas use estimateGas × the gas price; the others estimate the fee itself
    // (`estimateFee`).
    const byGas = adapter?.capabilities.feeModel === 'gas'
    const family = !byGas && adapter?.estimateFee ? adapter.estimateFee : undefined
    if (!adapter || !account || !from || !network || !draft.token || (!byGas && !family)) {
      const idle: NetworkFeeEstimate = { status: 'idle' }
      write({
        networkFee: idle,
        networkBalanceInUSD,
        gasPrice: undefined,
        gasPriceInUSD: undefined,
      })
      return idle
    }
    write({ networkFee: { status: 'estimating' }, networkBalanceInUSD })
    const token = draft.token
    const decimals =
      draft.tokenDecimals.status === 'ready' ? draft.tokenDecimals.decimals : undefined
    const amount = draft.sendTokenAmount ?? ''
    // The typed amount when it can be sent; otherwise 0 (a transfer's gas barely depends on the
    // amount, and estimating more than the balance would revert).
    const parsed =
      decimals !== undefined &&
      amountProblem(amount, decimals, token.quantity.numeric) === undefined
        ? parseAmount(amount, decimals)
        : undefined
    const value = parsed?.ok ? parsed.value : 0n
    const params = {
      from,
      to: draft.receiverAddress ?? from,
      value,
      ...(token.address && sendsTokens(adapter) ? { tokenAddress: token.address } : {}),
    }
    let estimate: NetworkFeeEstimate
    try {
      let gasPrice: bigint | undefined
      if (family) {
        const fee = await family.call(adapter, params)
        if (typeof fee !== 'bigint' || fee < 0n) throw new TypeError('estimateFee: not a fee')
        estimate = { status: 'estimated', fee }
      } else {
        const [gas, price] = await Promise.all([adapter.estimateGas(params), readGasPrice(adapter)])
        if (typeof gas !== 'bigint' || gas <= 0n)
          throw new TypeError('estimateGas: not a gas amount')
        gasPrice = price
        estimate = { status: 'estimated', gas, gasPrice: price, fee: gas * price }
      }
      // The native coin's price: the portfolio's, else the draft's when it sends the native coin.
      const price = nativeEntry(account)?.price ?? (token.address ? 0 : token.price)
      const fee = Number(estimate.fee) / 10 ** network.nativeCurrency.decimals
      write({
        networkFee: estimate,
        gasPrice,
        gasPriceInUSD: price > 0 && Number.isFinite(fee) ? fee * price : undefined,
      })
    } catch {
      estimate = { status: 'failed' }
      write({ networkFee: estimate, gasPrice: undefined, gasPriceInUSD: undefined })
    }
    return estimate
  }

  return { estimateSendFee }
}
