/**
 * What the main thread does after a click opens the modal: cold loads, the page
 * settled like the anchors' harness (no request for a while, then one more second), then a real
 * click on the button, traced (CDP `Tracing`) together with a V8 sampling profile until the page
 * has been quiet for `PORTICO_TRACE_QUIET_MS` (default 3000). Prints, per run, click → dialog
 * visible, every main-thread task of ≥ `PORTICO_TRACE_TASK_MS` (default 30) ms after the click
 * with what it ran (scripts evaluated, callbacks, GC) and the functions that took its time
 * (self time from the profile), and the JS heap after open (after a GC).
 *
 * `PORTICO_TRACE_QR=1`: the page gets a local relay (`?relay=`) and, once the open is quiet, the
 * user clicks "WalletConnect"; the trace goes on until the page is quiet after its QR code shows.
 *
 * Run: `pnpm --filter @portico/bench trace:open` (after a build; `PORTICO_DIST=<dist>` traces
 * another built site, e.g. a copy built with `vite build --minify false` for readable names).
 */
import { fileURLToPath } from 'node:url'
import { startLocalRelay } from '@portico/testing'
import { median, onColdPage, settle } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { type CpuProfile, hotFunctions } from './trace-profile.js'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time, µs: what the task cost the main thread, whatever the machine's load. */
  tdur?: number
  tid: number
  pid: number
  args?: {
    name?: string
    data?: { url?: string; functionName?: string; lineNumber?: number; type?: string }
  }
}

const RUNS = Number(process.env.PORTICO_BENCH_RUNS ?? 3)
const QUIET_MS = Number(process.env.PORTICO_TRACE_QUIET_MS ?? 3000)
const TASK_MS = Number(process.env.PORTICO_TRACE_TASK_MS ?? 30)
const DETAIL = process.env.PORTICO_TRACE_DETAIL === '1'
// Also trace the pick of WalletConnect, once the open is quiet, until its QR code is shown.
const withQr = process.env.PORTICO_TRACE_QR === '1'
const QR = '[role="dialog"] svg[aria-label="QR code to scan with your wallet"]'
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
]
// What a task ran, as the DevTools timeline names it.
const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
])

const file = (url?: string) => url?.split('/').pop() ?? ''

function describe(event: TraceEvent): string {
  const data = event.args?.data
  const where = data?.url
    ? ` ${file(data.url)}${data.functionName ? ` ${data.functionName}` : ''}`
    : ''
  return `${event.name}${data?.type ? ` ${data.type}` : ''}${where}`
}

async function traceOpen(url: string): Promise<OpenRun> {
  return onColdPage(url, async (bench) => {
    const { page } = bench
    await bench.mark('button')
    await settle(page)
    const cdp = await page.context().newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    )
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    )
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    })
    await cdp.send('Profiler.start')
    bench.phase('open')
    await page.evaluate(() => {
      const w = window as unknown as {
        __bench: { watch(name: string, selector: string): void }
        __lastRequest: number
      }
      w.__lastRequest = performance.now()
      new PerformanceObserver(() => {
        w.__lastRequest = performance.now()
      }).observe({ type: 'resource' })
      w.__bench.watch('dialog', '[role="dialog"]')
    })
    await page.click('[data-testid="connect-button"]')
    const visible = await bench.mark('dialog')
    await page.waitForFunction(
      (quiet) =>
        performance.now() - (window as unknown as { __lastRequest: number }).__lastRequest > quiet,
      QUIET_MS,
      { polling: 100, timeout: 30_000 },
    )
    if (withQr) {
      // The user then picks WalletConnect: its client start-up, the pairing and the QR code's
      // encode run in the same trace.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^WalletConnect/ })
        .click()
      await page.locator(QR).waitFor({ state: 'visible' })
      await page.waitForFunction(
        (quiet) =>
          performance.now() - (window as unknown as { __lastRequest: number }).__lastRequest >
          quiet,
        QUIET_MS,
        { polling: 100, timeout: 30_000 },
      )
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
    await cdp.send('Tracing.end')
    await complete
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    const { clicks } = await bench.marks()
    const click = clicks[0] ?? Number.NaN

    // The click's own dispatch marks the main thread and the trace time of the click.
    const dispatch = events.find(
      (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
    )
    if (!dispatch) throw new Error('trace without the click')
    const clickTs = dispatch.ts
    const onMain = events.filter(
      (e) =>
        e.ph === 'X' && e.pid === dispatch.pid && e.tid === dispatch.tid && e.ts >= clickTs - 1000,
    )
    const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur)
    const long = tasks.filter((t) => (t.dur ?? 0) >= TASK_MS * 1000)
    const run: OpenRun = {
      visibleMs: visible - click,
      heapMb: heap.usedSize / 1048576,
      tasks: long.map((task) => {
        const end = task.ts + (task.dur ?? 0)
        const parts = onMain.filter(
          (e) => PARTS.has(e.name) && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) >= 1000,
        )
        const lines = parts
          .slice(0, 25)
          .map(
            (part) =>
              `    +${((part.ts - task.ts) / 1000).toFixed(1).padStart(5)} ${((part.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${describe(part)}`,
          )
        for (const fn of hotFunctions(profile, task.ts, end, 12))
          lines.push(`      self ${fn.ms.toFixed(1).padStart(5)} ms  ${fn.name}`)
        const first = parts[0] && parts[0].name === 'FireIdleCallback' ? parts[1] : parts[0]
        const hottest = hotFunctions(profile, task.ts, end, 1)[0]
        return {
          atMs: (task.ts - clickTs) / 1000,
          ms: (task.dur ?? 0) / 1000,
          cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
          label: `${first ? describe(first) : '?'}; most self time: ${hottest?.name ?? '?'}`,
          lines,
        }
      }),
    }
    if (DETAIL) {
      console.log(
        `\nclick → dialog visible ${run.visibleMs.toFixed(1)} ms, heap ${run.heapMb.toFixed(2)} MB; opened: ${bench.files.open.map(file).join(' ')}`,
      )
      for (const task of run.tasks) {
        console.log(
          `  task at click+${task.atMs.toFixed(0)} ms: ${task.ms.toFixed(1)} ms (CPU ${task.cpuMs.toFixed(1)} ms)`,
        )
        for (const line of task.lines) console.log(line)
      }
    }
    return run
  })
}

interface OpenRun {
  visibleMs: number
  heapMb: number
  tasks: { atMs: number; ms: number; cpuMs: number; label: string; lines: string[] }[]
}

const dists = (process.env.PORTICO_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url)))
  .split(',')
  .filter(Boolean)
const servers = await Promise.all(dists.map((dist) => startBenchServer(dist, 0)))
const relay = withQr ? await startLocalRelay() : undefined
const pageUrl = (url: string) => (relay ? `${url}?relay=${encodeURIComponent(relay.url)}` : url)
const runs: OpenRun[][] = dists.map(() => [])
try {
  // Interleaved: the machine's load moves every figure, so each site gets its runs side by side.
  for (let i = 0; i < RUNS; i++)
    for (const [d, server] of servers.entries()) {
      const run = await traceOpen(pageUrl(server.url))
      runs[d]?.push(run)
      const tasks = run.tasks.map(
        (t) =>
          `${t.ms.toFixed(0)} ms (CPU ${t.cpuMs.toFixed(0)}) at +${t.atMs.toFixed(0)} (${t.label})`,
      )
      console.log(
        `${dists[d]} run ${i + 1}: click → dialog visible ${run.visibleMs.toFixed(0)} ms, heap ${run.heapMb.toFixed(2)} MB, tasks ≥ ${TASK_MS} ms after the click: ${tasks.join(', ') || 'none'}`,
      )
    }
} finally {
  await Promise.all(servers.map((server) => server.close()))
  await relay?.stop()
}
for (const [d, list] of runs.entries()) {
  const longest = list.map((r) => Math.max(0, ...r.tasks.map((t) => t.ms)))
  const over50 = list.filter((r) => r.tasks.some((t) => t.ms >= 50)).length
  const longestCpu = list.map((r) => Math.max(0, ...r.tasks.map((t) => t.cpuMs)))
  console.log(
    `${dists[d]}: click → dialog visible median ${median(list.map((r) => r.visibleMs)).toFixed(0)} ms; longest task after the click median ${median(longest).toFixed(0)} ms (${longest.map((v) => v.toFixed(0)).join(', ')}); longest by CPU time median ${median(longestCpu).toFixed(0)} ms (${longestCpu.map((v) => v.toFixed(0)).join(', ')}); runs with a task ≥ 50 ms: ${over50}/${list.length}; heap median ${median(list.map((r) => r.heapMb)).toFixed(2)} MB`,
  )
}
