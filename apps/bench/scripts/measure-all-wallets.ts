import { onColdPage, settle } from './bench-page.js'
import { benchListings } from './bench-server.js'

const LIST = '[data-testid="portico-all-wallets"]'

export interface AllWalletsRun {
  /** Per keystroke: keydown → first frame whose list shows exactly the matches (ms). */
  keystrokeMs: number[]
  /** Frames produced while the list scrolls (wheel input for `SCROLL_MS`). */
  scroll: { fps: number; p95FrameMs: number; longFrames: number; frames: number }
}

const SCROLL_MS = 2000
const QUERY = '4999'

type Bench = {
  __bench: {
    watch(name: string, selector: string, test?: (el: HTMLElement) => boolean): void
    frames(ms: number): Promise<number[]>
  }
}

/**
 * All Wallets with `count` listings, all loaded (scrolled to the end, 40 a page): then the list
 * scrolls under wheel input for 2 s while every frame is recorded, and "4999" is typed one key at a
 * time, each key timed from its keydown to the first frame whose list shows exactly the listings
 * whose name contains the query so far.
 */
export function measureAllWallets(url: string, count: number): Promise<AllWalletsRun> {
  const names = benchListings(count).map((w) => w.name.toLowerCase())
  return onColdPage(url, async (bench) => {
    const { page } = bench
    await bench.mark('button')
    await settle(page)
    await page.click('[data-testid="connect-button"]')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^All Wallets/ })
      .click()
    const list = page.locator(LIST)
    await list.waitFor()
    await page.waitForFunction(
      ({ selector, total }) => {
        const scroller = document.querySelector<HTMLElement>(selector)
        if (!scroller) return false
        if (Number(scroller.dataset.loaded) >= total) return true
        scroller.scrollTop = scroller.scrollHeight
        return false
      },
      { selector: LIST, total: count },
      { polling: 'raf', timeout: 120_000 },
    )
    await page.evaluate((selector) => {
      const scroller = document.querySelector<HTMLElement>(selector)
      if (scroller) scroller.scrollTop = 0
    }, LIST)
    await settle(page)

    const box = await list.boundingBox()
    if (!box) throw new Error('All Wallets list has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const recording = page.evaluate(
      (ms) => (window as unknown as Bench).__bench.frames(ms),
      SCROLL_MS,
    )
    const until = Date.now() + SCROLL_MS
    while (Date.now() < until) await page.mouse.wheel(0, 240)
    const times = await recording
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number))
    const sortedGaps = [...gaps].sort((a, b) => a - b)
    const span = (times[times.length - 1] as number) - (times[0] as number)
    const scroll = {
      fps: ((times.length - 1) / span) * 1000,
      p95FrameMs: sortedGaps[Math.floor(sortedGaps.length * 0.95)] ?? Number.NaN,
      // A frame that took more than one and a half refresh intervals: at least one was dropped.
      longFrames: gaps.filter((gap) => gap > 25).length,
      frames: times.length,
    }

    await page.getByRole('searchbox', { name: 'Search wallets' }).click()
    const keystrokeMs: number[] = []
    let query = ''
    for (const [index, key] of [...QUERY].entries()) {
      query += key
      const expected = String(names.filter((name) => name.includes(query)).length)
      const mark = `filter-${index}`
      await page.evaluate(
        ({ selector, name, shown }) =>
          (window as unknown as Bench).__bench.watch(
            name,
            selector,
            (el) => el.dataset.shown === shown,
          ),
        { selector: LIST, name: mark, shown: expected },
      )
      await page.keyboard.press(key)
      const painted = await bench.mark(mark)
      const { keys } = await bench.marks()
      keystrokeMs.push(painted - (keys[keys.length - 1] ?? Number.NaN))
    }
    return { keystrokeMs, scroll }
  })
}
