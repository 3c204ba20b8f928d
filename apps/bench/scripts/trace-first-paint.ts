/**
 * Where the time to the button's first paint goes, from a Chromium trace (CDP `Tracing`, the
 * DevTools timeline categories) of cold loads: per main-thread activity before the frame that shows
 * the button (script parse/compile, evaluation per script, function calls and tasks, style and
 * layout, paint), summed, median over the runs. Run: `pnpm --filter @portico/bench trace` (after a
 * build). `PORTICO_BASELINE_DIST=/path/to/dist` traces that built site too (e.g. the anchors'
 * kit-less baseline), in the same run, interleaved.
 */
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import { median } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { IN_PAGE } from './in-page.js'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  pid: number
  args?: { name?: string; data?: { url?: string } }
}

const RUNS = Number(process.env.PORTICO_BENCH_RUNS ?? 5)
const CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading']
const GROUPS: Record<string, string> = {
  'v8.compile': 'parse + compile',
  'v8.compileModule': 'parse + compile',
  'v8.parseOnBackground': 'parse + compile',
  V8ScriptCompile: 'parse + compile',
  EvaluateScript: 'evaluate scripts',
  'v8.evaluateModule': 'evaluate scripts',
  FunctionCall: 'function calls (tasks, callbacks)',
  TimerFire: 'function calls (tasks, callbacks)',
  RunMicrotasks: 'microtasks',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style + layout',
  Layout: 'style + layout',
  Paint: 'paint',
  PrePaint: 'paint',
}

async function traceOnce(url: string): Promise<Record<string, number>> {
  const browser = await launchChromium({
    extraArgs: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript(IN_PAGE)
    const cdp = await page.context().newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    )
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    )
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    })
    await page.goto(url)
    const button = (await (
      await page.waitForFunction(
        () =>
          (window as unknown as { __bench: { marks: Record<string, number> } }).__bench.marks
            .button,
      )
    ).jsonValue()) as number
    await cdp.send('Tracing.end')
    await done
    // Trace time stamps are µs of the monotonic clock; navigation start is the renderer's
    // `navigationStart` mark on the page's main thread.
    const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data)
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    if (!navigation || !main) throw new Error('trace without navigationStart / main thread')
    const end = navigation.ts + button * 1000
    const totals: Record<string, number> = { 'nav → button visible': button }
    for (const event of events) {
      if (event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid) continue
      if (event.ts < navigation.ts || event.ts > end) continue
      let group = GROUPS[event.name]
      if (!group) continue
      if (event.name === 'EvaluateScript' || event.name === 'v8.compile') {
        const file = event.args?.data?.url?.split('/').pop()
        if (file) group = `${group}: ${file}`
      }
      totals[group] = (totals[group] ?? 0) + (event.dur ?? 0) / 1000
    }
    return totals
  } finally {
    await browser.close()
  }
}

const ours = await startBenchServer(fileURLToPath(new URL('../dist/', import.meta.url)), 0)
const baselineDist = process.env.PORTICO_BASELINE_DIST
const baseline = baselineDist ? await startBenchServer(baselineDist, 0) : undefined
const runs: Record<string, Record<string, number>[]> = { ours: [], baseline: [] }
try {
  for (let i = 0; i < RUNS; i++) {
    runs.ours?.push(await traceOnce(ours.url))
    if (baseline) runs.baseline?.push(await traceOnce(baseline.url))
  }
} finally {
  await ours.close()
  await baseline?.close()
}

for (const [app, list] of Object.entries(runs)) {
  if (list.length === 0) continue
  console.log(`\n${app}: main thread until the button's first frame, median of ${list.length} (ms)`)
  const keys = [...new Set(list.flatMap((r) => Object.keys(r)))]
  const rows = keys.map((key) => [key, median(list.map((r) => r[key] ?? 0))] as const)
  for (const [key, value] of rows.sort((a, b) => b[1] - a[1]))
    console.log(`  ${value.toFixed(1).padStart(7)}  ${key}`)
}
