import type { KitContext } from '../app-kit/kit-context.js'
import { isMobileUserAgent } from '../navigation/modal-actions.js'
import { viewParamsOf } from '../navigation/view-params.js'
import { deepLinkBase } from '../rules/deep-link.js'

/**
 * SPEC §3 deep-link choice, saved when a phone user's WalletConnect connect starts on a wallet
 * picked from the list: the pairing view opens that wallet by its link (`<link>wc?uri=…`), and the
 * saved link is what WalletConnect reads before each later request, also after the page reloads,
 * to bring the same wallet to the front for the approval. A pairing with no wallet picked (the
 * basic view) forgets an earlier choice, so no request opens a wallet the session is not with.
 * Desktop connects scan the QR code: nothing is saved (the link would open on the computer).
 * A disconnect clears it (SPEC §4, `resetNamespace`).
 */
export function rememberDeepLinkChoice(ctx: KitContext): void {
  if (!isMobileUserAgent(ctx.userAgent)) return
  const params = viewParamsOf(ctx.state.get('router'), 'ConnectingWalletConnect')
  const href = params?.mobileLink ? deepLinkBase(params.mobileLink) : undefined
  ctx.persisted.setDeepLinkChoice(
    href ? { href, name: params?.walletName ?? params?.walletId ?? 'Wallet' } : undefined,
  )
}
