import type { MetricTrend, SoakSample, TrendVerdict } from './trend.js'

const MiB = 1024 * 1024

/** The samples as a Markdown table: sample, minute, iterations, heap MB, DOM nodes, listeners. */
export function formatSamples(samples: readonly SoakSample[]): string {
  const rows = samples.map((sample, index) => [
    String(index),
    sample.minute.toFixed(1),
    String(sample.iterations),
    (sample.heapBytes / MiB).toFixed(2),
    String(sample.domNodes),
    String(sample.listeners),
  ])
  const header = ['sample', 'minute', 'iterations', 'heap MB', 'DOM nodes', 'listeners']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 1)).join('-|')}-|`,
    ...rows.map(line),
  ].join('\n')
}

function describeMetric(trend: MetricTrend): string {
  const scale = trend.metric === 'heapBytes' ? MiB : 1
  const unit = trend.metric === 'heapBytes' ? ' MB' : ''
  const name = { heapBytes: 'heap', domNodes: 'DOM nodes', listeners: 'listeners' }[trend.metric]
  const figure = (value: number) =>
    `${(value / scale).toFixed(trend.metric === 'heapBytes' ? 3 : 1)}${unit}`
  return `${name}: ${figure(trend.perHundred)} ± ${figure(trend.stderrPerHundred)} per 100 iterations (limit ${figure(trend.limitPerHundred)}): ${trend.growing ? 'GROWING' : 'flat'}`
}

/** The verdict's lines; `errors` are the page's errors and guard problems seen during the soak. */
export function formatVerdict(verdict: TrendVerdict, errors: readonly string[]): string[] {
  const lines: string[] = []
  if (verdict.kind === 'too-few-samples') {
    lines.push(
      `trend: not judged, ${verdict.window} samples in the second half (at least ${verdict.needed} needed): run longer`,
    )
  } else {
    lines.push(
      `trend over the second half (${verdict.window} samples; growing = over the limit and over two standard errors):`,
      ...verdict.metrics.map((trend) => `  ${describeMetric(trend)}`),
    )
  }
  lines.push(
    errors.length === 0 ? 'page errors: none' : `page errors: ${errors.length}`,
    ...errors.map((error) => `  ${error}`),
  )
  lines.push(`verdict: ${soakPassed(verdict, errors) ? 'PASS' : 'FAIL'}`)
  return lines
}

/** The soak passes when the trend was judged flat and the page showed no error. */
export function soakPassed(verdict: TrendVerdict, errors: readonly string[]): boolean {
  return verdict.kind === 'judged' && !verdict.growing && errors.length === 0
}
