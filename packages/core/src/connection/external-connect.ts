import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { normalizeProviderError, UserRejectedRequestError } from '../errors/provider-errors.js'
import { closeModal } from '../navigation/modal-actions.js'
import { showsView } from '../navigation/modal-rules.js'
import { type ExternalConnectTarget, viewParamsOf } from '../navigation/view-params.js'
import type { ChainNamespace } from '../types/chain.js'
import { initialExternalConnectState } from './external-connect-state.js'

const VIEW = 'ConnectingExternal'

export interface ExternalConnectActions {
  /**
   * Asks the wallet of the ConnectingExternal view's route data to connect: each family it offers
   * in turn, then closes the modal if it still shows the view. Calling it while a flow runs for
   * the same route does nothing (a view mounted twice asks once); leaving the view ends the flow.
   */
  start(): void
  /**
   * After a decline or a failure: asks again, skipping the families this flow already connected
   * (a retry after the second family was declined does not ask the first again).
   */
  retry(): void
}

interface Flow {
  /** The route data the flow was started for: another ConnectingExternal entry is another flow. */
  data: unknown
  targets: readonly ExternalConnectTarget[]
  /** Families of this wallet connected by an earlier attempt of this flow. */
  connected: Set<ExternalConnectTarget>
  /** Results of older attempts are ignored. */
  attempt: number
}

/** Whether a connect failed because the user rejected it (EIP-1193 4001, wrapped or typed). */
const isDeclined = (error: unknown) =>
  normalizeProviderError(error) instanceof UserRejectedRequestError

/**
 * The external-connect flow of one instance. State goes to `snapshot.externalConnect`; the
 * targets come from the view's route data (parsed where it was pushed, never empty).
 */
export function createExternalConnectActions(
  ctx: KitContext,
  deps: {
    connect(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>
    track(unsubscribe: Unsubscribe): Unsubscribe
  },
): ExternalConnectActions {
  const { state } = ctx
  let flow: Flow | undefined

  const showing = () => showsView({ modal: state.get('modal'), router: state.get('router') }, VIEW)

  function end() {
    flow = undefined
    state.set('externalConnect', initialExternalConnectState())
  }

  function request(current: Flow) {
    const attempt = current.attempt + 1
    current.attempt = attempt
    const live = () => flow === current && current.attempt === attempt && showing()
    state.set('externalConnect', { status: 'waiting', error: undefined, attempt })
    const connectAll = async () => {
      for (const target of current.targets) {
        if (!live()) return false
        if (current.connected.has(target)) continue
        await deps.connect({
          connectorId: target.id,
          ...(target.chain ? { namespace: target.chain } : {}),
        })
        current.connected.add(target)
      }
      return true
    }
    connectAll().then(
      (done) => {
        if (!done || !live()) return
        state.batch(() => {
          end()
          closeModal(ctx)
        })
      },
      (error: unknown) => {
        if (flow !== current || current.attempt !== attempt) return
        state.set('externalConnect', {
          status: isDeclined(error) ? 'declined' : 'failed',
          error: error instanceof Error ? error : undefined,
          attempt,
        })
      },
    )
  }

  /** A new flow for the route data on screen (the previous one's results are ignored). */
  function begin() {
    const router = state.get('router')
    const params = viewParamsOf(router, VIEW)
    if (!params) return
    const targets = params.connectors ?? [{ id: params.connectorId, chain: params.namespace }]
    const current: Flow = { data: router.data, targets, connected: new Set(), attempt: 0 }
    flow = current
    request(current)
  }

  // Leaving the view (or the modal closing) ends the flow: a later result is not shown. Another
  // wallet's entry replacing this one (the same view stays mounted) is asked at once.
  deps.track(
    state.subscribe(() => {
      if (!flow) return
      if (!showing()) end()
      else if (state.get('router').data !== flow.data) begin()
    }),
  )
  deps.track(() => {
    flow = undefined
  })

  return {
    start() {
      if (ctx.destroyed() || !showing() || flow?.data === state.get('router').data) return
      begin()
    },
    retry() {
      if (flow && state.get('externalConnect').status !== 'waiting') request(flow)
    },
  }
}
