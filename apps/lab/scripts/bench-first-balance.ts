// `pnpm --filter @portico/lab bench` (and so `pnpm bench`): each family's first balance after
// connect on the lab stack, in headless Chromium. Per run a fresh context loads the lab page with
// one family's adapter, picks its test wallet and stamps, in the page, the account button's first
// frame `connected` (the kit's connect resolved) and its first frame showing the balance.
// `PORTICO_BENCH_RUNS` runs per family (default 5), the families interleaved; prints a table and
// the load average. Exits 1 when a run fails (the balance never painted), not when a goal is missed.
import { loadavg } from 'node:os'
import { FIRST_BALANCE_FAMILIES, measureFirstBalance } from '../src/bench/first-balance.js'
import { formatFirstBalanceTable } from '../src/bench/first-balance-table.js'
import { launchChromium } from '../src/e2e/lab-browser.js'
import { startLabStack } from '../src/stack/start-lab-stack.js'

const runs = Number(process.env.PORTICO_BENCH_RUNS ?? 5)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `PORTICO_BENCH_RUNS must be a whole number ≥ 1, not ${process.env.PORTICO_BENCH_RUNS}`,
  )
  process.exit(2)
}
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
const started = performance.now()
const lab = await startLabStack({ watch: false, families: ['solana', 'bip122', 'polkadot'] })
console.log(`first-balance bench: lab stack up in ${(lab.timings.total / 1000).toFixed(1)} s`)
const browser = await launchChromium()
// Each family with the runs it collects (its row of the table).
const rows = FIRST_BALANCE_FAMILIES.map((family) => ({
  family,
  row: { label: family.label, goalMs: family.goalMs, runs: [] as number[] },
}))
let failed = false
try {
  const loadBefore = load()
  // One cold run per family first, not counted: the lab server's and the chains' first answers.
  for (const family of FIRST_BALANCE_FAMILIES) await measureFirstBalance(browser, lab, family)
  for (let run = 0; run < runs; run++) {
    for (const { family, row } of rows)
      row.runs.push(await measureFirstBalance(browser, lab, family))
  }
  console.log(
    `\nfirst balance after connect (the lab, headless Chromium, ${runs} runs per family after a warm-up, interleaved; load average ${loadBefore} before, ${load()} after)\n`,
  )
  console.log(formatFirstBalanceTable(rows.map(({ row }) => row)))
  for (const { row } of rows) console.log(`${row.label}: ${row.runs.map(Math.round).join(', ')} ms`)
} catch (error) {
  failed = true
  console.error('first-balance bench failed:', error)
} finally {
  await browser.close().catch(() => undefined)
  await lab.stop()
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`)
process.exit(failed ? 1 : 0)
