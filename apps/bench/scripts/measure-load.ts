import { onColdPage, settle } from './bench-page.js'

export interface LoadRun {
  /** Navigation start → first frame with the connect button visible. */
  buttonVisibleMs: number
  /** The click's event time stamp → first frame with the dialog visible. */
  clickToVisibleMs: number
  loadFiles: string[]
  openFiles: string[]
}

/**
 * One cold load of the app on defaults: nav → button visible, then (page settled, like the
 * anchors' harness) a real click on the button → dialog visible, and the JS fetched in each phase.
 */
export function measureLoad(url: string): Promise<LoadRun> {
  return onColdPage(url, async (bench) => {
    const buttonVisibleMs = await bench.mark('button')
    await settle(bench.page)
    bench.phase('open')
    await bench.page.evaluate(() => {
      const b = (window as unknown as { __bench: { watch(name: string, selector: string): void } })
        .__bench
      b.watch('dialog', '[role="dialog"]')
    })
    await bench.page.click('[data-testid="connect-button"]')
    const visible = await bench.mark('dialog')
    const { clicks } = await bench.marks()
    await settle(bench.page)
    return {
      buttonVisibleMs,
      clickToVisibleMs: visible - (clicks[0] ?? Number.NaN),
      loadFiles: [...bench.files.load],
      openFiles: [...bench.files.open],
    }
  })
}
