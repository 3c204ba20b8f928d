import { type KitContext, networkStateOf } from '../app-kit/kit-context.js'
import { syncAccountDetails } from '../connection/sync-account-details.js'
import { activeWallet } from '../connection/wallet-actions.js'
import {
  InvalidSendInputError,
  NoActiveCaipNetworkOrClientError,
  UnsupportedChainError,
} from '../errors/app-kit-errors.js'
import { FaultError, faultOf } from '../errors/fault-errors.js'
import { ToastText } from '../errors/ui-texts.js'
import { messageOf } from '../lifecycle/message-of.js'
import { routerAt } from '../navigation/router.js'
import { emptySendDraft } from '../state/send-draft.js'
import { parseUnits } from './parse-units.js'
import { readSendDecimals, sendsTokens } from './send-decimals.js'

/**
 * SPEC §4 send flow from the send draft. eip155: an ERC-20 when the token has an address, else the
 * native coin with the draft's gas price and the network's decimals. Other families send a token
 * (an SPL mint on solana) when their adapter reads token decimals on chain, else the native coin
 * in the family's unit (satoshis, planck). Solana: both
 * amount and receiver are required ("Please enter a valid amount and receiver address").
 * Shows "Transaction started"; on success resets the draft and returns to Account; on failure shows
 * "Something went wrong" (Solana: "Failed to send transaction. Please try again."), or a fault's
 * own words when a part of the stack failed (e.g. "Could not reach {network}. ..."), and emits
 * SEND_ERROR. Resolves the transaction hash, or `undefined` on failure.
 * The amount is converted with the decimals read on chain (`readSendDecimals`); when the data API's
 * decimals differ the send is refused with `TokenDecimalsMismatchError` before anything is sent.
 */
export async function sendToken(ctx: KitContext): Promise<string | undefined> {
  const { namespace, adapter, address, network } = activeWallet(ctx)
  const draft = ctx.state.get('sendDraft')
  const amount = draft.sendTokenAmount
  const to = draft.receiverAddress
  if (!network) throw new NoActiveCaipNetworkOrClientError()
  // SPEC §4: an unsupported network sets an unsupported-network state; nothing is sent there.
  if (networkStateOf(ctx, namespace)?.unsupported) throw new UnsupportedChainError()
  if (!amount || !to) throw new InvalidSendInputError()
  const token = sendsTokens(adapter) ? draft.token : undefined
  const tokenAddress = token?.address
  // Security: decimals come from the chain. A data API claiming 18 for a 6-decimals token would
  // otherwise turn "1" into a 10^12 times larger transfer; a disagreement refuses the send.
  const decimals = await readSendDecimals(adapter, token, network)
  const value = parseUnits(amount, decimals)

  ctx.state.set('sendDraft', { ...draft, loading: true })
  ctx.toasts.show({
    message: ToastText.transactionStarted,
    code: 'transactionStarted',
    variant: 'success',
  })
  ctx.emit('SEND_INITIATED', {
    namespace,
    token: token?.symbol ?? network.nativeCurrency.symbol,
    amount,
  })
  try {
    const hash = await adapter.sendTransaction(
      tokenAddress
        ? { to, value, tokenAddress }
        : {
            to,
            value,
            ...(adapter.capabilities.feeModel === 'gas' && draft.gasPrice !== undefined
              ? { gasPrice: draft.gasPrice }
              : {}),
          },
    )
    ctx.balancesStale = true
    // The history lists the transaction once the data API has indexed it (see fetchTransactions).
    ctx.awaitedTransaction = { hash, caipAddress: `${network.caipNetworkId}:${address}`, polls: 0 }
    ctx.state.batch(() => {
      ctx.state.update('transactions', (current) => ({ ...current, stale: true }))
      ctx.state.set('sendDraft', emptySendDraft())
      ctx.state.set('router', routerAt('Account'))
    })
    ctx.emit('SEND_SUCCESS', { namespace, hash })
    // The balance changed: read from the node, not the 30 s native-balance cache.
    void syncAccountDetails(ctx, namespace, { freshBalance: true })
    return hash
  } catch (error) {
    ctx.state.update('sendDraft', (current) => ({ ...current, loading: false }))
    // A part of the stack that failed (the chain's node, the wallet) says so and what to do;
    // other failures keep the spec's toast.
    const code = adapter.capabilities.sendFailedText
    ctx.toasts.show(
      error instanceof FaultError
        ? { message: error.message, fault: faultOf(error), variant: 'error' }
        : { message: ToastText[code], code, variant: 'error' },
    )
    ctx.emit('SEND_ERROR', { message: messageOf(error), from: address }, 'error')
    return undefined
  }
}
