import { describe, expect, it } from 'vitest'
import { analyzeTrend, leastSquares, SOAK_LIMITS, type SoakSample } from './trend.js'

const MiB = 1024 * 1024

/** A fixed pseudo-random sequence in [-1, 1) (an LCG), so the noisy cases never change. */
function noise(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 31 - 1
  }
}

/** `count` samples every `every` iterations, each metric given as a function of the iteration. */
function series(
  count: number,
  every: number,
  at: (iterations: number, index: number) => Partial<SoakSample>,
): SoakSample[] {
  return Array.from({ length: count }, (_, index) => {
    const iterations = index * every
    return {
      iterations,
      minute: index,
      heapBytes: 40 * MiB,
      domNodes: 1500,
      listeners: 300,
      ...at(iterations, index),
    }
  })
}

function growingMetrics(samples: SoakSample[]): string[] {
  const verdict = analyzeTrend(samples)
  if (verdict.kind !== 'judged') throw new Error(`not judged: ${JSON.stringify(verdict)}`)
  return verdict.metrics.filter((m) => m.growing).map((m) => m.metric)
}

describe('leastSquares', () => {
  it('finds the slope of points on a line, with no error', () => {
    const fit = leastSquares([
      { x: 0, y: 3 },
      { x: 2, y: 7 },
      { x: 5, y: 13 },
    ])
    expect(fit.slope).toBeCloseTo(2, 12)
    expect(fit.stderr).toBeCloseTo(0, 12)
  })

  it('refuses a single point or a single x', () => {
    expect(() => leastSquares([{ x: 1, y: 1 }])).toThrow(RangeError)
    expect(() =>
      leastSquares([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toThrow(RangeError)
  })
})

describe('analyzeTrend', () => {
  it('flags a heap that keeps 20 KB per iteration under noise of ±300 KB', () => {
    const jitter = noise(7)
    const samples = series(16, 5, (i) => ({
      heapBytes: 40 * MiB + i * 20_000 + jitter() * 300_000,
    }))
    expect(growingMetrics(samples)).toEqual(['heapBytes'])
    const verdict = analyzeTrend(samples)
    expect(verdict.kind === 'judged' && verdict.growing).toBe(true)
  })

  it('flags DOM nodes and listeners that grow by two per iteration', () => {
    const samples = series(12, 3, (i) => ({ domNodes: 1500 + 2 * i, listeners: 300 + 2 * i }))
    expect(growingMetrics(samples)).toEqual(['domNodes', 'listeners'])
  })

  it('does not flag flat series with noise between samples', () => {
    const jitter = noise(42)
    const samples = series(20, 2, () => ({
      heapBytes: 40 * MiB + jitter() * 800_000,
      domNodes: 1500 + Math.round(jitter() * 60),
      listeners: 300 + Math.round(jitter() * 10),
    }))
    expect(growingMetrics(samples)).toEqual([])
    expect(analyzeTrend(samples)).toMatchObject({ kind: 'judged', growing: false, window: 10 })
  })

  it('does not flag a raw slope over the limit that is within two standard errors (alternating noise)', () => {
    const samples = series(8, 10, (_, index) => ({ heapBytes: index % 2 === 0 ? 0 : 3 * MiB }))
    const verdict = analyzeTrend(samples)
    if (verdict.kind !== 'judged') throw new Error('not judged')
    const heap = verdict.metrics.find((m) => m.metric === 'heapBytes')
    expect(heap?.perHundred).toBeGreaterThan(SOAK_LIMITS.heapBytes)
    expect(heap?.growing).toBe(false)
  })

  it('judges only the second half: a warm-up rise that then levels off is not a leak', () => {
    const samples = series(12, 4, (i, index) => ({
      heapBytes: index < 6 ? 20 * MiB + i * MiB : 44 * MiB,
      domNodes: index < 6 ? 800 + i * 30 : 1500,
    }))
    expect(growingMetrics(samples)).toEqual([])
    // The same rise in the second half is one.
    const late = series(12, 4, (i, index) => ({
      heapBytes: index < 6 ? 20 * MiB : 20 * MiB + i * MiB,
    }))
    expect(growingMetrics(late)).toEqual(['heapBytes'])
  })

  it('says so when the window holds too few samples to judge', () => {
    expect(analyzeTrend(series(7, 1, () => ({}))).kind).toBe('judged')
    expect(analyzeTrend(series(6, 1, () => ({})))).toEqual({
      kind: 'too-few-samples',
      window: 3,
      needed: 4,
    })
  })
})
