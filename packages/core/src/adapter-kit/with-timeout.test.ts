import { describe, expect, it } from 'vitest'
import { manualClock } from './manual-clock.test-helper.js'
import { WalletRequestTimeoutError } from './wallet-request-timeout-error.js'
import { DEFAULT_REQUEST_TIMEOUT, withTimeout } from './with-timeout.js'

const never = () => new Promise<never>(() => {})

describe('withTimeout', () => {
  it('rejects a request that never settles with the timeout error at the timeout, not before', async () => {
    const { clock, advance } = manualClock()
    let outcome: unknown
    withTimeout(never(), { clock, timeout: 1000, method: 'enable' }).catch((error) => {
      outcome = error
    })
    advance(999)
    await Promise.resolve()
    expect(outcome).toBeUndefined()
    advance(1)
    await Promise.resolve()
    expect(outcome).toBeInstanceOf(WalletRequestTimeoutError)
    expect(outcome).toMatchObject({ method: 'enable', timeout: 1000 })
  })

  it('passes an answer or a failure through and leaves no timer behind', async () => {
    const { clock, pending } = manualClock()
    await expect(
      withTimeout(Promise.resolve('ok'), { clock, timeout: 1000, method: 'm' }),
    ).resolves.toBe('ok')
    const failure = new Error('rejected')
    await expect(
      withTimeout(Promise.reject(failure), { clock, timeout: 1000, method: 'm' }),
    ).rejects.toBe(failure)
    expect(pending()).toBe(0)
  })

  it('starts no timer for a timeout that is not a positive finite number', () => {
    const { clock, pending } = manualClock()
    for (const timeout of [0, -1, Number.POSITIVE_INFINITY, Number.NaN]) {
      withTimeout(never(), { clock, timeout, method: 'm' })
    }
    expect(pending()).toBe(0)
  })

  it('gives a wallet longer than the 4-minute pairing lifetime by default', () => {
    expect(DEFAULT_REQUEST_TIMEOUT).toBeGreaterThan(4 * 60_000)
  })
})
