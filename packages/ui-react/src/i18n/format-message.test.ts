import { describe, expect, it } from 'vitest'
import { formatMessage, parseMessage } from './format-message.js'

describe('formatMessage (ICU subset over Intl)', () => {
  it('returns a text without arguments as it is', () => {
    expect(formatMessage('Connect Wallet', 'en')).toBe('Connect Wallet')
    expect(formatMessage("This token's decimals could not be read", 'en')).toBe(
      "This token's decimals could not be read",
    )
  })

  it('inserts arguments as text', () => {
    expect(formatMessage('Network: {name}', 'en', { name: 'OP Mainnet' })).toBe(
      'Network: OP Mainnet',
    )
    expect(formatMessage('{a} and {b}', 'en', { a: 1, b: 'x' })).toBe('1 and x')
  })

  it('chooses the plural branch by the locale’s rules, exact matches first', () => {
    const message = '{count, plural, =0 {No requests} one {# request} other {# requests}}'
    expect(formatMessage(message, 'en', { count: 0 })).toBe('No requests')
    expect(formatMessage(message, 'en', { count: 1 })).toBe('1 request')
    expect(formatMessage(message, 'en', { count: 1200 })).toBe('1,200 requests')
    const ru = '{n, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'
    expect(formatMessage(ru, 'ru', { n: 1 })).toBe('1 кошелёк')
    expect(formatMessage(ru, 'ru', { n: 3 })).toBe('3 кошелька')
    expect(formatMessage(ru, 'ru', { n: 5 })).toBe('5 кошельков')
    const ar = '{n, plural, zero {صفر} one {واحد} two {اثنان} few {قليل} many {كثير} other {آخر}}'
    expect(formatMessage(ar, 'ar', { n: 2 })).toBe('اثنان')
    expect(formatMessage(ar, 'ar', { n: 11 })).toBe('كثير')
  })

  it('selects on a string, with other as the default', () => {
    const message = '{kind, select, send {Send {symbol}} swap {Swap} other {Act}}'
    expect(formatMessage(message, 'en', { kind: 'send', symbol: 'ETH' })).toBe('Send ETH')
    expect(formatMessage(message, 'en', { kind: 'bridge' })).toBe('Act')
  })

  it('formats numbers and dates for the locale', () => {
    expect(formatMessage('{n, number}', 'de', { n: 1234.5 })).toBe('1.234,5')
    expect(formatMessage('{n, number, integer}', 'en', { n: 1234.5 })).toBe('1,235')
    expect(formatMessage('{n, number, percent}', 'fr', { n: 0.25 })).toBe('25\u00a0%')
    const day = Date.UTC(2025, 0, 15, 12)
    expect(formatMessage('{d, date, long}', 'en', { d: day })).toBe('January 15, 2025')
    expect(formatMessage('{d, date, long}', 'fr', { d: new Date(day) })).toBe('15 janvier 2025')
  })

  it('keeps ICU quoting: doubled and quoted braces', () => {
    expect(formatMessage("It''s {name}", 'en', { name: 'x' })).toBe("It's x")
    expect(formatMessage("Use '{name}' here", 'en', { name: 'x' })).toBe('Use {name} here')
    expect(formatMessage("{n, plural, other {'#' is # }}", 'en', { n: 2 })).toBe('# is 2 ')
  })

  it('isolates inserted values in a right-to-left locale, so amounts keep their order', () => {
    expect(formatMessage('الرصيد {amount}', 'ar', { amount: '1.250 ETH' })).toBe(
      'الرصيد \u20681.250 ETH\u2069',
    )
    expect(formatMessage('Balance {amount}', 'en', { amount: '1.250 ETH' })).toBe(
      'Balance 1.250 ETH',
    )
  })

  it('shows a missing argument by its name instead of throwing in a render', () => {
    expect(formatMessage('Hello {name}', 'en')).toBe('Hello {name}')
  })

  it('refuses malformed messages with the message named', () => {
    expect(() => parseMessage('Hello {name')).toThrow(SyntaxError)
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow('Malformed message')
    expect(() => parseMessage('{n, number, currencyy}')).toThrow(SyntaxError)
    expect(() => parseMessage('{n, spellout}')).toThrow(SyntaxError)
    expect(() => parseMessage('closing } alone')).toThrow(SyntaxError)
  })
})
