import { type RefObject, useEffect } from 'react'

/** How close to the bottom (px) the next page starts loading. */
export const LOAD_MORE_MARGIN_PX = 160

/**
 * Infinite scroll: calls `loadMore` when the scroll element comes within 160 px of its end, or
 * when its content does not fill it yet. Only while `enabled` (a cursor exists and nothing is
 * loading), so one page is asked for at a time.
 */
export function useLoadMore(
  scrollRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  loadMore: () => void,
  contentVersion: unknown,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check after new rows render
  useEffect(() => {
    const element = scrollRef.current
    if (!element || !enabled) return
    const nearEnd = () =>
      element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_MARGIN_PX
    if (nearEnd()) {
      loadMore()
      return
    }
    const onScroll = () => {
      if (!nearEnd()) return
      element.removeEventListener('scroll', onScroll)
      loadMore()
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [scrollRef, enabled, loadMore, contentVersion])
}
