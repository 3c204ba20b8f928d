import { describe, expect, it } from 'vitest'
import { BaseError } from './base-error.js'
import { FaultError } from './fault-errors.js'
import { RelayUnreachableError } from './relay-unreachable-error.js'
import { RpcUnreachableError } from './rpc-unreachable-error.js'

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
    expect(error.message).toBe(
      'Could not reach the WalletConnect relay. Check your connection and try again.',
    )
    expect(error.describe()).toContain('No answer from the relay within 5000 ms.')
  })

  it('a fault found down a cause chain keeps its part', () => {
    const inner = new RelayUnreachableError(10)
    const outer = new BaseError('Connection failed', { cause: inner })
    const found = outer.walk((e) => e instanceof FaultError)
    expect(found).toBe(inner)
    expect((found as FaultError).part).toBe('relay')
    expect(new FaultError('wallet', 'x').part).toBe('wallet')
  })
})
