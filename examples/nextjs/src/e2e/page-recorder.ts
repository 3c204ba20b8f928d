import type { BrowserContext } from 'playwright-core'

/** What the page reported through the recorder's binding. */
export interface PageRecord {
  /** Every text the account button had, in order, from the moment the parser inserted it. */
  buttonTexts: string[]
  /** `securitypolicyviolation` events: directive, blocked URI and where. */
  violations: string[]
}

declare global {
  interface Window {
    __exampleRecord?: (kind: 'button' | 'violation', text: string) => void
  }
}

/**
 * Runs before any of the page's own code, in every document of `context`: a MutationObserver on
 * the whole document reports each text the account button takes (its records are delivered
 * before the next rendering step, so no painted text escapes), and every CSP violation is sent
 * out as it happens.
 */
function recorder() {
  const report = (kind: 'button' | 'violation', text: string) =>
    window.__exampleRecord?.(kind, text)
  document.addEventListener('securitypolicyviolation', (event) => {
    report(
      'violation',
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    )
  })
  let last: string | undefined
  new MutationObserver(() => {
    const button = document.querySelector('[data-testid="account-button"]')
    const text = button?.textContent ?? undefined
    if (text !== undefined && text !== last) report('button', text)
    last = text
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
}

/** Installs the recorder in every page of `context`; the returned record fills as pages run. */
export async function recordPages(context: BrowserContext): Promise<PageRecord> {
  const record: PageRecord = { buttonTexts: [], violations: [] }
  await context.exposeBinding('__exampleRecord', (_source, kind: string, text: string) => {
    if (kind === 'button') record.buttonTexts.push(text)
    else record.violations.push(text)
  })
  await context.addInitScript(recorder)
  return record
}
