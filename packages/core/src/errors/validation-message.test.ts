import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ValidationError } from './adapter-errors.js'
import { validationErrorOf } from './validation-message.js'

const Payload = v.object({ email: v.string(), index: v.pipe(v.number(), v.integer()) })

function errorFor(input: unknown): ValidationError {
  const result = v.safeParse(Payload, input)
  if (result.success) throw new Error('expected a failure')
  return validationErrorOf(result.issues)
}

describe('validationErrorOf: valibot issues in the spec’s words (SPEC §8)', () => {
  it('a missing field is "Required", naming the field in details', () => {
    const error = errorFor({ index: 1 })
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.message).toBe('Required')
    expect(error.details).toBe('at email')
  })

  it('a value of the wrong type is "Expected X received Y"', () => {
    expect(errorFor({ email: 1, index: 1 }).message).toBe('Expected string received 1')
    expect(errorFor('x').message).toBe('Expected Object received "x"')
  })

  it('a failed check on a value of the right type is "Invalid input"', () => {
    const error = errorFor({ email: 'a@b.c', index: 1.5 })
    expect(error.message).toBe('Invalid input')
    expect(error.details).toBe('at index')
  })
})
