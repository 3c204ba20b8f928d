import { afterEach, describe, expect, it } from 'vitest'
import { stopOnSignals } from './shutdown.js'

// The handlers run as the process's signal listeners; `process.emit` calls them as a signal would
// (without one reaching the test's process).

describe('stopOnSignals', () => {
  let remove: (() => void) | undefined
  afterEach(() => remove?.())

  const setUp = (close: () => Promise<unknown>) => {
    const logged: { fields: Record<string, unknown>; message: string }[] = []
    let exited!: (code: number) => void
    const exit = new Promise<number>((resolve) => {
      exited = resolve
    })
    remove = stopOnSignals(close, {
      log: (fields, message) => logged.push({ fields, message }),
      exit: (code) => exited(code),
    })
    return { logged, exit }
  }

  it('shuts down once, logs what the drain came to, and exits 0', async () => {
    let closes = 0
    const { logged, exit } = setUp(async () => {
      closes++
      return { inFlight: 2, cut: 0, drainMs: 12 }
    })
    process.emit('SIGTERM', 'SIGTERM')
    expect(await exit).toBe(0)
    expect(closes).toBe(1)
    expect(logged).toEqual([
      { fields: { signal: 'SIGTERM' }, message: 'shutting down' },
      { fields: { signal: 'SIGTERM', inFlight: 2, cut: 0, drainMs: 12 }, message: 'shut down' },
    ])
  })

  it('exits 1 at once on a second signal while shutting down', async () => {
    let finish!: () => void
    const { logged, exit } = setUp(() => new Promise<void>((resolve) => (finish = resolve)))
    process.emit('SIGINT', 'SIGINT')
    process.emit('SIGINT', 'SIGINT')
    expect(await exit).toBe(1)
    expect(logged.at(-1)?.message).toBe('second signal while shutting down: exiting now')
    finish()
  })

  it('exits 1 when the shutdown fails', async () => {
    const failure = new Error('pool would not close')
    const { logged, exit } = setUp(() => Promise.reject(failure))
    process.emit('SIGTERM', 'SIGTERM')
    expect(await exit).toBe(1)
    expect(logged.at(-1)).toEqual({
      fields: { signal: 'SIGTERM', err: failure },
      message: 'shutdown failed',
    })
  })
})
