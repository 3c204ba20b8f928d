import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LocaleCatalogue } from './locale-catalogue.js'
import { localeRuntime } from './locale-runtime.js'
import type { MessageGroup } from './message-group.js'
import { formatSimple } from './use-entry-messages.js'
import { translator } from './use-messages.js'

const group = {
  group: 'entry',
  en: { hello: 'Hello {name}', count: '{n, plural, one {# wallet} other {# wallets}}' },
} as const satisfies MessageGroup

// A partial translation, as a locale file before the check would catch it.
const de = { entry: { hello: 'Hallo {name}' } } as unknown as LocaleCatalogue

afterEach(() => vi.restoreAllMocks())

describe('translator', () => {
  it('formats English without a catalogue', () => {
    const t = translator(group, 'en', undefined)
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(t('count', { n: 1 })).toBe('1 wallet')
  })

  it('uses the translation when the catalogue has the key', () => {
    expect(translator(group, 'de', de)('hello', { name: 'Ada' })).toBe('Hallo Ada')
  })

  it('falls back to English (formatted as English) with one development warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = translator(group, 'de', de, localeRuntime.missing)
    expect(t('count', { n: 1000 })).toBe('1,000 wallets')
    expect(t('count', { n: 2 })).toBe('2 wallets')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toBe('[portico] missing de message entry.count; English shown')
  })
})

describe('formatSimple (the buttons’ formatter in the initial JS)', () => {
  it('inserts {name} arguments, isolated in a right-to-left locale', () => {
    expect(formatSimple('Network: {name}', 'en', { name: 'OP Mainnet' })).toBe(
      'Network: OP Mainnet',
    )
    expect(formatSimple('الشبكة: {name}', 'ar', { name: 'OP' })).toBe('الشبكة: \u2068OP\u2069')
    expect(formatSimple('Connect Wallet', 'en')).toBe('Connect Wallet')
    expect(formatSimple('{missing}', 'en')).toBe('{missing}')
  })
})
