/** One row of the figures the check prints: a column name to a value already formatted. */
export type FigureRow = Record<string, string>

/** Bytes as the check reports them: kB under a megabyte, MB above (decimal units, as npm prints). */
export function formatBytes(bytes: number): string {
  return bytes < 1_000_000
    ? `${(bytes / 1000).toFixed(1)} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`
}

export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`
}

/** A plain-text table (columns padded to their widest cell), for CI's log. */
export function formatTable(rows: readonly FigureRow[]): string {
  const first = rows[0]
  if (!first) return '(no rows)'
  const columns = Object.keys(first)
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((column) => row[column] ?? ''))),
  ].join('\n')
}
