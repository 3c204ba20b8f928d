/**
 * Makes everything in `<body>` except `keep` inert and hidden from assistive technology while the
 * dialog is open. Returns a function restoring each element's previous attributes.
 */
export function inertSiblings(keep: HTMLElement): () => void {
  const body = keep.ownerDocument.body
  const changed: { element: Element; inert: string | null; hidden: string | null }[] = []
  for (const element of Array.from(body.children)) {
    if (element === keep || element.contains(keep)) continue
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue
    changed.push({
      element,
      inert: element.getAttribute('inert'),
      hidden: element.getAttribute('aria-hidden'),
    })
    element.setAttribute('inert', '')
    element.setAttribute('aria-hidden', 'true')
  }
  return () => {
    for (const { element, inert, hidden } of changed) {
      if (inert === null) element.removeAttribute('inert')
      else element.setAttribute('inert', inert)
      if (hidden === null) element.removeAttribute('aria-hidden')
      else element.setAttribute('aria-hidden', hidden)
    }
  }
}
