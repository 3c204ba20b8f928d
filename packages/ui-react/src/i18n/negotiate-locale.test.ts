import { describe, expect, it } from 'vitest'
import { localeDirection } from './locale-direction.js'
import { negotiateLocale } from './negotiate-locale.js'
import { wantsTranslation } from './shipped-locales.js'

const shipped = ['en', 'es', 'pt-BR', 'fr', 'de', 'zh-CN', 'ar', 'he']

describe('negotiateLocale', () => {
  it('takes the first wanted language that is shipped', () => {
    expect(negotiateLocale(['it', 'de-AT', 'fr'], shipped)).toBe('de')
    expect(negotiateLocale(['es-MX'], shipped)).toBe('es')
  })

  it('matches a region variant and the likely script', () => {
    expect(negotiateLocale(['pt'], shipped)).toBe('pt-BR')
    expect(negotiateLocale(['pt-PT'], shipped)).toBe('pt-BR')
    expect(negotiateLocale(['zh-Hans-CN'], shipped)).toBe('zh-CN')
    expect(negotiateLocale(['zh'], shipped)).toBe('zh-CN')
  })

  it('does not show simplified Chinese for traditional', () => {
    expect(negotiateLocale(['zh-TW'], shipped)).toBe('en')
  })

  it('falls back to English, skipping malformed tags', () => {
    expect(negotiateLocale(['', 'not a tag', 'it'], shipped)).toBe('en')
    expect(negotiateLocale([], ['en'])).toBe('en')
    expect(negotiateLocale(['fr'], ['en'])).toBe('en')
  })
})

describe('wantsTranslation (whether the locale runtime downloads)', () => {
  it('only when the first shipped language wanted is not English', () => {
    expect(wantsTranslation(['en-US', 'de'], shipped)).toBe(false)
    expect(wantsTranslation(['it', 'de-AT'], shipped)).toBe(true)
    expect(wantsTranslation(['it', 'nl'], shipped)).toBe(false)
    expect(wantsTranslation([''], shipped)).toBe(false)
    expect(wantsTranslation(['de'], ['en'])).toBe(false)
  })
})

describe('localeDirection', () => {
  it('is rtl for Arabic and Hebrew only', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('he')).toBe('rtl')
    expect(localeDirection('ar-EG')).toBe('rtl')
    expect(localeDirection('en')).toBe('ltr')
    expect(localeDirection('hr')).toBe('ltr')
  })
})
