/** Adds a `<style id>` with `css` to `doc` once; a no-op when an element with that id exists. */
export function injectStyleOnce(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return
  const style = doc.createElement('style')
  style.id = id
  style.textContent = css
  doc.head.appendChild(style)
}
