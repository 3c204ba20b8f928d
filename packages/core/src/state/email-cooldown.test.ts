import { describe, expect, it } from 'vitest'
import { EMAIL_COOLDOWN_MS, emailCooldownMessage, emailCooldownSeconds } from './email-cooldown.js'

describe('email login cooldown (SPEC §5/§9: 30 s)', () => {
  it('is 30 seconds', () => {
    expect(EMAIL_COOLDOWN_MS).toBe(30_000)
  })
  it('counts whole seconds left, rounding up', () => {
    expect(emailCooldownSeconds(undefined, 5_000)).toBe(0)
    expect(emailCooldownSeconds(0, 0)).toBe(30)
    expect(emailCooldownSeconds(0, 100)).toBe(30)
    expect(emailCooldownSeconds(0, 29_001)).toBe(1)
    expect(emailCooldownSeconds(0, 30_000)).toBe(0)
  })
  it('message: "Please try again after {n} seconds"', () => {
    expect(emailCooldownMessage(12)).toBe('Please try again after 12 seconds')
  })
})
