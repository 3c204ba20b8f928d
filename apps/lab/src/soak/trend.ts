/** One reading of the soaked page, taken after a forced garbage collection. */
export interface SoakSample {
  /** Loop iterations finished when the sample was taken. */
  iterations: number
  /** Minutes since the loop started. */
  minute: number
  /** JS heap in use (CDP `Runtime.getHeapUsage`'s `usedSize`), bytes. */
  heapBytes: number
  /** Live DOM nodes (CDP `Memory.getDOMCounters`). */
  domNodes: number
  /** Live JS event listeners (CDP `Memory.getDOMCounters`). */
  listeners: number
}

export type SoakMetric = 'heapBytes' | 'domNodes' | 'listeners'

/** The growth per 100 iterations above which a metric counts as leaking. */
export type TrendLimits = Record<SoakMetric, number>

/**
 * 1 MiB of heap per 100 iterations is about 10 KB kept by every connect-send-switch-disconnect
 * round; one DOM node or one listener per round is 100 per 100 iterations. A real leak of a
 * view, a subscription or a transaction list per round is well above each.
 */
export const SOAK_LIMITS: TrendLimits = {
  heapBytes: 1024 * 1024,
  domNodes: 100,
  listeners: 100,
}

/** The fewest samples in the judged window: fewer cannot tell a trend from noise. */
export const MIN_WINDOW_SAMPLES = 4

export interface MetricTrend {
  metric: SoakMetric
  /** Least-squares slope over the window, per 100 iterations. */
  perHundred: number
  /** The slope's standard error, per 100 iterations (0 when the points lie on a line). */
  stderrPerHundred: number
  limitPerHundred: number
  /** Above the limit and more than two standard errors above zero. */
  growing: boolean
}

export type TrendVerdict =
  | { kind: 'too-few-samples'; window: number; needed: number }
  | { kind: 'judged'; window: number; growing: boolean; metrics: MetricTrend[] }

interface Fit {
  slope: number
  stderr: number
}

/** Ordinary least squares of y on x; the slope's standard error from the residuals. */
export function leastSquares(points: readonly { x: number; y: number }[]): Fit {
  const n = points.length
  if (n < 2) throw new RangeError('a slope needs at least two points')
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n
  let sxx = 0
  let sxy = 0
  for (const p of points) {
    sxx += (p.x - meanX) ** 2
    sxy += (p.x - meanX) * (p.y - meanY)
  }
  if (sxx === 0) throw new RangeError('a slope needs at least two distinct x values')
  const slope = sxy / sxx
  const intercept = meanY - slope * meanX
  const residuals = points.reduce((sum, p) => sum + (p.y - intercept - slope * p.x) ** 2, 0)
  const stderr = n > 2 ? Math.sqrt(residuals / (n - 2) / sxx) : 0
  return { slope, stderr }
}

/**
 * Judges the second half of the samples (the first half is the warm-up: caches, the directory,
 * the chains' first blocks) by each metric's least-squares slope against iterations. A metric
 * grows when its slope per 100 iterations is over its limit and over two standard errors, so a
 * flat series with noise between samples is not flagged while a steady rise is.
 */
export function analyzeTrend(
  samples: readonly SoakSample[],
  limits: TrendLimits = SOAK_LIMITS,
): TrendVerdict {
  const window = samples.slice(Math.floor(samples.length / 2))
  const distinct = new Set(window.map((sample) => sample.iterations)).size
  if (window.length < MIN_WINDOW_SAMPLES || distinct < 2) {
    return { kind: 'too-few-samples', window: window.length, needed: MIN_WINDOW_SAMPLES }
  }
  const metrics = (Object.keys(limits) as SoakMetric[]).map((metric): MetricTrend => {
    const fit = leastSquares(window.map((sample) => ({ x: sample.iterations, y: sample[metric] })))
    const perHundred = fit.slope * 100
    const stderrPerHundred = fit.stderr * 100
    return {
      metric,
      perHundred,
      stderrPerHundred,
      limitPerHundred: limits[metric],
      growing: perHundred > limits[metric] && perHundred > 2 * stderrPerHundred,
    }
  })
  return {
    kind: 'judged',
    window: window.length,
    growing: metrics.some((m) => m.growing),
    metrics,
  }
}
