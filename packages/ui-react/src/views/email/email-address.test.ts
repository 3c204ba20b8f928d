import { describe, expect, it } from 'vitest'
import { isEmailAddress } from './email-address.js'

describe('isEmailAddress (SPEC §5 "Email must be a valid email address")', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+kit@mail.example.co.uk',
    'a_b-c@sub-domain.example.io',
  ])('takes %s', (value) => {
    expect(isEmailAddress(value)).toBe(true)
  })

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@localhost',
    'ada @example.com',
    'ada@exa mple.com',
    'ada@@example.com',
    'ada@-example.com',
    'ada@example.c',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false)
  })
})
