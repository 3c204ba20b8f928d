import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS } from '../state/pairing.js'
import {
  initialPairingFlowState,
  PAIRING_VIEWS,
  WALLETCONNECT_UNAVAILABLE,
} from '../state/pairing-flow.js'
import { pairingReuse } from '../state/pairing-reuse.js'
import type { ChainNamespace, ConnectionStatus } from '../types/chain.js'
import { rememberDeepLinkChoice } from './deep-link-choice.js'

export interface StartPairingParameters {
  /** The WalletConnect connector to use (default: the first one offered). */
  connectorId?: string
  namespace?: ChainNamespace
}

export interface PairingActions {
  /**
   * SPEC §4 pairing lifecycle, for the view that shows the QR code / deep link: reuses an
   * unexpired pairing in an in-messenger browser or iOS Safari, else asks the wallet for a new
   * one; asks again just before the pairing counts as expired (4 min, 10 s margin); closes the
   * modal once the namespace connects. Calling it while a flow runs does nothing (a view
   * mounted twice asks once). The flow ends when the modal closes or leaves the pairing views.
   */
  start(params?: StartPairingParameters): void
  /** After a failure: asks the wallet again. */
  retry(): void
}

interface Flow {
  connectorId: string
  namespace: ChainNamespace | undefined
  /** Results of older requests are ignored. */
  attempt: number
  /** The namespace's connection status last seen, so only a change to `connected` closes. */
  status: ConnectionStatus | undefined
  refresh: unknown
  /** The pairing the refresh timer was set for. */
  refreshFor: unknown
}

/**
 * The pairing flow of one instance. State goes to `snapshot.pairingFlow` (the URI to `pairing`,
 * written by the adapter's display-URI event); time comes from the instance's clock.
 */
export function createPairingActions(
  ctx: KitContext,
  deps: {
    connect(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>
    /** Closes the modal (embedded mode: back to Account or Connect). */
    close(): void
    track(unsubscribe: Unsubscribe): Unsubscribe
  },
): PairingActions {
  const { state, clock } = ctx
  let flow: Flow | undefined
  let attempts = 0

  /** A pairing view is on screen (the modal open on it, or the embedded modal showing it). */
  const showing = () =>
    (state.get('modal').open || ctx.options.enableEmbedded === true) &&
    PAIRING_VIEWS.includes(state.get('router').view)
  const statusOf = (namespace: ChainNamespace | undefined) => {
    const ns = namespace ?? state.get('activeNamespace')
    return ns ? state.get('connection')[ns] : undefined
  }

  function clearRefresh(current: Flow) {
    if (current.refresh !== undefined) clock.clearTimeout(current.refresh)
    current.refresh = undefined
    current.refreshFor = undefined
  }

  function end() {
    if (!flow) return
    clearRefresh(flow)
    flow = undefined
    state.set('pairingFlow', initialPairingFlowState())
  }

  function request() {
    const current = flow
    if (!current) return
    clearRefresh(current)
    // The pairing on screen is being replaced: only the next one gets a refresh timer.
    current.refreshFor = state.get('pairing')
    const attempt = ++attempts
    current.attempt = attempt
    state.set('pairingFlow', { status: 'waiting', error: undefined, namespace: current.namespace })
    deps
      .connect({
        connectorId: current.connectorId,
        ...(current.namespace ? { namespace: current.namespace } : {}),
      })
      .then(
        () => {
          if (flow !== current || current.attempt !== attempt) return
          const shown = showing()
          end()
          if (shown) deps.close()
        },
        (error: unknown) => {
          if (flow !== current || current.attempt !== attempt) return
          clearRefresh(current)
          state.set('pairingFlow', {
            status: 'failed',
            error: error instanceof Error ? error.message : 'The connection failed.',
            namespace: current.namespace,
          })
        },
      )
  }

  /** Asks again just before the shown pairing counts as expired (SPEC §4). */
  function scheduleRefresh(current: Flow) {
    const pairing = state.get('pairing')
    if (state.get('pairingFlow').status !== 'waiting' || !pairing) return
    if (current.refreshFor === pairing) return
    clearRefresh(current)
    const wait = pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - clock.now()
    if (wait <= 0 || isPairingExpired(pairing, clock.now())) {
      request()
      return
    }
    current.refreshFor = pairing
    current.refresh = clock.setTimeout(() => {
      current.refresh = undefined
      if (flow === current) request()
    }, wait)
  }

  function onChange() {
    const current = flow
    if (!current) {
      // A failure shown without a flow (no WalletConnect connector) goes once the view does.
      if (state.get('pairingFlow').status !== 'idle' && !showing())
        state.set('pairingFlow', initialPairingFlowState())
      return
    }
    if (!showing()) {
      end()
      return
    }
    // However the connection completes (this request or a reused pairing's), the modal closes.
    const status = statusOf(current.namespace)
    const connectedNow = status === 'connected' && current.status !== 'connected'
    current.status = status
    if (connectedNow) {
      end()
      deps.close()
      return
    }
    scheduleRefresh(current)
  }
  deps.track(state.subscribe(onChange))
  deps.track(() => {
    if (flow) clearRefresh(flow)
    flow = undefined
  })

  return {
    start(params = {}) {
      if (flow || ctx.destroyed() || !showing()) return
      const connectors = state.get('connectors')
      const connector =
        (params.connectorId ? connectors.find((c) => c.id === params.connectorId) : undefined) ??
        connectors.find((c) => c.type === 'WALLET_CONNECT')
      const namespace = params.namespace ?? connector?.chain
      if (!connector) {
        state.set('pairingFlow', { status: 'failed', error: WALLETCONNECT_UNAVAILABLE, namespace })
        return
      }
      const current: Flow = {
        connectorId: connector.id,
        namespace,
        attempt: 0,
        status: statusOf(namespace),
        refresh: undefined,
        refreshFor: undefined,
      }
      flow = current
      rememberDeepLinkChoice(ctx)
      // SPEC §4: in an in-messenger browser or iOS Safari an unexpired pairing is reused (the
      // request made with it still waits for the wallet); elsewhere a new one is made.
      const { reuse } = pairingReuse(state.get('pairing'), clock.now(), ctx.userAgent)
      if (!reuse) {
        // The last visit's QR belongs to a request this browser does not return to.
        state.set('pairing', undefined)
        request()
        return
      }
      state.set('pairingFlow', { status: 'waiting', error: undefined, namespace })
      scheduleRefresh(current)
    },
    retry() {
      if (flow) request()
    },
  }
}
