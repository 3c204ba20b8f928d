import { readFileSync } from 'node:fs'

/** Reads a conformance vector file from the repository's `vectors/` folder. */
export function readVector<T>(relativePath: string): T {
  const url = new URL(`../../../../vectors/${relativePath}`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as T
}

/** Runs `check` on every case and returns the failures, for a passed/total report. */
export function tally<T>(
  cases: readonly T[],
  check: (c: T) => void,
): { passed: number; total: number; failures: string[] } {
  const failures: string[] = []
  for (const c of cases) {
    try {
      check(c)
    } catch (error) {
      failures.push(`${JSON.stringify(c).slice(0, 120)}: ${(error as Error).message}`)
    }
  }
  return { passed: cases.length - failures.length, total: cases.length, failures }
}
