import { afterEach, describe, expect, it } from 'vitest'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import type { DataApi } from './data-api.js'
import { lazyDataApi } from './lazy-data-api.js'

describe('lazyDataApi', () => {
  it('downloads the client once, on first use, and forwards calls', async () => {
    let loads = 0
    const real = fixtureDataApi({ wallets: [{ id: 'a', name: 'A' }] })
    const api = lazyDataApi(async () => {
      loads += 1
      return real
    })
    expect(loads).toBe(0)
    const [first, second] = await Promise.all([
      api.getWallets({ page: 1, entries: 40 }),
      api.getWallets({ page: 2, entries: 40 }),
    ])
    expect(loads).toBe(1)
    expect(first.data.map((w) => w.id)).toEqual(['a'])
    expect(second.data).toEqual([])
    expect(real.fixture.record.calls.map((c) => c.method)).toEqual(['getWallets', 'getWallets'])
  })

  it('answers image URLs once loaded, and an empty URL (fallback image) before', async () => {
    const api = lazyDataApi(async () => fixtureDataApi())
    expect(api.walletImageUrl('x')).toBe('')
    await api.preload()
    expect(api.walletImageUrl('x')).toBe('fixture://wallet-image/x')
  })

  it('retries a failed download on the next call', async () => {
    let attempt = 0
    const api = lazyDataApi(async (): Promise<DataApi> => {
      attempt += 1
      if (attempt === 1) throw new Error('offline')
      return fixtureDataApi()
    })
    await expect(api.getSupportedChains()).rejects.toThrow('offline')
    await expect(api.getSupportedChains()).resolves.toMatchObject({
      http: ['eip155:1', 'eip155:10'],
    })
  })
})

describe('afterNextFrame (data requests never hold up the frame that shows a view)', () => {
  const scope = globalThis as { requestAnimationFrame?: (callback: () => void) => number }
  afterEach(() => {
    delete scope.requestAnimationFrame
  })

  it('a call reaches the client only after the next animation frame', async () => {
    // A page's frames, produced by hand: nothing runs until the test says a frame is out.
    const frames: (() => void)[] = []
    scope.requestAnimationFrame = (callback) => frames.push(callback)
    const real = fixtureDataApi()
    const api = lazyDataApi(async () => real)
    await api.preload()
    const pending = api.getSupportedChains()
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(frames).toHaveLength(1)
    expect(real.fixture.record.calls).toEqual([])
    frames.shift()?.()
    await pending
    expect(real.fixture.record.calls.map((c) => c.method)).toEqual(['getSupportedChains'])
  })

  it('without frames (server, tests), a call goes out after a task', async () => {
    const real = fixtureDataApi()
    const api = lazyDataApi(async () => real)
    await expect(api.getSupportedChains()).resolves.toMatchObject({
      http: ['eip155:1', 'eip155:10'],
    })
    expect(real.fixture.record.calls.map((c) => c.method)).toEqual(['getSupportedChains'])
  })
})
