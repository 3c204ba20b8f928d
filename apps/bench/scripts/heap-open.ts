/**
 * Where the heap after open is: cold loads of each built site given
 * (`PORTICO_HEAP_DISTS=a,b`), the page settled, a real click on the button, the page settled again
 * (1 s without a request, like the anchors' harness), a GC, then a heap snapshot. Prints the heap
 * used and, per kind of object, the bytes of each site beside the first's, largest changes first,
 * then each site's largest strings.
 *
 * `PORTICO_HEAP_QR=1`: after the open, the user points at "WalletConnect" and clicks it (a local
 * relay, `?relay=`), and the heap is taken once its QR code is visible and the page settled.
 * `PORTICO_HEAP_RUNS=<n>` (default 1): n cold loads per site, interleaved; the figures are
 * medians, the snapshot summary the first run's. Long tasks (> 50 ms, `PerformanceObserver`)
 * after the click are counted per run. `PORTICO_HEAP_SAVE=<dir>` keeps each snapshot there (for
 * DevTools' Memory panel or a retainers script).
 */
import { writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { startLocalRelay } from '@portico/testing'
import { median, onColdPage, settle } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { codeByScript, heapSummary, largestStrings } from './heap-summary.js'

const dists = (process.env.PORTICO_HEAP_DISTS ?? '').split(',').filter(Boolean)
if (dists.length === 0) throw new Error('PORTICO_HEAP_DISTS=<dist>[,<dist>…] is required')
const saveDir = process.env.PORTICO_HEAP_SAVE
const withQr = process.env.PORTICO_HEAP_QR === '1'
const runs = Number(process.env.PORTICO_HEAP_RUNS ?? 1)
const QR = '[role="dialog"] svg[aria-label="QR code to scan with your wallet"]'

// Every long task of the page, from its start (buffered), as [start, duration] in ms.
const LONG_TASKS = `new PerformanceObserver((list) => {
  const tasks = (window.__longTasks ||= [])
  for (const e of list.getEntries()) tasks.push([e.startTime, e.duration])
}).observe({ type: 'longtask', buffered: true })`

interface HeapRun {
  usedSize: number
  /** Durations of the long tasks that started after the click on the button, ms. */
  longTasks: number[]
  summary?: ReturnType<typeof heapSummary>
  strings?: ReturnType<typeof largestStrings>
  code?: ReturnType<typeof codeByScript>
}

async function heapAfterOpen(dist: string, relayUrl: string | undefined, snapshot: boolean) {
  const server = await startBenchServer(dist, 0)
  const url = relayUrl ? `${server.url}?relay=${encodeURIComponent(relayUrl)}` : server.url
  try {
    return await onColdPage(url, async (bench): Promise<HeapRun> => {
      const { page } = bench
      await page.evaluate(LONG_TASKS)
      await bench.mark('button')
      await settle(page)
      const clickedAt = await page.evaluate(() => performance.now())
      await page.click('[data-testid="connect-button"]')
      await page.getByRole('dialog').waitFor()
      await settle(page)
      if (relayUrl) {
        // Found and clicked without Playwright's role queries: their accessible-name code runs in
        // the page's heap (about 0.1 MB of compiled code after GC), which is not the kit's.
        const at = await page.evaluate(() => {
          const rows = document.querySelectorAll('[role="dialog"] button')
          const row = [...rows].find((b) => b.textContent?.trim().startsWith('WalletConnect'))
          const box = row?.getBoundingClientRect()
          return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }
        })
        if (!at) throw new Error('no "WalletConnect" row in the dialog')
        await page.mouse.move(at.x, at.y)
        await page.mouse.down()
        await page.mouse.up()
        await page.waitForFunction((selector) => document.querySelector(selector), QR)
        await settle(page)
      }
      const tasks = (await page.evaluate('window.__longTasks ?? []')) as [number, number][]
      const longTasks = tasks.filter(([start]) => start >= clickedAt).map(([, d]) => d)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
      if (!snapshot) return { usedSize, longTasks }
      const chunks: string[] = []
      cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
      const json = chunks.join('')
      if (saveDir) {
        const name = `heap-${basename(dist)}${relayUrl ? '-qr' : ''}-${Date.now()}.heapsnapshot`
        await writeFile(join(saveDir, name), json)
      }
      const summary = heapSummary(json)
      return {
        usedSize,
        longTasks,
        summary,
        strings: largestStrings(json, 25),
        code: codeByScript(json),
      }
    })
  } finally {
    await server.close()
  }
}

const relay = withQr ? await startLocalRelay() : undefined
const results: HeapRun[][] = dists.map(() => [])
try {
  for (let run = 0; run < runs; run++)
    for (const [i, dist] of dists.entries())
      results[i]?.push(await heapAfterOpen(dist, relay?.url, run === 0))
} finally {
  await relay?.stop()
}

const mb = (n: number) => (n / 1048576).toFixed(2)
console.log(`heap used after open${withQr ? ' and the QR code' : ''} (GC), MB, ${runs} run(s):`)
for (const [i, dist] of dists.entries()) {
  const site = results[i] ?? []
  const long = site.map((r) => r.longTasks)
  console.log(
    `  ${dist}: median ${mb(median(site.map((r) => r.usedSize)))} (${site.map((r) => mb(r.usedSize)).join(', ')}); ` +
      `long tasks after the click: ${long.filter((l) => l.length > 0).length} of ${site.length} runs ` +
      `(${
        long
          .flat()
          .map((d) => d.toFixed(0))
          .join(', ') || 'none'
      } ms)`,
  )
}
const firsts = results.map((site) => site[0])
const kb = (n = 0) => (n / 1024).toFixed(0).padStart(7)
const keys = new Set(firsts.flatMap((r) => [...(r?.summary?.keys() ?? [])]))
const rows = [...keys].map((key) => {
  const sizes = firsts.map((r) => r?.summary?.get(key)?.bytes ?? 0)
  // One site: its largest kinds; several: the largest differences.
  const spread = sizes.length > 1 ? Math.max(...sizes) - Math.min(...sizes) : (sizes[0] ?? 0)
  return { key, sizes, spread }
})
for (const row of rows.sort((a, b) => b.spread - a.spread).slice(0, 40))
  console.log(`${row.sizes.map(kb).join(' ')} KB  ${row.key}`)
firsts.forEach((r, i) => {
  console.log(`\nlargest strings, ${dists[i]}:`)
  for (const s of r?.strings ?? []) console.log(`${kb(s.bytes)} KB  ${JSON.stringify(s.start)}`)
})
firsts.forEach((r, i) => {
  const code = [...(r?.code ?? [])].sort((a, b) => b[1].bytes - a[1].bytes)
  const total = code.reduce((sum, [, c]) => sum + c.bytes, 0)
  console.log(`\ncompiled code per script, ${dists[i]}: ${kb(total).trim()} KB in all`)
  for (const [script, c] of code.slice(0, 20))
    console.log(`${kb(c.bytes)} KB  ${String(c.count).padStart(5)} functions  ${script}`)
})
