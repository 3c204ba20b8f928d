import { type Clock, defineNetwork, type Network } from '@portico/core'
import { DEFAULT_REQUEST_TIMEOUT, WalletRequestTimeoutError } from '@portico/core/adapter-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext, injectExtensions } from './local-chain.test-helper.js'
import { polkadotAdapter } from './polkadot-adapter.js'
import type { PolkadotAdapter } from './polkadot-adapter-types.js'

// No chain needed: enable and signRaw are extension-side.
const network = {
  ...defineNetwork({
    id: '11111111111111111111111111111111',
    chainNamespace: 'polkadot',
    name: 'One',
    nativeCurrency: { name: 'One', symbol: 'UNIT', decimals: 12 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'], webSocket: ['ws://127.0.0.1:1'] } },
  }),
  ss58Prefix: 42,
} as Network

// The kit's clock over the global timers, which vitest's fake timers then drive: time moves only
// when the test advances it. It keeps the handles it armed and has not seen fire or cleared: the
// adapter's own timers, apart from whatever else of the worker (files share it) arms global ones.
const armed = new Set<ReturnType<typeof setTimeout>>()
const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(() => {
      armed.delete(handle)
      fn()
    }, ms)
    armed.add(handle)
    return handle
  },
  clearTimeout: (handle) => {
    armed.delete(handle as ReturnType<typeof setTimeout>)
    clearTimeout(handle as ReturnType<typeof setTimeout>)
  },
}

const adapters: PolkadotAdapter[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
  armed.clear()
})

/**
 * The adapter with its instance's code in: set up in real time, before a test fakes the timers (the
 * instance downloads on first use; a file that is the first of its worker to import it would
 * otherwise start the request's timer only after the fake clock had moved past it).
 */
async function create(window: object, requestTimeout?: number) {
  const adapter = polkadotAdapter({
    target: window,
    appName: 'tests',
    ...(requestTimeout === undefined ? {} : { requestTimeout }),
  }).create({
    ...adapterContext([network]),
    clock,
  })
  adapters.push(adapter)
  await adapter.setup()
  return adapter
}

/** Settles `promise` into a value to inspect, so an unsettled one reads as `'pending'`. */
function track(promise: Promise<unknown>) {
  let state: unknown = 'pending'
  promise.then(
    (value) => {
      state = value
    },
    (error: unknown) => {
      state = error
    },
  )
  return () => state
}

describe('polkadotAdapter request timeouts', () => {
  it('an extension that never answers enable fails with the one timeout error, at the timeout', async () => {
    const { window, extension } = await injectExtensions()
    const adapter = await create(window)
    vi.useFakeTimers()
    extension.setMode('hang')
    const outcome = track(adapter.connect({ connectorId: 'portico-test' }))
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT - 1)
    expect(outcome()).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    const error = outcome()
    expect(error).toBeInstanceOf(WalletRequestTimeoutError)
    expect(error).toMatchObject({
      method: 'enable',
      message: 'The wallet did not answer. Open your wallet and try again.',
    })
  })

  it("the app's requestTimeout replaces the default", async () => {
    const { window, extension } = await injectExtensions()
    const adapter = await create(window, 5_000)
    vi.useFakeTimers()
    extension.setMode('hang')
    const outcome = track(adapter.connect({ connectorId: 'portico-test' }))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(outcome()).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome()).toBeInstanceOf(WalletRequestTimeoutError)
    expect(outcome()).toMatchObject({ method: 'enable', timeout: 5_000 })
  })

  it('a signing prompt the extension never answers fails with the timeout error', async () => {
    const { window, extension } = await injectExtensions()
    const adapter = await create(window)
    const { address } = await adapter.connect({ connectorId: 'portico-test' })
    // One answered prompt first: the signing module loads on first use, in real time.
    await adapter.signMessage({ address, message: 'warm-up' })
    vi.useFakeTimers()
    extension.setMode('hang')
    const outcome = track(adapter.signMessage({ address, message: 'Sign in to portico.test' }))
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT - 1)
    expect(outcome()).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome()).toBeInstanceOf(WalletRequestTimeoutError)
    expect(outcome()).toMatchObject({ method: 'signRaw' })
  })

  it('destroy clears a pending request timeout', async () => {
    const { window, extension } = await injectExtensions()
    const adapter = await create(window)
    vi.useFakeTimers()
    extension.setMode('hang')
    void adapter.connect({ connectorId: 'portico-test' }).catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(armed.size).toBe(1)
    await adapter.destroy()
    expect(armed.size).toBe(0)
  })
})
