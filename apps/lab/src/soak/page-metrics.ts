import type { Page } from 'playwright-core'

export interface PageMetrics {
  /** JS heap in use after a full collection, bytes. */
  heapBytes: number
  /** Live DOM nodes. */
  domNodes: number
  /** Live JS event listeners. */
  listeners: number
}

/**
 * A reader of the page's memory through the DevTools protocol: a full garbage collection first
 * (twice: objects freed by the first one's finalizers go in the second), so what is left is what
 * the page still holds, not what it has not collected yet.
 */
export async function pageMetricsReader(page: Page): Promise<() => Promise<PageMetrics>> {
  const cdp = await page.context().newCDPSession(page)
  return async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const dom = await cdp.send('Memory.getDOMCounters')
    return { heapBytes: heap.usedSize, domNodes: dom.nodes, listeners: dom.jsEventListeners }
  }
}
