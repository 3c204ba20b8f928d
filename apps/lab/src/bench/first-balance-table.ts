/** One family's runs, as the bench collected them (ms, in run order). */
export interface FirstBalanceRow {
  label: string
  goalMs: number
  runs: readonly number[]
}

/** The middle run (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('no runs to take the median of')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => `${whole(value)} ms`

/**
 * The bench's table: per family the median, the range and the goal, and whether the median meets
 * it.
 *
 * @example
 * formatFirstBalanceTable([{ label: 'EVM', goalMs: 300, runs: [120, 90, 150] }])
 * // | EVM | 120 ms | 90–150 ms | 3 | ≤ 300 ms | met |
 */
export function formatFirstBalanceTable(rows: readonly FirstBalanceRow[]): string {
  const lines = [
    '| family | connect → balance painted, median | range | runs | goal | |',
    '|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const middle = median(row.runs)
    const range = `${whole(Math.min(...row.runs))}–${ms(Math.max(...row.runs))}`
    const verdict = middle <= row.goalMs ? 'met' : 'OVER'
    lines.push(
      `| ${row.label} | ${ms(middle)} | ${range} | ${row.runs.length} | ≤ ${ms(row.goalMs)} | ${verdict} |`,
    )
  }
  return lines.join('\n')
}
