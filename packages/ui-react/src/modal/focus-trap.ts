const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** Focusable, visible elements inside `container`, in tab order of the DOM. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * Keeps Tab / Shift+Tab inside `container`: from the last element Tab wraps to the first, and
 * from the first (or the container itself) Shift+Tab wraps to the last. Returns true when it moved
 * focus (the caller prevents the default).
 */
export function trapTab(container: HTMLElement, shiftKey: boolean): boolean {
  const elements = focusableElements(container)
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (!first || !last) {
    container.focus()
    return true
  }
  const active = container.ownerDocument.activeElement
  if (shiftKey && (active === first || active === container || !container.contains(active))) {
    last.focus()
    return true
  }
  if (!shiftKey && (active === last || !container.contains(active))) {
    first.focus()
    return true
  }
  return false
}
