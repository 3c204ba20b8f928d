import { describe, expect, it } from 'vitest'
import invalidChars from '../vectors/siwe/unit/invalid_chars.json' with { type: 'json' }
import invalidResources from '../vectors/siwe/unit/invalid_resources.json' with { type: 'json' }
import invalidUris from '../vectors/siwe/unit/invalid_uris.json' with { type: 'json' }
import messageObjects from '../vectors/siwe/unit/message_objects.json' with { type: 'json' }
import validChars from '../vectors/siwe/unit/valid_chars.json' with { type: 'json' }
import validResources from '../vectors/siwe/unit/valid_resources.json' with { type: 'json' }
import validSpecification from '../vectors/siwe/unit/valid_specification.json' with { type: 'json' }
import validUris from '../vectors/siwe/unit/valid_uris.json' with { type: 'json' }
import { dateTimeProblem, parseUri, rules } from './abnf.js'
import { formatSiwxMessage } from './format-message.js'
import { parseSiwxMessage } from './parse-message.js'
import { fromSiweFields } from './siwe-fields.test-helper.js'

describe('SIWE unit vectors', () => {
  const chars = [...Object.entries(validChars), ...Object.entries(invalidChars)]
  it(`valid_chars.json + invalid_chars.json: ${chars.length}/${chars.length} rules answer as listed`, () => {
    for (const [name, { rule, input, answer }] of chars) {
      const pattern = rules[rule]
      expect(pattern, name).toBeDefined()
      expect(pattern?.test(input), name).toBe(answer)
    }
  })

  const uris = Object.entries(validUris)
  it(`valid_uris.json: ${uris.length}/${uris.length} parse, with the listed parts`, () => {
    for (const [name, { msg, uri }] of uris) {
      const message = parseSiwxMessage(msg)
      expect(parseUri(message.uri), name).toMatchObject(uri)
    }
  })

  const badUris = [...Object.entries(invalidUris), ...Object.entries(invalidResources)]
  it(`invalid_uris.json + invalid_resources.json: ${badUris.length}/${badUris.length} are refused`, () => {
    for (const [name, msg] of badUris) expect(() => parseSiwxMessage(msg), name).toThrow()
  })

  const resources = Object.entries(validResources)
  it(`valid_resources.json: ${resources.length}/${resources.length} parse to the listed resources`, () => {
    for (const [name, { msg, resources: expected }] of resources)
      expect(parseSiwxMessage(msg).resources, name).toEqual(expected)
  })

  const specification = Object.entries(validSpecification)
  it(`valid_specification.json: ${specification.length}/${specification.length} optional fields present, empty or absent as listed, and round-trip`, () => {
    for (const [name, { msg, items }] of specification) {
      const message = parseSiwxMessage(msg)
      expect(message.statement ?? null, name).toEqual(items.statement)
      expect(message.requestId ?? null, name).toEqual(items.requestId)
      expect(message.resources ?? null, name).toEqual(items.resources)
      expect(formatSiwxMessage(message), name).toBe(msg)
    }
  })

  const objects = Object.entries(messageObjects)
  it(`message_objects.json: ${objects.length}/${objects.length} format or fail with the listed reason`, () => {
    for (const [name, { msg, error }] of objects) {
      const format = () => formatSiwxMessage(fromSiweFields(msg))
      if (error === 'none') expect(parseSiwxMessage(format()), name).toEqual(fromSiweFields(msg))
      else expect(format, name).toThrow(expect.objectContaining({ details: error }))
    }
  })
})

describe('dateTimeProblem', () => {
  it('tells syntax from impossible values', () => {
    expect(dateTimeProblem('2024-02-29T00:00:00Z')).toBeUndefined()
    expect(dateTimeProblem('2023-02-29T00:00:00Z')).toBe('semantics')
    expect(dateTimeProblem('2021-09-30T16:25:24-02:00')).toBeUndefined()
    expect(dateTimeProblem('2021-09-30 16:25:24Z')).toBe('syntax')
    expect(dateTimeProblem('2021-09-30T16:25:60Z')).toBe('semantics')
  })
})
