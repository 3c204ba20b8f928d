import { describe, expect, it } from 'vitest'
import { InvalidLocaleError } from '../errors/locale-errors.js'
import { canonicalLocale } from './canonical-locale.js'

describe('canonicalLocale', () => {
  it('returns the canonical BCP 47 form', () => {
    expect(canonicalLocale('PT-br')).toBe('pt-BR')
    expect(canonicalLocale('zh-hans-cn')).toBe('zh-Hans-CN')
    expect(canonicalLocale('ar')).toBe('ar')
  })

  it('refuses what is not a language tag', () => {
    expect(() => canonicalLocale('')).toThrow(InvalidLocaleError)
    expect(() => canonicalLocale('not a locale')).toThrow('Invalid locale')
    expect(() => canonicalLocale('en_US!')).toThrow(InvalidLocaleError)
  })
})
