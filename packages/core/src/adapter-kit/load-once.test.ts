import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once.js'

/** A load the test settles by hand, counting how often it was started. */
function controlledLoad<T>() {
  const attempts: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const load = () =>
    new Promise<T>((resolve, reject) => {
      attempts.push({ resolve, reject })
    })
  return { load, attempts }
}

describe('loadOnce', () => {
  it('starts one load for concurrent callers and hands each of them its value', async () => {
    const { load, attempts } = controlledLoad<{ id: string }>()
    const once = loadOnce(load)
    const first = once()
    const second = once()
    expect(attempts).toHaveLength(1)
    expect(second).toBe(first)
    const value = { id: 'module' }
    attempts[0]?.resolve(value)
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(value)
    expect(b).toBe(value)
  })

  it('never loads a success again', async () => {
    const { load, attempts } = controlledLoad<string>()
    const once = loadOnce(load)
    const first = once()
    attempts[0]?.resolve('module')
    await first
    for (let call = 0; call < 3; call += 1) await expect(once()).resolves.toBe('module')
    expect(attempts).toHaveLength(1)
  })

  it('rejects every caller of a failed attempt with its error, and the next call loads again', async () => {
    const { load, attempts } = controlledLoad<string>()
    const once = loadOnce(load)
    const failure = new Error('offline')
    const first = once()
    const second = once()
    attempts[0]?.reject(failure)
    await expect(first).rejects.toBe(failure)
    await expect(second).rejects.toBe(failure)
    expect(attempts).toHaveLength(1)

    const retry = once()
    expect(attempts).toHaveLength(2)
    attempts[1]?.resolve('module')
    await expect(retry).resolves.toBe('module')
    // The failure stays with the attempt that had it: the earlier callers are not re-answered.
    await expect(first).rejects.toBe(failure)
  })

  it('current() shows the load under way or done without starting one, and none after a failure', async () => {
    const { load, attempts } = controlledLoad<string>()
    const once = loadOnce(load)
    expect(once.current()).toBeUndefined()
    expect(attempts).toHaveLength(0)

    const failing = once()
    expect(once.current()).toBe(failing)
    attempts[0]?.reject(new Error('offline'))
    await expect(failing).rejects.toThrow('offline')
    expect(once.current()).toBeUndefined()

    const loading = once()
    attempts[1]?.resolve('module')
    await loading
    expect(once.current()).toBe(loading)
    expect(attempts).toHaveLength(2)
  })
})
