import { describe, expect, it } from 'vitest'
import { BaseError } from './base-error.js'
import {
  FaultError,
  faultPartOf,
  RelayUnreachableError,
  RpcUnreachableError,
} from './fault-errors.js'
import { FaultText } from './ui-texts.js'

describe('fault errors: the part, the words, the cause', () => {
  it('RpcUnreachableError names the network and what to do, keeps the cause', () => {
    const cause = new TypeError('fetch failed')
    const error = new RpcUnreachableError('Portico Devnet', { cause })
    expect(error).toBeInstanceOf(FaultError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('RpcUnreachableError')
    expect(error.part).toBe('rpc')
    expect(error.network).toBe('Portico Devnet')
    expect(error.message).toBe(
      'Could not reach Portico Devnet. Check your connection and try again.',
    )
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('fetch failed')
    expect(error.walk()).toBe(cause)
  })

  it('RelayUnreachableError names the relay, says what to do and how long it waited', () => {
    const error = new RelayUnreachableError(5000)
    expect(error.part).toBe('relay')
    expect(error.timeout).toBe(5000)
    expect(error.message).toBe(FaultText.relayUnreachable)
    expect(error.message).toMatch(/WalletConnect relay.*try again/)
    expect(error.describe()).toContain('No answer from the relay within 5000 ms.')
  })

  it('faultPartOf finds the part along a cause chain, and nothing elsewhere', () => {
    const inner = new RelayUnreachableError(10)
    const outer = new BaseError('Connection failed', { cause: inner })
    expect(faultPartOf(outer)).toBe('relay')
    expect(faultPartOf(new FaultError('wallet', 'x'))).toBe('wallet')
    expect(faultPartOf(new Error('plain'))).toBeUndefined()
    expect(faultPartOf('a string')).toBeUndefined()
    const looped: { cause?: unknown } = {}
    looped.cause = looped
    expect(faultPartOf(looped)).toBeUndefined()
  })
})
