/**
 * Makes everything in `<body>` except `keep` (and the embedded wallet's frame) inert and hidden from assistive technology while the
 * dialog is open. Returns a function restoring each element's previous attributes.
 */
export function inertSiblings(keep: HTMLElement): () => void {
  const body = keep.ownerDocument.body
  const changed: { element: Element; inert: string | null; hidden: string | null }[] = []
  for (const element of Array.from(body.children)) {
    if (element === keep || element.contains(keep)) continue
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue
    // The embedded wallet's frame is shown over the dialog for the user to approve inside it
    // (core's loadEmbeddedFrame): inert, its Approve button could never be clicked.
    if (element.hasAttribute('data-portico-frame')) continue
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
