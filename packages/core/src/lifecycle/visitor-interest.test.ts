import { describe, expect, it } from 'vitest'
import { createVisitorInterest } from './visitor-interest.js'

describe('createVisitorInterest', () => {
  it('runs the waiting setups at the first sign of interest, once, and every show() waits for them', async () => {
    const interest = createVisitorInterest()
    const runs: string[] = []
    let finish!: () => void
    interest.whenShown(async () => {
      runs.push('setup')
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      runs.push('done')
    })
    expect(runs).toEqual([])
    const first = interest.show()
    const second = interest.show()
    expect(runs).toEqual(['setup'])
    finish()
    await Promise.all([first, second])
    expect(runs).toEqual(['setup', 'done'])
    await interest.show()
    expect(runs).toEqual(['setup', 'done'])
  })

  it('a sign shown before the start-up handed its setups over runs them as they arrive', async () => {
    const interest = createVisitorInterest()
    // Nothing waits yet: nothing to wait for.
    expect(interest.show()).toBeUndefined()
    const runs: string[] = []
    interest.whenShown(async () => {
      runs.push('setup')
    })
    expect(runs).toEqual(['setup'])
  })
})
