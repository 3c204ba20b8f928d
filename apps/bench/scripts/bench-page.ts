import { launchChromium } from '@portico/testing/chromium'
import { type BenchMarks, IN_PAGE } from './in-page.js'

/** A Playwright page, as `@portico/testing/chromium` hands them out. */
export type Page = Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>['newPage']>>

export interface BenchPage {
  page: Page
  /** JS files fetched so far, per phase (`load` until `phase('open')`). */
  files: { load: string[]; open: string[] }
  /** WebSocket URLs the page opened, per phase. */
  sockets: { load: string[]; open: string[] }
  /** Hosts other than 127.0.0.1 the page asked for (refused), per phase, each once. */
  foreignHosts: { load: string[]; open: string[] }
  phase(name: 'load' | 'open'): void
  /** `window.__bench` as it is now. */
  marks(): Promise<BenchMarks>
  /** Resolves once `window.__bench.marks[name]` is stamped. */
  mark(name: string): Promise<number>
}

/**
 * Runs `run` on a cold page (a fresh headless Chromium, empty profile, 1280×800) at `url`, with
 * the anchors' network rules: every host but 127.0.0.1 is refused at once (requests aborted, DNS
 * lookups failing), so a kit's remote calls fail the same way for everyone.
 */
export async function onColdPage<T>(url: string, run: (bench: BenchPage) => Promise<T>) {
  const browser = await launchChromium({
    extraArgs: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const files = { load: [] as string[], open: [] as string[] }
    const sockets = { load: [] as string[], open: [] as string[] }
    const foreignHosts = { load: [] as string[], open: [] as string[] }
    let phase: 'load' | 'open' = 'load'
    await page.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url())
      if (hostname === '127.0.0.1') return route.continue()
      if (!foreignHosts[phase].includes(hostname)) foreignHosts[phase].push(hostname)
      return route.abort()
    })
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\//, '')
      if (path.endsWith('.js')) files[phase].push(path)
    })
    page.on('websocket', (socket) => {
      sockets[phase].push(socket.url())
    })
    await page.addInitScript(IN_PAGE)
    const bench: BenchPage = {
      page,
      files,
      sockets,
      foreignHosts,
      phase: (name) => {
        phase = name
      },
      marks: () => page.evaluate(() => (window as unknown as { __bench: BenchMarks }).__bench),
      async mark(name) {
        const handle = await page.waitForFunction(
          (key) => (window as unknown as { __bench: BenchMarks }).__bench.marks[key],
          name,
          { timeout: 30_000 },
        )
        return (await handle.jsonValue()) as number
      },
    }
    await page.goto(url, { waitUntil: 'networkidle' })
    return await run(bench)
  } finally {
    await browser.close()
  }
}

/** Like a user who clicks once the page has settled: no request for a while, then one more second. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
}

/** Median, and the list, of a set of figures in ms. */
export function summary(values: readonly number[]): string {
  if (values.length === 0) return 'n/a'
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as number
  return `${median.toFixed(0)} ms (${sorted.map((v) => v.toFixed(0)).join(', ')})`
}

/** The median of `values` (lower middle for an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN
