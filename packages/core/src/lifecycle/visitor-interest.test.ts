import { describe, expect, it } from 'vitest'
import { createVisitorInterest } from './visitor-interest.js'

describe('createVisitorInterest', () => {
  it('stays pending until shown, then resolves once for every waiter', async () => {
    const interest = createVisitorInterest()
    const seen: string[] = []
    void interest.shown.then(() => seen.push('first'))
    // A microtask turn later nothing has resolved: the promise waits for show().
    await Promise.resolve()
    expect(seen).toEqual([])
    interest.show()
    interest.show()
    await interest.shown
    void interest.shown.then(() => seen.push('late'))
    await interest.shown
    await Promise.resolve()
    expect(seen).toEqual(['first', 'late'])
  })
})
