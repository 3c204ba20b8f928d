import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { showsView } from '../navigation/modal-rules.js'
import { sendsTokens } from './send-decimals.js'
import { sendableTokens } from './send-rules.js'

const VIEW = 'WalletSend'

/** The actions the send flow calls as the draft changes (the view flows' own). */
export interface SendFlowDeps {
  fetchTokenBalances(): Promise<unknown>
  loadSendTokenDecimals(): Promise<unknown>
  estimateSendFee(): Promise<unknown>
  loadExistentialDeposit(): Promise<unknown>
  setSendReceiver(text: string): void
  track(unsubscribe: Unsubscribe): Unsubscribe
}

export interface SendFlow {
  /**
   * For the Send view: while it shows, keeps the draft ready to send (SPEC §4 send flow). Calling
   * it while the flow runs does nothing; leaving the view ends it.
   */
  start(): void
}

interface Flow {
  /** The account whose balances were looked at (`null`: none yet). */
  balancesFor: string | undefined | null
  /** The token and network whose decimals were asked for. */
  decimalsFor: string | undefined
  /** What the last fee estimate was made for. */
  feeFor: readonly unknown[] | undefined
  /** The network and account whose existential deposit was asked for (`null`: none yet). */
  depositFor: string | null
}

const ignore = () => {}

/**
 * The Send view's flow of one instance. While WalletSend shows it asks for the account's token
 * balances when it has none, picks the native coin (else the first token) when none is chosen,
 * reads the chosen token's decimals on chain when the token or the network changes, estimates
 * the fee again when what it depends on changes (token, decimals, receiver, balances), reads the
 * network's existential deposit (families whose adapter has one) when the network or the account
 * changes, and on start resolves again a typed receiver the draft no longer holds. Everything it
 * writes goes to `snapshot.sendDraft` through the send actions.
 */
export function createSendFlow(ctx: KitContext, deps: SendFlowDeps): SendFlow {
  const { state } = ctx
  let flow: Flow | undefined
  let busy = false
  let dirty = false

  const showing = () => showsView({ modal: state.get('modal'), router: state.get('router') }, VIEW)

  function step(current: Flow) {
    const namespace = state.get('activeNamespace')
    const account = namespace ? state.get('accounts')[namespace] : undefined
    const network = namespace ? state.get('networks')[namespace]?.caipNetwork : undefined
    const adapter = namespace ? ctx.adapters.get(namespace) : undefined
    const draft = state.get('sendDraft')

    const address = account?.address
    if (current.balancesFor === null || address !== current.balancesFor) {
      current.balancesFor = address
      if (address && account?.tokenBalance.length === 0) deps.fetchTokenBalances().catch(ignore)
    }

    // An account switch resets the draft too, so the deposit is read again for it.
    const depositFor = `${network?.caipNetworkId ?? ''}|${address ?? ''}`
    if (depositFor !== current.depositFor) {
      current.depositFor = depositFor
      deps.loadExistentialDeposit().catch(ignore)
    }

    if (!draft.token) {
      const tokens = sendableTokens(account, network, adapter ? sendsTokens(adapter) : false)
      const first = tokens.find((token) => !token.address) ?? tokens[0]
      if (first) {
        state.update('sendDraft', (d) => ({ ...d, token: first }))
        // The draft changed: the next round reads the token chosen.
        dirty = true
        return
      }
    }

    const token = draft.token
    const tokenKey = token ? `${token.chainId}:${token.address ?? ''}` : undefined
    const decimalsFor = tokenKey ? `${tokenKey}|${network?.caipNetworkId ?? ''}` : undefined
    if (decimalsFor !== current.decimalsFor) {
      current.decimalsFor = decimalsFor
      if (decimalsFor) deps.loadSendTokenDecimals().catch(ignore)
    }

    const feeFor = [
      tokenKey,
      draft.tokenDecimals.status,
      draft.receiverAddress,
      account?.tokenBalance,
      account?.balance,
    ]
    if (!current.feeFor || feeFor.some((value, i) => !Object.is(value, current.feeFor?.[i]))) {
      current.feeFor = feeFor
      deps.estimateSendFee().catch(ignore)
    }
  }

  /** Runs the flow's step until the state it wrote has been looked at too. */
  function run() {
    if (busy) {
      dirty = true
      return
    }
    busy = true
    try {
      do {
        dirty = false
        if (flow && !showing()) flow = undefined
        if (flow) step(flow)
      } while (dirty)
    } finally {
      busy = false
    }
  }

  deps.track(state.subscribe(run))
  deps.track(() => {
    flow = undefined
  })

  return {
    start() {
      if (flow || ctx.destroyed() || !showing()) return
      flow = { balancesFor: null, decimalsFor: undefined, feeFor: undefined, depositFor: null }
      const draft = state.get('sendDraft')
      // A typed receiver that the draft no longer holds (e.g. after a reset) is resolved again.
      const text = draft.receiverProfileName ?? draft.receiverAddress ?? ''
      run()
      if (text.trim() && state.get('sendDraft').receiver.kind === 'empty')
        deps.setSendReceiver(text)
    },
  }
}
