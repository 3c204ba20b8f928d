import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/app-kit-errors.js'
import { createEmailLoginGate } from './email-login-gate.js'

function manualClock(start = 1_000_000) {
  let now = start
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

describe('createEmailLoginGate (SPEC §5: 30 s)', () => {
  it('refuses a second login within 30 s with the seconds left, then allows it', () => {
    const clock = manualClock()
    const gate = createEmailLoginGate(clock)
    gate.begin()
    clock.advance(12_000)
    const error = (() => {
      try {
        gate.begin()
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as Error).message).toBe('Please try again after 18 seconds')
    clock.advance(18_000)
    expect(() => gate.begin()).not.toThrow()
  })
  it('a refused attempt does not restart the cooldown', () => {
    const clock = manualClock()
    const gate = createEmailLoginGate(clock)
    gate.begin()
    clock.advance(29_000)
    expect(() => gate.begin()).toThrow('Please try again after 1 seconds')
    clock.advance(1_000)
    expect(() => gate.begin()).not.toThrow()
  })
})
