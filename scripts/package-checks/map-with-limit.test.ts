import { describe, expect, it } from 'vitest'
import { mapWithLimit } from './map-with-limit'

/** A call that ends when the test says so, recording how many run at once. */
function gatedCalls() {
  let running = 0
  let most = 0
  const gates = new Map<number, () => void>()
  const started: number[] = []
  const fn = (item: number) =>
    new Promise<string>((resolve) => {
      running++
      most = Math.max(most, running)
      started.push(item)
      gates.set(item, () => {
        running--
        resolve(`r${item}`)
      })
    })
  return { fn, started, open: (item: number) => gates.get(item)?.(), most: () => most }
}

describe('mapWithLimit', () => {
  it('keeps at most `limit` calls in flight and returns the results in the items’ order', async () => {
    const calls = gatedCalls()
    const done = mapWithLimit([1, 2, 3, 4], 2, calls.fn)
    expect(calls.started).toEqual([1, 2])
    // The second finishes first: its lane takes the next item.
    calls.open(2)
    await new Promise((resolve) => setImmediate(resolve))
    expect(calls.started).toEqual([1, 2, 3])
    for (const item of [3, 1, 4]) {
      calls.open(item)
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(await done).toEqual(['r1', 'r2', 'r3', 'r4'])
    expect(calls.most()).toBe(2)
  })

  it('starts no more lanes than items, and maps nothing to nothing', async () => {
    const calls = gatedCalls()
    const done = mapWithLimit([7], 3, calls.fn)
    calls.open(7)
    expect(await done).toEqual(['r7'])
    expect(await mapWithLimit([], 2, calls.fn)).toEqual([])
  })
})
