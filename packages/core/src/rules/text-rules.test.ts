import { describe, expect, it } from 'vitest'
import { formatMonthTitle } from './month-title.js'
import { isValidEmail, isValidNameToRegister } from './text-rules.js'
import { truncateAddress } from './truncate-address.js'

describe('SPEC §2 "Truncated addresses show 4 leading and 6 trailing characters"', () => {
  it('keeps 4 + 6 characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3...b92266')
    expect(truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P...ArAaKv')
  })

  it('leaves short strings alone', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
    expect(truncateAddress('0x123456789012')).toBe('0x12...789012')
  })
})

describe('SPEC §2 month titles: month, plus the year when not the current one', () => {
  const now = Date.UTC(2025, 6, 15)
  it('current year: month name only', () => {
    expect(formatMonthTitle(2025, 0, now)).toBe('January')
    expect(formatMonthTitle(2025, 11, new Date(now))).toBe('December')
  })
  it('other years: month and year', () => {
    expect(formatMonthTitle(2024, 0, now)).toBe('January 2024')
    expect(formatMonthTitle(2026, 2, now)).toBe('March 2026')
  })
  it('in a locale, Intl names the month and places the year', () => {
    expect(formatMonthTitle(2025, 0, now, 'en')).toBe('January')
    expect(formatMonthTitle(2024, 0, now, 'en')).toBe('January 2024')
    expect(formatMonthTitle(2025, 2, now, 'fr')).toBe('mars')
    expect(formatMonthTitle(2024, 2, now, 'de')).toBe('März 2024')
    expect(formatMonthTitle(2024, 0, now, 'ja')).toBe('2024年1月')
  })
  it('refuses a month outside 0-11', () => {
    expect(() => formatMonthTitle(2025, 12, now)).toThrow(RangeError)
  })
})

describe('SPEC §5 name to register: letters, digits and hyphen only, at least 4 characters', () => {
  it.each(['alice', 'a-b1', 'ABCD', '1234', 'my-long-name-2025'])('%s is valid', (name) => {
    expect(isValidNameToRegister(name)).toBe(true)
  })
  it.each(['abc', '', 'al ice', 'alice.eth', 'al_ice', 'аlice', 'alice!', 'ali\n'])(
    '%j is invalid',
    (name) => {
      expect(isValidNameToRegister(name)).toBe(false)
    },
  )
})

describe('SPEC §5 "Email must be a valid email address"', () => {
  it.each(['a@example.com', 'first.last+tag@sub.example.co', "o'neil@example.org"])(
    '%s is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true)
    },
  )
  it.each([
    '',
    'plain',
    'a@b',
    '@example.com',
    'a@ example.com',
    'a@example..com',
    'a@-example.com',
    'a b@example.com',
    `${'a'.repeat(250)}@x.io`,
  ])('%j is invalid', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})
