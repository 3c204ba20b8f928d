import { DEFAULT_RESTORE_WAIT } from '@portico/core/adapter-kit'
import { manualClock } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { EXTENSION_POLL_MS, whenExtensionInjected } from './extension-injected.js'

const extension = { enable: async () => ({}), version: '1.0.0' }

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | undefined> {
  let result: { value: T } | undefined
  void promise.then((value) => {
    result = { value }
  })
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return result
}

describe('whenExtensionInjected', () => {
  it('is true at once when the extension is already there', async () => {
    const { clock, pending } = manualClock()
    const target = { injectedWeb3: { 'portico-test': extension } }
    const found = whenExtensionInjected(target, 'portico-test', { clock, stopped: () => false })
    expect(await settled(found)).toEqual({ value: true })
    expect(pending()).toBe(0)
  })

  it('is true on the first read after the extension injected, within the wait', async () => {
    const { clock, advance } = manualClock()
    const target: { injectedWeb3?: Record<string, unknown> } = {}
    const found = whenExtensionInjected(target, 'portico-test', { clock, stopped: () => false })
    advance(EXTENSION_POLL_MS)
    expect(await settled(found)).toBeUndefined()
    // Another extension does not end the wait; the saved one does.
    target.injectedWeb3 = { 'portico-dummy': extension }
    advance(EXTENSION_POLL_MS)
    expect(await settled(found)).toBeUndefined()
    target.injectedWeb3['portico-test'] = extension
    advance(EXTENSION_POLL_MS)
    expect(await settled(found)).toEqual({ value: true })
  })

  it('is false once the wait is over without the extension, and sets no timer after', async () => {
    const { clock, advance, pending } = manualClock()
    const found = whenExtensionInjected({}, 'portico-test', { clock, stopped: () => false })
    for (
      let waited = 0;
      waited < DEFAULT_RESTORE_WAIT - EXTENSION_POLL_MS;
      waited += EXTENSION_POLL_MS
    )
      advance(EXTENSION_POLL_MS)
    expect(await settled(found)).toBeUndefined()
    advance(EXTENSION_POLL_MS)
    expect(await settled(found)).toEqual({ value: false })
    expect(pending()).toBe(0)
  })

  it('is false on the next read once the adapter is gone', async () => {
    const { clock, advance, pending } = manualClock()
    let stopped = false
    const target = {}
    const found = whenExtensionInjected(target, 'portico-test', { clock, stopped: () => stopped })
    stopped = true
    Object.assign(target, { injectedWeb3: { 'portico-test': extension } })
    advance(EXTENSION_POLL_MS)
    expect(await settled(found)).toEqual({ value: false })
    expect(pending()).toBe(0)
  })
})
