import { describe, expect, it } from 'vitest'
import { RelayUnreachableError } from '../errors/relay-unreachable-error.js'
import { manualClock } from './manual-clock.test-helper.js'
import { createRelayWait, DEFAULT_RELAY_TIMEOUT, relayWaitOf } from './relay-wait.js'

/** A pairing attempt the test settles by hand, counting how often it was started. */
function attempts<T>() {
  const started: { resolve(value: T): void; reject(error: unknown): void }[] = []
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      started.push({ resolve, reject })
    })
  return { attempt, started }
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The outcome of `promise` once it settles: its value, or its error. */
function outcomeOf<T>(promise: Promise<T>): { value?: T; error?: unknown } {
  const outcome: { value?: T; error?: unknown } = {}
  promise.then(
    (value) => {
      outcome.value = value
    },
    (error: unknown) => {
      outcome.error = error
    },
  )
  return outcome
}

describe('createRelayWait', () => {
  it('fails a pairing that shows no URI with RelayUnreachableError at the default timeout, not before', async () => {
    const { clock, advance, delays } = manualClock()
    const wait = createRelayWait<string>({ clock })
    const { attempt } = attempts<string>()
    const outcome = outcomeOf(wait.pair(attempt))
    expect(delays()).toEqual([DEFAULT_RELAY_TIMEOUT])
    advance(DEFAULT_RELAY_TIMEOUT - 1)
    await settle()
    expect(outcome).toEqual({})
    advance(1)
    await settle()
    expect(outcome.error).toBeInstanceOf(RelayUnreachableError)
    expect(outcome.error).toMatchObject({ part: 'relay', timeout: DEFAULT_RELAY_TIMEOUT })
  })

  it('stops the bound once the URI is shown: the wait for the user is not bounded, the answer passes through', async () => {
    const { clock, advance, pending } = manualClock()
    const wait = createRelayWait<string>({ clock, timeout: 1_000 })
    const { attempt, started } = attempts<string>()
    const outcome = outcomeOf(wait.pair(attempt))
    advance(999)
    wait.shown()
    expect(pending()).toBe(0)
    advance(60_000)
    await settle()
    expect(outcome).toEqual({})
    started[0]?.resolve('session')
    await settle()
    expect(outcome).toEqual({ value: 'session' })
  })

  it('a retry while the attempt has shown no URI waits for that attempt (bounded again) instead of starting a second pairing', async () => {
    const { clock, advance, pending } = manualClock()
    const wait = createRelayWait<string>({ clock, timeout: 1_000 })
    const { attempt, started } = attempts<string>()
    const first = outcomeOf(wait.pair(attempt))
    advance(1_000)
    await settle()
    expect(first.error).toBeInstanceOf(RelayUnreachableError)

    // Still down: the retry joins the same attempt and is bounded again.
    const second = outcomeOf(wait.pair(attempt))
    advance(1_000)
    await settle()
    expect(second.error).toBeInstanceOf(RelayUnreachableError)

    // The relay is back: the first attempt shows its URI during the next retry and is approved.
    const third = outcomeOf(wait.pair(attempt))
    wait.shown()
    started[0]?.resolve('session')
    await settle()
    expect(third).toEqual({ value: 'session' })
    expect(started).toHaveLength(1)
    expect(pending()).toBe(0)
  })

  it('starts a new pairing once the attempt before showed its URI, or failed', async () => {
    const { clock, advance } = manualClock()
    const wait = createRelayWait<string>({ clock, timeout: 1_000 })
    const { attempt, started } = attempts<string>()
    void wait.pair(attempt).catch(() => undefined)
    wait.shown()
    void wait.pair(attempt).catch(() => undefined)
    expect(started).toHaveLength(2)

    const failure = new Error('proposal refused')
    started[1]?.reject(failure)
    await settle()
    const after = outcomeOf(wait.pair(attempt))
    expect(started).toHaveLength(3)
    advance(1_000)
    await settle()
    expect(after.error).toBeInstanceOf(RelayUnreachableError)
  })

  it("passes the attempt's failure through as it is and leaves no timer behind", async () => {
    const { clock, pending } = manualClock()
    const wait = createRelayWait<string>({ clock, timeout: 1_000 })
    const failure = new Error('no namespaces')
    await expect(wait.pair(() => Promise.reject(failure))).rejects.toBe(failure)
    await expect(
      wait.pair(() => {
        throw failure
      }),
    ).rejects.toBe(failure)
    await expect(wait.pair(() => Promise.resolve('restored'))).resolves.toBe('restored')
    expect(pending()).toBe(0)
  })

  it('sets no bound for a timeout that is not a positive finite number: every pair is a new attempt', () => {
    for (const timeout of [0, -1, Number.POSITIVE_INFINITY, Number.NaN]) {
      const { clock, pending } = manualClock()
      const wait = createRelayWait<string>({ clock, timeout })
      const { attempt, started } = attempts<string>()
      void wait.pair(attempt)
      void wait.pair(attempt)
      expect(pending(), String(timeout)).toBe(0)
      expect(started, String(timeout)).toHaveLength(2)
    }
  })
})

describe('relayWaitOf', () => {
  it("keeps one wait per owner: a retry through the same owner joins its attempt, another owner's does not", async () => {
    const { clock, advance } = manualClock()
    const owner = {}
    const { attempt, started } = attempts<string>()
    const first = outcomeOf(relayWaitOf<string>(owner, { clock, timeout: 1_000 }).pair(attempt))
    advance(1_000)
    await settle()
    expect(first.error).toBeInstanceOf(RelayUnreachableError)
    void relayWaitOf<string>(owner, { clock, timeout: 1_000 }).pair(attempt)
    expect(started).toHaveLength(1)
    void relayWaitOf<string>({}, { clock, timeout: 1_000 }).pair(attempt)
    expect(started).toHaveLength(2)
    expect(relayWaitOf(owner, { clock })).toBe(relayWaitOf(owner, { clock }))
  })
})
