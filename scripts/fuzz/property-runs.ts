import { appendFileSync } from 'node:fs'
import fc from 'fast-check'

/**
 * Runs per property in the test command: every `*.property.test.ts` together must stay within a
 * few seconds of the test command's wall time, so each property gets fast-check's usual 100.
 */
export const DEFAULT_PROPERTY_RUNS = 100

/** A fixed number of runs per property (`pnpm fuzz` with a count). */
export const FUZZ_RUNS_ENV = 'PORTICO_FUZZ_RUNS'
/** A time per property in milliseconds (`pnpm fuzz` with a time budget): runs until it is spent. */
export const FUZZ_MS_ENV = 'PORTICO_FUZZ_MS'
/** A file that each property appends its label, runs and any counterexample to (one JSON line). */
export const FUZZ_REPORT_ENV = 'PORTICO_FUZZ_REPORT'

/** One line of the fuzz report. */
export interface FuzzReportLine {
  label: string
  runs: number
  failed: boolean
  report?: string
}

function positiveInteger(name: string): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

/** fast-check's parameters for this run: the default count, a set count, or a time budget. */
export function propertyParameters<Ts>(): fc.Parameters<Ts> & { numRuns: number } {
  const ms = positiveInteger(FUZZ_MS_ENV)
  if (ms !== undefined) return { numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: ms }
  return { numRuns: positiveInteger(FUZZ_RUNS_ENV) ?? DEFAULT_PROPERTY_RUNS }
}

function settle<Ts>(label: string, details: fc.RunDetails<Ts>): void {
  const report = details.failed ? fc.defaultReportMessage(details) : undefined
  const path = process.env[FUZZ_REPORT_ENV]
  if (path) {
    const line: FuzzReportLine = { label, runs: details.numRuns, failed: details.failed, report }
    appendFileSync(path, `${JSON.stringify(line)}\n`)
  }
  // fast-check's own report: the seed, the path and the shrunk counterexample, to replay it.
  if (details.failed) throw new Error(`${label}\n${report ?? 'failed'}`)
}

/**
 * Checks a synchronous property with this run's parameters, throwing fast-check's report (shrunk
 * counterexample, seed) when it fails. `label` names the parser in `pnpm fuzz`'s table.
 */
export function checkProperty<Ts>(label: string, property: fc.IProperty<Ts>): void {
  settle(label, fc.check(property, propertyParameters<Ts>()))
}

/** {@link checkProperty} for an asynchronous property. */
export async function checkAsyncProperty<Ts>(
  label: string,
  property: fc.IAsyncProperty<Ts>,
): Promise<void> {
  settle(label, await fc.check(property, propertyParameters<Ts>()))
}
