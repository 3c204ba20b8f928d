import { describe, expect, it, vi } from 'vitest'
import { EmailCooldownError } from '../errors/app-kit-errors.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { testKit } from './kit.test-helper.js'

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Safari/537.36'

describe('email login cooldown through the instance (SPEC §5: 30 s)', () => {
  it('"Please try again after {n} seconds" within 30 s of the last email login', () => {
    vi.useFakeTimers()
    const kit = testKit()
    kit.beginEmailLogin()
    vi.advanceTimersByTime(12_000)
    let error: unknown
    try {
      kit.beginEmailLogin()
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as Error).message).toBe('Please try again after 18 seconds')
    vi.advanceTimersByTime(18_000)
    expect(() => kit.beginEmailLogin()).not.toThrow()
  })
  it('each instance has its own cooldown', () => {
    vi.useFakeTimers()
    const a = testKit()
    const b = testKit()
    a.beginEmailLogin()
    expect(() => b.beginEmailLogin()).not.toThrow()
    // a's cooldown is on (so b not throwing means b has its own), and b's started with its login.
    expect(() => a.beginEmailLogin()).toThrow(EmailCooldownError)
    expect(() => b.beginEmailLogin()).toThrow(EmailCooldownError)
  })
})

describe('pairing reuse through the instance (SPEC §4)', () => {
  it('iOS Safari reuses an unexpired pairing; at 10 s or less left it is expired and dropped', () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter], userAgent: IOS_SAFARI })
    adapter.mock.emitDisplayUri('wc:abc@2')
    vi.advanceTimersByTime(229_999)
    expect(kit.getReusablePairing()?.uri).toBe('wc:abc@2')
    vi.advanceTimersByTime(1) // 10 s left
    expect(kit.getReusablePairing()).toBeUndefined()
    expect(kit.getSnapshot().pairing).toBeUndefined()
  })
  it('a desktop browser does not reuse a pairing', () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter], userAgent: DESKTOP })
    adapter.mock.emitDisplayUri('wc:abc@2')
    expect(kit.getReusablePairing()).toBeUndefined()
    expect(kit.getSnapshot().pairing?.uri).toBe('wc:abc@2')
  })
})

describe('snapshot (useSyncExternalStore contract)', () => {
  it('is the same object until something changes, then a new frozen one', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    await kit.ready
    const a = kit.getSnapshot()
    expect(kit.getSnapshot()).toBe(a)
    expect(Object.isFrozen(a)).toBe(true)
    kit.open()
    const b = kit.getSnapshot()
    expect(b).not.toBe(a)
    expect(a.modal.open).toBe(false)
    expect(b.modal.open).toBe(true)
  })
})
