// Whether the user can really see the frame's card. The dapp owns the page around the iframe: it
// can keep the frame at opacity 0, cover it, or move a decoy over it, and the frame's own DOM
// never learns of it. IntersectionObserver v2 (`trackVisibility`) asks the browser's compositor
// instead: `isVisible` is true only when nothing covers the target and no ancestor in any
// document (the dapp's included) makes it transparent, filtered or distorted.

/** Calls `onChange` with each change of `target`'s visibility; the returned function stops. */
export type VisibilityWatch = (target: Element, onChange: (visible: boolean) => void) => () => void

/** The browser's own reports are throttled to this (the spec's minimum with trackVisibility). */
const REPORT_DELAY_MS = 100

/**
 * The IntersectionObserver v2 watch of `view`, or `undefined` where the browser lacks it (the
 * cards then ask for a press-and-hold the dapp cannot fake).
 *
 * @example
 * const watch = trackedVisibility(window)
 * const stop = watch?.(card, (visible) => (approve.disabled = !visible))
 */
export function trackedVisibility(view: Window & typeof globalThis): VisibilityWatch | undefined {
  const Observer = view.IntersectionObserver
  const Entry = view.IntersectionObserverEntry
  if (!Observer || !Entry || !('isVisible' in Entry.prototype)) return undefined
  return (target, onChange) => {
    const observer = new Observer(
      (entries) => {
        const last = entries.at(-1) as
          | (IntersectionObserverEntry & { isVisible?: boolean })
          | undefined
        // threshold 1: all of the target on screen, and seen by the compositor as unobscured.
        if (last) onChange(last.isVisible === true && last.intersectionRatio >= 1)
      },
      { threshold: [1], trackVisibility: true, delay: REPORT_DELAY_MS } as IntersectionObserverInit,
    )
    observer.observe(target)
    return () => observer.disconnect()
  }
}
