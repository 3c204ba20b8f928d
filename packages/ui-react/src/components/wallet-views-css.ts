import { useInsertionEffect } from 'react'
import { injectStyleOnce } from '../theme/inject-style.js'

/**
 * Styles of the wallet views (Account, Send, Receive, Networks, UnsupportedChain,
 * ApproveTransaction), on top of the modal stylesheet. Every colour and size reads a
 * `--portico-*` token.
 */
export const WALLET_VIEWS_CSS = `
.portico-account-top{display:flex;align-items:center;justify-content:space-between;gap:8px}
.portico-pill{display:inline-flex;align-items:center;gap:8px;min-height:36px;max-width:220px;padding:4px 12px;padding-inline-start:6px;border:1px solid var(--portico-border);border-radius:var(--portico-radius-pill);background:var(--portico-bg-2);color:var(--portico-text-1);font:inherit;font-size:var(--portico-font-size-small);font-weight:600;cursor:pointer}
.portico-pill:hover{background:var(--portico-bg-3)}
.portico-identity{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center;padding:0}
.portico-identity-name{display:flex;align-items:center;justify-content:center;gap:2px;max-width:100%;font-size:18px;font-weight:600}
.portico-balance{margin:0;font-size:26px;font-weight:700;letter-spacing:-.01em}
.portico-actions{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:8px}
.portico-action{flex-direction:column;gap:2px;min-height:56px;font-size:var(--portico-font-size-small)}
.portico-panel{height:248px;overflow:auto;margin-top:8px;border-radius:var(--portico-radius-control);position:relative}
.portico-panel-state{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;height:100%;text-align:center;padding:16px}
.portico-token{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 12px;border-radius:var(--portico-radius-control);background:var(--portico-bg-2)}
.portico-token-main{display:flex;flex-direction:column;min-width:0;flex:1 1 auto}
.portico-token-side{display:flex;flex-direction:column;align-items:flex-end;flex:none;max-width:45%;min-width:0;text-align:end}
.portico-token-side>*{max-width:100%}
.portico-muted{color:var(--portico-text-2);font-size:var(--portico-font-size-small)}
.portico-strong{font-weight:600}
.portico-activity{list-style:none;margin:0;padding:0}
.portico-month{margin:0;padding:12px 4px 6px;font-size:var(--portico-font-size-small);font-weight:600;color:var(--portico-text-2)}
.portico-tx{display:flex;align-items:center;gap:12px;min-height:56px;padding:6px 8px}
.portico-status{flex:none;padding:1px 8px;border-radius:var(--portico-radius-pill);background:var(--portico-bg-3);font-size:var(--portico-font-size-small);font-weight:600;color:var(--portico-text-2)}
.portico-status[data-status=failed]{color:var(--portico-error)}
.portico-status[data-status=confirmed]{color:var(--portico-success)}
.portico-nft-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:8px}
.portico-nft{display:flex;flex-direction:column;gap:6px;padding:8px;border-radius:var(--portico-radius-control);background:var(--portico-bg-2);min-width:0}
.portico-nft .portico-img{width:100%!important;height:auto!important;aspect-ratio:1}
.portico-warning{display:flex;align-items:flex-start;gap:8px;padding:10px 12px;border:1px solid var(--portico-warning);border-radius:var(--portico-radius-control);color:var(--portico-warning);font-size:var(--portico-font-size-small);font-weight:600}
.portico-error-box{color:var(--portico-error);font-size:var(--portico-font-size-small);font-weight:600}
.portico-picker{display:flex;align-items:center;gap:10px;width:100%;min-height:52px;padding:6px 12px;border:1px solid var(--portico-border);border-radius:var(--portico-radius-control);background:var(--portico-bg-2);color:var(--portico-text-1);font:inherit;text-align:start;cursor:pointer}
.portico-picker:hover{background:var(--portico-bg-3)}
.portico-row-end{display:flex;align-items:center;gap:8px}
.portico-summary{display:flex;flex-direction:column;gap:8px;padding:12px;border-radius:var(--portico-radius-control);background:var(--portico-bg-2)}
.portico-summary-row{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:32px}
.portico-summary-value{display:flex;align-items:center;gap:8px;min-width:0;font-weight:600}
.portico-address{margin:0;padding:10px 12px;border-radius:var(--portico-radius-control);background:var(--portico-bg-2);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:var(--portico-font-size-small);word-break:break-all;text-align:center}
.portico-qr-frame{padding:12px;border:1px solid var(--portico-border);border-radius:var(--portico-radius-card);background:var(--portico-qr-background);width:100%;max-width:248px;margin:0 auto}
.portico-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;justify-content:center}
.portico-chip{display:inline-flex;align-items:center;gap:6px;padding:4px 10px;padding-inline-start:4px;border-radius:var(--portico-radius-pill);background:var(--portico-bg-2);font-size:var(--portico-font-size-small);font-weight:600}
.portico-link-btn{align-self:flex-end;padding:2px 4px;border:0;border-radius:6px;background:transparent;color:var(--portico-accent);font:inherit;font-size:var(--portico-font-size-small);font-weight:600;cursor:pointer}
.portico-link-btn:hover{text-decoration:underline}
.portico-button-row{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.portico-family-tabs{display:flex;flex-wrap:wrap;gap:6px;justify-content:center;margin:0;padding:0;border:0;min-width:0}
.portico-family-tabs .portico-pill{min-height:30px;padding:2px 12px}
.portico-pill[data-active]{border-color:var(--portico-accent);color:var(--portico-accent)}
.portico-balance,.portico-balance+.portico-text,.portico-address,.portico-token-side>*,.portico-tx .portico-muted,.portico-summary-value,.portico-input[inputmode=decimal]{direction:ltr;unicode-bidi:isolate}
.portico-tx .portico-muted:dir(rtl){text-align:right}
`

const STYLE_ID = 'portico-wallet-views-css'

/** Adds the wallet views' stylesheet to `doc` once (no-op when already present). */
export function injectWalletViewsCss(doc: Document = document): void {
  injectStyleOnce(doc, STYLE_ID, WALLET_VIEWS_CSS)
}

/** Injects the wallet views' stylesheet before the calling view paints. */
export function useWalletViewsCss(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectWalletViewsCss(document)
  }, [])
}
