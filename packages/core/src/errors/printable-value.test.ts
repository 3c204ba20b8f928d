import { describe, expect, it } from 'vitest'
import { printableValue } from './printable-value.js'

describe('printableValue', () => {
  it('gives text for values String() cannot coerce, and the string itself for a string', () => {
    expect(printableValue('0xabc')).toBe('0xabc')
    expect(printableValue(12)).toBe('12')
    expect(printableValue(Object.create(null))).toBe('[object Object]')
    expect(printableValue([Object.create(null)])).toBe('[object Array]')
    const hostile = {
      toString() {
        throw new Error('no')
      },
    }
    expect(printableValue(hostile)).toBe('[object Object]')
  })
})
