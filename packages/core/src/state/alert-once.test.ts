import { describe, expect, it } from 'vitest'
import { createAlertOnce } from './alert-once.js'

const invalidConfig = {
  shortMessage: 'Invalid App Configuration',
  longMessage: 'Origin not allowed',
}

describe('createAlertOnce (SPEC §8)', () => {
  it('admits an alert once', () => {
    const once = createAlertOnce()
    expect(once.admit(invalidConfig)).toBe(true)
    expect(once.admit({ ...invalidConfig })).toBe(false)
  })
  it('another long message is another alert', () => {
    const once = createAlertOnce()
    once.admit(invalidConfig)
    expect(once.admit({ ...invalidConfig, longMessage: 'Project id not found' })).toBe(true)
  })
  it('two gates never share what they showed', () => {
    createAlertOnce().admit(invalidConfig)
    expect(createAlertOnce().admit(invalidConfig)).toBe(true)
  })
})
