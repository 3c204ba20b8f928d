import { describe, expect, it } from 'vitest'
import { isAccountTab } from './account-tab.js'

describe('isAccountTab', () => {
  it('accepts the three tabs 0, 1 and 2', () => {
    expect([0, 1, 2].map(isAccountTab)).toEqual([true, true, true])
  })
  it('refuses out-of-range, fractional and non-number values', () => {
    for (const tab of [-1, 3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', undefined]) {
      expect(isAccountTab(tab)).toBe(false)
    }
  })
})
