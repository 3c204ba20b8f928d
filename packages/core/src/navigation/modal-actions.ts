import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  updateAccount,
} from '../app-kit/kit-context.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ViewName } from '../types/ui.js'
import { embeddedCloseView } from './close-rules.js'
import { activeAddressOf } from './modal-rules.js'
import { routerAt, routerBack, routerPush, routerReplace } from './router.js'
import { chooseStartView } from './start-view.js'
import { openData } from './view-params.js'

/**
 * A phone or tablet browser (deep links instead of a QR code; the remembered deep-link choice).
 *
 * @example
 * isMobileUserAgent(navigator.userAgent)
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
}

function activeAddress(ctx: KitContext): string | undefined {
  return activeAddressOf({
    activeNamespace: activeNamespaceOf(ctx),
    accounts: ctx.state.get('accounts'),
  })
}

/** Open the modal at the start view of SPEC §2 (or `view`), emitting MODAL_OPEN. */
export function openModal(
  ctx: KitContext,
  params: { view?: ViewName; namespace?: ChainNamespace; data?: unknown } = {},
): void {
  const address = activeAddress(ctx)
  const view = chooseStartView({ requestedView: params.view, address })
  ctx.state.set('router', routerAt(view, openData(view, params.data, params.namespace)))
  ctx.state.update('modal', (modal) => ({ ...modal, open: true }))
  ctx.emit('MODAL_OPEN', { connected: address !== undefined, view })
}

/** Close the modal (embedded mode: go to Account if connected, else Connect — SPEC §2). */
export function closeModal(ctx: KitContext): void {
  const modal = ctx.state.get('modal')
  ctx.state.set('actionNotAllowed', undefined)
  if (ctx.options.enableEmbedded) {
    ctx.state.set('router', routerAt(embeddedCloseView(activeAddress(ctx) !== undefined)))
    return
  }
  if (!modal.open) return
  ctx.state.set('modal', { ...modal, open: false, loading: false })
  ctx.emit('MODAL_CLOSE', { connected: activeAddress(ctx) !== undefined })
}

/** Show `view` on top of the current one; opens the modal when closed. */
export function pushView(ctx: KitContext, view: ViewName, data?: unknown): void {
  if (!ctx.state.get('modal').open) {
    openModal(ctx, { view, data })
    return
  }
  ctx.state.update('router', (router) => routerPush(router, view, data))
}

export function replaceView(ctx: KitContext, view: ViewName, data?: unknown): void {
  ctx.state.update('router', (router) => routerReplace(router, view, data))
}

/** SPEC §2 Back: previous view, or close when the history has one entry or includes UnsupportedChain. */
export function goBack(ctx: KitContext): void {
  const router = ctx.state.get('router')
  if (router.view === 'ConnectingFarcaster') leaveFarcaster(ctx)
  const next = routerBack(router)
  if (next === 'close') closeModal(ctx)
  else ctx.state.set('router', next)
}

/** SPEC §4/§9: the Farcaster view's reload delay. */
export const FARCASTER_RELOAD_DELAY_MS = 100

/**
 * SPEC §4 Farcaster view: going back without an address clears the stored Farcaster URL and
 * reloads the auth connector after 100 ms.
 */
function leaveFarcaster(ctx: KitContext): void {
  const namespace = activeNamespaceOf(ctx)
  if (!namespace || accountOf(ctx, namespace)?.address) return
  updateAccount(ctx, namespace, { farcasterUrl: undefined })
  ctx.later(() => {
    for (const adapter of ctx.adapters.values()) {
      if (!adapter.reloadAuthConnector) continue
      if (!adapter.getConnectors().some((c) => c.type === 'AUTH')) continue
      Promise.resolve(adapter.reloadAuthConnector()).catch(() => undefined)
    }
  }, FARCASTER_RELOAD_DELAY_MS)
}
