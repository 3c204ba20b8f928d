import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  injectByPresence,
  TEST_WALLET_INJECT_EVENT,
  testWalletPresenceKey,
} from './wallet-presence.js'

/** A page's window and localStorage, enough for the presence switch. */
function stubPage(entries: Record<string, string>): EventTarget {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  vi.stubGlobal('localStorage', { getItem: (key: string) => entries[key] ?? null })
  return page
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('injectByPresence', () => {
  it('injects at once when no presence is stored', () => {
    stubPage({})
    const inject = vi.fn()
    expect(injectByPresence('Portico Test Wallet', inject)).toBe('installed')
    expect(inject).toHaveBeenCalledTimes(1)
  })

  it('never injects a removed wallet, even on the inject event', () => {
    const page = stubPage({ [testWalletPresenceKey('Portico Test Wallet')]: 'removed' })
    const inject = vi.fn()
    expect(injectByPresence('Portico Test Wallet', inject)).toBe('removed')
    page.dispatchEvent(new Event(TEST_WALLET_INJECT_EVENT))
    expect(inject).not.toHaveBeenCalled()
  })

  it('injects a late wallet once, on the inject event', () => {
    const page = stubPage({ [testWalletPresenceKey('Portico Test Wallet')]: 'late' })
    const inject = vi.fn()
    expect(injectByPresence('Portico Test Wallet', inject)).toBe('late')
    expect(inject).not.toHaveBeenCalled()
    page.dispatchEvent(new Event(TEST_WALLET_INJECT_EVENT))
    page.dispatchEvent(new Event(TEST_WALLET_INJECT_EVENT))
    expect(inject).toHaveBeenCalledTimes(1)
  })

  it('reads the presence of the named wallet only; junk reads as installed', () => {
    stubPage({
      [testWalletPresenceKey('Other Wallet')]: 'removed',
      [testWalletPresenceKey('Portico Solana Wallet')]: 'gone?',
    })
    const inject = vi.fn()
    expect(injectByPresence('Portico Test Wallet', inject)).toBe('installed')
    expect(injectByPresence('Portico Solana Wallet', inject)).toBe('installed')
    expect(inject).toHaveBeenCalledTimes(2)
  })
})
