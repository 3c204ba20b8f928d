import { describe, expect, it } from 'vitest'
import { UnsupportedChainError } from './app-kit-errors.js'
import { BaseError } from './base-error.js'
import { UserRejectedRequestError } from './provider-errors.js'

describe('BaseError', () => {
  it('keeps message equal to the short message and details apart', () => {
    const error = new BaseError('Short', { details: 'more', metaMessages: ['a: 1'] })
    expect(error.message).toBe('Short')
    expect(error.shortMessage).toBe('Short')
    expect(error.details).toBe('more')
    expect(error.metaMessages).toEqual(['a: 1'])
    expect(error.describe()).toBe('Short\na: 1\nDetails: more')
    expect(error.name).toBe('BaseError')
    expect(error).toBeInstanceOf(Error)
  })

  it('takes details from a plain Error cause and keeps the cause', () => {
    const cause = new Error('socket hang up')
    const error = new BaseError('Short', { cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('socket hang up')
  })

  it('subclasses have a fixed name', () => {
    expect(new UnsupportedChainError().name).toBe('UnsupportedChainError')
    expect(new UnsupportedChainError()).toBeInstanceOf(BaseError)
  })

  it('walk() returns the deepest cause, walk(fn) the first match or null', () => {
    const root = new UserRejectedRequestError()
    const middle = new BaseError('middle', { cause: root })
    const top = new UnsupportedChainError({ cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof UserRejectedRequestError)).toBe(root)
    expect(top.walk((e) => e === middle)).toBe(middle)
    expect(top.walk(() => false)).toBeNull()
    expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError)
  })

  it('walk() stops on a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const error = new BaseError('top', { cause: a })
    a.cause = error
    expect(error.walk()).toBe(a)
  })
})
