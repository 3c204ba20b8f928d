import { describe, expect, it } from 'vitest'
import { labelOf, parseSuggestions } from './use-name-suggestions.js'

describe('name suggestions from the data API', () => {
  it('keeps entries with a visible name, cleaned, without duplicates, at most 10', () => {
    expect(
      parseSuggestions([
        { name: 'alice-1.portico.test', registered: true },
        { name: 'alice-1-app\u202e.portico.test', registered: false },
        { name: 'ALICE-1.portico.test', registered: false },
        { name: '\u200b' },
        { name: 42 },
        null,
        'alice-2.portico.test',
        { name: 'alice-3.portico.test', registered: 'no' },
      ]),
    ).toEqual([
      { name: 'alice-1.portico.test', registered: true },
      { name: 'alice-1-app.portico.test', registered: false },
      { name: 'alice-3.portico.test', registered: undefined },
    ])
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `name-${i}.portico.test` }))
    expect(parseSuggestions(many)).toHaveLength(10)
  })

  it('an answer that is not a list is no answer', () => {
    expect(parseSuggestions({ suggestions: [] })).toBeUndefined()
    expect(parseSuggestions(undefined)).toBeUndefined()
  })

  it('the label is the name before its zone suffix', () => {
    expect(labelOf('alice-1.portico.id')).toBe('alice-1')
    expect(labelOf('alice-1')).toBe('alice-1')
  })
})
