import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import type { ReactNode, RefObject } from 'react'

/** Lists longer than this are virtualized; shorter ones render every row. */
export const VIRTUALIZE_FROM = 40

/** The panel's size before layout (a 360 px dialog's list area). */
const FALLBACK_RECT = { width: 328, height: 288 }

export interface VirtualRowsProps {
  count: number
  /** The element that scrolls (the tab panel). */
  scrollRef: RefObject<HTMLElement | null>
  estimateSize: (index: number) => number
  getKey: (index: number) => string
  renderRow: (index: number) => ReactNode
  /** Accessible name of the list. */
  label: string
  className?: string
}

/**
 * A list of rows that renders only what is in view once it is long (@tanstack/react-virtual),
 * measuring each row as it renders. Short lists render plainly.
 */
export function VirtualRows({
  count,
  scrollRef,
  estimateSize,
  getKey,
  renderRow,
  label,
  className = 'portico-list',
}: VirtualRowsProps) {
  const virtualize = count > VIRTUALIZE_FROM
  const virtualizer = useVirtualizer({
    count: virtualize ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey: getKey,
    overscan: 6,
    initialRect: FALLBACK_RECT,
    // An element not laid out yet (or a DOM without layout) reports 0 × 0; keep a sane window.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
    // A row not laid out yet measures 0; it keeps its estimate so the window stays right.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance)
      return size > 0 ? size : estimateSize(instance.indexFromElement(element))
    },
  })

  if (!virtualize) {
    return (
      <ul className={className} aria-label={label}>
        {Array.from({ length: count }, (_, index) => (
          <li key={getKey(index)}>{renderRow(index)}</li>
        ))}
      </ul>
    )
  }

  return (
    <ul
      className={className}
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), display: 'block' }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start}px)`,
            paddingBottom: 8,
          }}
        >
          {renderRow(item.index)}
        </li>
      ))}
    </ul>
  )
}
