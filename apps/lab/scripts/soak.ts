// `pnpm soak [--minutes N] [--sample-every K]` (from the root; default 10 minutes, a sample every
// iteration): the lab stack with EVM and Solana, the lab page in headless Chromium, and a scripted
// user looping connect, send, switch network, disconnect for each family until time is up. After
// every K iterations the page's heap (after a forced GC), DOM nodes and listeners are sampled;
// at the end a table and a verdict: exit 1 on any page error, a step that failed, or a growth trend
// over the limits of `src/soak/trend.ts`. Not part of the test command (it runs for minutes).
import { launchChromium, newLabContext } from '../src/e2e/lab-browser.js'
import { failureShot, labPage } from '../src/e2e/lab-driver.js'
import { guardProblems } from '../src/e2e/page-guard.js'
import { pageMetricsReader } from '../src/soak/page-metrics.js'
import { parseSoakArgs, SoakUsageError } from '../src/soak/soak-options.js'
import { formatSamples, formatVerdict, soakPassed } from '../src/soak/soak-report.js'
import { soakRounds } from '../src/soak/soak-user.js'
import { analyzeTrend, type SoakSample } from '../src/soak/trend.js'
import { startLabStack } from '../src/stack/start-lab-stack.js'

let options: ReturnType<typeof parseSoakArgs>
try {
  options = parseSoakArgs(process.argv.slice(2))
} catch (error) {
  if (!(error instanceof SoakUsageError)) throw error
  console.error(error.message)
  process.exit(2)
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)
console.log(`soak: ${options.minutes} min, a sample every ${options.sampleEvery} iteration(s)`)
const lab = await startLabStack({ watch: false, families: ['solana'] })
console.log(`soak: lab stack up in ${seconds(lab.timings.total)} s at ${lab.url}`)
const browser = await launchChromium()
const samples: SoakSample[] = []
const problems: string[] = []
let pageErrors: string[] = []
let iterations = 0
const roundMs: Record<string, number[]> = {}
try {
  const opened = await newLabContext(browser)
  pageErrors = opened.errors
  const page = await opened.context.newPage()
  await page.goto(`${lab.url}?families=eip155,solana`)
  await labPage(page).connectButton.waitFor({ timeout: 60_000 })
  const readMetrics = await pageMetricsReader(page)
  const rounds = soakRounds(page, lab)
  const started = performance.now()
  const sample = async () => {
    const metrics = await readMetrics()
    const minute = (performance.now() - started) / 60_000
    samples.push({ iterations, minute, ...metrics })
    console.log(
      `sample ${samples.length - 1}: minute ${minute.toFixed(1)}, ${iterations} iterations, heap ${(metrics.heapBytes / 2 ** 20).toFixed(2)} MB, ${metrics.domNodes} nodes, ${metrics.listeners} listeners, ${pageErrors.length} page errors`,
    )
  }
  await sample()
  const deadline = started + options.minutes * 60_000
  try {
    while (performance.now() < deadline) {
      for (const round of rounds) {
        const roundStarted = performance.now()
        try {
          await round.run()
        } catch (error) {
          await failureShot(page, `soak-${round.family}`)
          throw new Error(
            `the scripted user failed in iteration ${iterations + 1} (${round.family}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          )
        }
        const times = roundMs[round.family] ?? []
        times.push(performance.now() - roundStarted)
        roundMs[round.family] = times
      }
      iterations++
      if (iterations % options.sampleEvery === 0) await sample()
    }
    if (iterations % options.sampleEvery !== 0) await sample()
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  }
} finally {
  await browser.close().catch(() => undefined)
  await lab.stop()
}

const errors = [...pageErrors, ...guardProblems(), ...problems]
const verdict = analyzeTrend(samples)
console.log(`\n${formatSamples(samples)}\n`)
for (const [family, times] of Object.entries(roundMs)) {
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  console.log(
    `${family} round: ${times.length} runs, median ${seconds(median)} s, slowest ${seconds(sorted.at(-1) ?? 0)} s`,
  )
}
for (const line of formatVerdict(verdict, errors)) console.log(line)
process.exit(soakPassed(verdict, errors) ? 0 : 1)
