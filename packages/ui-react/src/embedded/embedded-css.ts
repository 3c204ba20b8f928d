import { injectStyleOnce } from '../theme/inject-style.js'

/**
 * What the inline host changes of the dialog's stylesheet: in the page's flow (not fixed over
 * it, no overlay), as wide as its container, and no taller than the dialog (the wallet list
 * scrolls inside it).
 */
export const EMBEDDED_CSS = `
.portico-root.portico-inline{position:static;inset:auto;z-index:auto;display:block;width:100%;padding:0}
.portico-inline>.portico-card{width:100%;max-width:none;max-height:640px;border-radius:var(--portico-radius-card)}
.portico-inline>.portico-card>.portico-body{padding-bottom:16px}
`

/** Adds the inline host's rules to `doc` once (after the dialog's stylesheet, which it adjusts). */
export function injectEmbeddedCss(doc: Document = document): void {
  injectStyleOnce(doc, 'portico-embedded-css', EMBEDDED_CSS)
}
