import { injectStyleOnce } from './inject-style.js'
import { darkTheme, lightTheme, themeDeclarations } from './theme-tokens.js'

/**
 * The stylesheet of the dialog and its primitives. The modal chunk injects it once per document
 * (`injectModalCss`); every colour, size and radius comes from a `--portico-*` token, so the host's
 * `themeVariables` (set as inline custom properties on the root) win over the theme defaults.
 * On wide screens the card hangs from a fixed top (where the tallest card would be centred), so a
 * view that grows while it is shown (the directory's rows arriving) grows downwards: the rows
 * already there do not move under the pointer between its press and its release.
 */
export const MODAL_CSS = `
[data-portico-theme=dark]{${themeDeclarations(darkTheme)}color-scheme:dark}
[data-portico-theme=light]{${themeDeclarations(lightTheme)}color-scheme:light}
.portico-root{position:fixed;inset:0;z-index:var(--portico-z-index);display:flex;align-items:flex-start;justify-content:center;padding-top:max(16px,50vh - 320px);font-family:var(--portico-font-family);font-size:var(--portico-font-size);color:var(--portico-text-1);line-height:1.4}
.portico-root *,.portico-root *::before,.portico-root *::after{box-sizing:border-box}
.portico-overlay{position:absolute;inset:0;background:var(--portico-overlay);animation:portico-fade .12s ease-out}
.portico-card{position:relative;width:var(--portico-modal-width);max-width:calc(100% - 16px);max-height:min(640px,calc(100% - 32px));display:flex;flex-direction:column;background:var(--portico-bg-1);border:1px solid var(--portico-border);border-radius:var(--portico-radius-card);box-shadow:var(--portico-shadow);outline:none}
.portico-card.portico-shake{animation:portico-shake .5s ease-in-out}
@media (max-width:430px){.portico-root{align-items:flex-end;padding-top:0}.portico-card{max-width:none;width:100%;max-height:calc(100% - 8px);border-radius:var(--portico-radius-card) var(--portico-radius-card) 0 0}.portico-card>.portico-body{padding-bottom:max(16px,env(safe-area-inset-bottom))}}
.portico-body{padding:0 16px 16px;overflow:auto;overscroll-behavior:contain;flex:1 1 auto;min-height:0}
.portico-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:4px;padding:12px 12px 8px}
.portico-title{margin:0;text-align:center;font-size:var(--portico-font-size-title);font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portico-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:var(--portico-radius-control);font:inherit;font-weight:600;cursor:pointer;text-decoration:none;transition:background-color .12s}
.portico-btn[data-variant=primary]{background:var(--portico-accent);color:var(--portico-accent-text)}
.portico-btn[data-variant=secondary]{background:var(--portico-bg-2);color:var(--portico-text-1);border-color:var(--portico-border)}
.portico-btn[data-variant=ghost]{background:transparent;color:var(--portico-text-1)}
.portico-btn[data-full]{width:100%}
.portico-btn:hover:not(:disabled){filter:brightness(1.08)}
.portico-btn:disabled,.portico-icon-btn:disabled{opacity:.5;cursor:not-allowed}
.portico-icon-btn{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;border-radius:var(--portico-radius-control);background:transparent;color:var(--portico-text-2);cursor:pointer}
.portico-icon-btn:hover:not(:disabled){background:var(--portico-bg-2);color:var(--portico-text-1)}
.portico-root :focus-visible{outline:2px solid var(--portico-focus-ring);outline-offset:2px}
.portico-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.portico-row{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px;border:0;border-radius:var(--portico-radius-control);background:var(--portico-bg-2);color:var(--portico-text-1);font:inherit;text-align:start;cursor:pointer}
.portico-row:hover:not(:disabled){background:var(--portico-bg-3)}
.portico-row-name{flex:1 1 auto;min-width:0;font-weight:500}
.portico-tag{flex:none;padding:2px 8px;border-radius:var(--portico-radius-pill);background:var(--portico-bg-3);color:var(--portico-text-2);font-size:var(--portico-font-size-small);font-weight:600}
.portico-img{flex:none;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;border-radius:10px;background:var(--portico-bg-3);color:var(--portico-text-2);font-weight:600;object-fit:cover}
.portico-truncate{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0;unicode-bidi:plaintext}
.portico-truncate:dir(rtl){text-align:right}
.portico-text[data-tone=secondary]{color:var(--portico-text-2)}
.portico-text[data-tone=tertiary]{color:var(--portico-text-3)}
.portico-text[data-tone=error]{color:var(--portico-error)}
.portico-text[data-tone=success]{color:var(--portico-success)}
.portico-text[data-size=small]{font-size:var(--portico-font-size-small)}
.portico-text[data-size=large]{font-size:20px;font-weight:600}
.portico-tabs{display:flex;gap:4px;padding:4px;border-radius:var(--portico-radius-control);background:var(--portico-bg-2)}
.portico-tab{flex:1 1 0;min-height:34px;border:0;border-radius:calc(var(--portico-radius-control) - 4px);background:transparent;color:var(--portico-text-2);font:inherit;font-weight:600;cursor:pointer}
.portico-tab[aria-selected=true]{background:var(--portico-bg-1);color:var(--portico-text-1)}
.portico-field{display:flex;flex-direction:column;gap:6px}
.portico-label{font-size:var(--portico-font-size-small);color:var(--portico-text-2);font-weight:600}
.portico-input{width:100%;min-height:42px;padding:0 12px;border:1px solid var(--portico-border);border-radius:var(--portico-radius-control);background:var(--portico-bg-2);color:var(--portico-text-1);font:inherit}
.portico-input::placeholder{color:var(--portico-text-3)}
.portico-input[aria-invalid=true]{border-color:var(--portico-error)}
.portico-spinner{display:inline-block;width:24px;height:24px;border:3px solid var(--portico-bg-3);border-top-color:var(--portico-accent);border-radius:50%;animation:portico-spin .8s linear infinite}
.portico-qr{display:block;width:100%;height:auto;border-radius:var(--portico-radius-control);background:var(--portico-qr-background)}
.portico-toast{position:absolute;left:50%;top:12px;transform:translateX(-50%);display:flex;align-items:center;gap:8px;max-width:calc(100% - 24px);padding:8px 14px;border:1px solid var(--portico-border);border-radius:var(--portico-radius-pill);background:var(--portico-bg-2);color:var(--portico-text-1);font-size:var(--portico-font-size-small);font-weight:600;box-shadow:var(--portico-shadow);animation:portico-fade .15s ease-out;z-index:1}
.portico-toast-root{position:fixed;inset:16px 0 auto;z-index:var(--portico-z-index);display:flex;justify-content:center;pointer-events:none;font-family:var(--portico-font-family);line-height:1.4}
.portico-toast-root .portico-toast{position:relative;left:auto;top:auto;transform:none}
.portico-toast[data-variant=error]{color:var(--portico-error)}
.portico-alert{display:flex;gap:8px;margin-bottom:12px;padding:8px;border:1px solid var(--portico-error);border-radius:var(--portico-radius-control);background:var(--portico-bg-2);color:var(--portico-text-1);font-size:var(--portico-font-size-small)}
.portico-alert div{flex:1}
.portico-alert strong{display:block;color:var(--portico-error)}
.portico-toast-root .portico-alert{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);pointer-events:auto;width:min(360px,90vw);margin:0;box-shadow:var(--portico-shadow)}
.portico-toast[data-variant=success]{color:var(--portico-success)}
.portico-stack{display:flex;flex-direction:column;gap:12px}
.portico-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;padding:8px 0}
.portico-divider{display:flex;align-items:center;gap:8px;color:var(--portico-text-2);font-size:var(--portico-font-size-small)}
.portico-divider::before,.portico-divider::after{content:"";flex:1;height:1px;background:var(--portico-border)}
.portico-flip:dir(rtl){transform:scaleX(-1)}
.portico-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@keyframes portico-fade{from{opacity:0}to{opacity:1}}
@keyframes portico-spin{to{transform:rotate(360deg)}}
@keyframes portico-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){.portico-root *,.portico-root *::before,.portico-root *::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important}.portico-spinner{animation:none;border-top-color:var(--portico-accent)}}
`

const STYLE_ID = 'portico-modal-css'

/** Adds the modal stylesheet to `doc` once (no-op when already present). */
export function injectModalCss(doc: Document = document): void {
  injectStyleOnce(doc, STYLE_ID, MODAL_CSS)
}
