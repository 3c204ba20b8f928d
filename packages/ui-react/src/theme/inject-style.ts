/** The ids already adopted per document (a document outlives every kit instance in it). */
const adoptedIds = new WeakMap<Document, Set<string>>()

/**
 * Adds `css` to `doc` once per `id`. Where the browser has constructable stylesheets (every
 * current one) the CSS becomes an adopted `CSSStyleSheet`: CSP's `style-src` does not govern
 * sheets built through the CSSOM, so the kit works under `style-src 'self'` with no nonce and no
 * `'unsafe-inline'`, and nothing per-response has to reach the client. Elsewhere it falls back to
 * a `<style id>` element (which a strict policy blocks there).
 */
export function injectStyleOnce(doc: Document, id: string, css: string): void {
  const Sheet = doc.defaultView?.CSSStyleSheet
  if (Sheet && 'adoptedStyleSheets' in doc) {
    const ids = adoptedIds.get(doc) ?? new Set<string>()
    adoptedIds.set(doc, ids)
    if (ids.has(id)) return
    ids.add(id)
    // A sheet must be built by the adopting document's own window.
    const sheet = new Sheet()
    sheet.replaceSync(css)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    return
  }
  if (doc.getElementById(id)) return
  const style = doc.createElement('style')
  style.id = id
  style.textContent = css
  doc.head.appendChild(style)
}
