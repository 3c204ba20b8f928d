import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from './contract-fixture.js'
import { shapeMismatches } from './json-shape.js'

describe('shapeMismatches', () => {
  const example = { slot: 1, err: null, status: { Ok: null }, tags: ['a'], list: [{ a: 1 }, null] }

  it('accepts other values of the same shape', () => {
    const actual = { slot: 9, err: null, status: { Ok: null }, tags: [], list: [null, { a: 2 }] }
    expect(shapeMismatches(actual, example)).toEqual([])
  })

  it('names missing, unknown and mistyped fields by path', () => {
    const actual = { slot: '9', status: { Ok: null, x: 1 }, tags: [1], list: [{ a: 'x' }] }
    expect(shapeMismatches(actual, example)).toEqual([
      { path: 'slot', problem: 'is string, the protocol shows number' },
      { path: 'err', problem: 'is missing' },
      { path: 'status.x', problem: 'is not in the protocol' },
      { path: 'tags[] (#0)', problem: 'is number, the protocol shows string' },
      { path: 'list[].a (#0)', problem: 'is string, the protocol shows number' },
    ])
  })

  it('applies optional, nullable, extra and map rules', () => {
    const rules = {
      optional: ['slot'],
      nullable: ['err', 'status'],
      extra: ['more'],
      maps: ['fees'],
    }
    const shape = { slot: 1, err: null, status: { Ok: null }, fees: { '1': 2.5 } }
    const actual = { err: { InstructionError: [0, 'x'] }, status: null, more: 1, fees: { '6': 1 } }
    expect(shapeMismatches(actual, shape, rules)).toEqual([])
    expect(shapeMismatches({ ...actual, fees: { '6': '1' } }, shape, rules)).toEqual([
      { path: 'fees.6', problem: 'is string, the protocol shows number' },
    ])
  })
})

describe('fillPlaceholders', () => {
  it('replaces $names deep inside and refuses unknown ones', () => {
    expect(fillPlaceholders({ params: ['$a', { b: '$b' }] }, { a: 1, b: 'x' })).toEqual({
      params: [1, { b: 'x' }],
    })
    expect(fillPlaceholders('/tx/$id/status', { id: 'ab' })).toBe('/tx/ab/status')
    expect(() => fillPlaceholders(['$c'], {})).toThrow('$c')
  })
})
