import { describe, expect, it } from 'vitest'
import { manualClock } from './manual-clock.test-helper.js'
import { createScopedClock } from './scoped-clock.js'

describe('createScopedClock', () => {
  it('passes timers to the clock; fired and cleared ones leave it', () => {
    const { clock: kitClock, advance, pending } = manualClock()
    const clock = createScopedClock(kitClock)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('a'), 10)
    const b = clock.setTimeout(() => fired.push('b'), 20)
    expect(pending()).toBe(2)
    clock.clearTimeout(b)
    expect(pending()).toBe(1)
    advance(30)
    expect(fired).toEqual(['a'])
    expect(pending()).toBe(0)
    expect(clock.now()).toBe(30)
  })

  it('dispose clears every pending timer and starts no timer after it', () => {
    const { clock: kitClock, advance, pending } = manualClock()
    const clock = createScopedClock(kitClock)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('a'), 10)
    clock.dispose()
    expect(pending()).toBe(0)
    clock.setTimeout(() => fired.push('b'), 10)
    expect(pending()).toBe(0)
    advance(30)
    expect(fired).toEqual([])
  })

  it('leaves a timer it did not start alone', () => {
    const { clock: kitClock, advance } = manualClock()
    const clock = createScopedClock(kitClock)
    const fired: string[] = []
    const foreign = kitClock.setTimeout(() => fired.push('foreign'), 10)
    clock.clearTimeout(foreign)
    advance(10)
    expect(fired).toEqual(['foreign'])
  })
})
