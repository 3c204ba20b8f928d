/** What a text field is, for bringing the focused one back into view when the keyboard opens. */
const TEXT_FIELD = 'input,textarea,[contenteditable=""],[contenteditable="true"]'

/**
 * Keeps the dialog's root (`position: fixed`) over the visual viewport: the part of the page the
 * user actually sees. On a phone the on-screen keyboard shrinks only the visual viewport (Chrome on
 * Android since 108, Safari on iOS), and a page wider than the screen widens the layout viewport:
 * in both cases `inset: 0` (the layout viewport) would put the bottom sheet's last action under the
 * keyboard or past the screen's edge. The card's `max-height` is a percentage of this root, so it
 * shrinks with it and its body scrolls instead. A focused field inside the root is brought back into
 * view after each change (the keyboard opened under it).
 *
 * Without `visualViewport` (old browsers) nothing changes: `inset: 0` still follows the dynamic
 * viewport. Returns the cleanup.
 */
export function fitToVisualViewport(root: HTMLElement): () => void {
  const doc = root.ownerDocument
  const viewport = doc.defaultView?.visualViewport
  if (!viewport) return () => {}
  const fit = () => {
    // Physical sides on purpose: the visual viewport's offsets are measured from the top left,
    // whatever the writing direction.
    const style = root.style
    style.top = `${viewport.offsetTop}px`
    style.left = `${viewport.offsetLeft}px`
    style.right = 'auto'
    style.bottom = 'auto'
    style.width = `${viewport.width}px`
    style.height = `${viewport.height}px`
  }
  const refit = () => {
    fit()
    const focused = doc.activeElement
    if (focused && root.contains(focused) && focused.matches(TEXT_FIELD)) {
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    }
  }
  fit()
  viewport.addEventListener('resize', refit)
  viewport.addEventListener('scroll', fit)
  return () => {
    viewport.removeEventListener('resize', refit)
    viewport.removeEventListener('scroll', fit)
  }
}
