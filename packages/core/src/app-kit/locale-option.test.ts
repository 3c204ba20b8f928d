import { describe, expect, it } from 'vitest'
import { InvalidLocaleError } from '../errors/locale-errors.js'
import { testKit } from './kit.test-helper.js'

describe('the locale option and setLocale', () => {
  it('is undefined by default (the UI then follows the browser)', () => {
    expect(testKit().getSnapshot().locale).toBeUndefined()
  })

  it('keeps the option in canonical form', () => {
    expect(testKit({ locale: 'pt-br' }).getSnapshot().locale).toBe('pt-BR')
  })

  it('switches at run time and notifies subscribers; undefined goes back to the browser', () => {
    const kit = testKit({ locale: 'fr' })
    const seen: (string | undefined)[] = []
    const stop = kit.subscribe(() => seen.push(kit.getSnapshot().locale))
    kit.setLocale('DE')
    kit.setLocale(undefined)
    stop()
    expect(seen).toEqual(['de', undefined])
  })

  it('refuses a value that is not a language tag, where it enters', () => {
    expect(() => testKit({ locale: 'not a locale' })).toThrow(InvalidLocaleError)
    const kit = testKit()
    expect(() => kit.setLocale('??')).toThrow('Invalid locale')
    expect(kit.getSnapshot().locale).toBeUndefined()
  })

  it('two instances keep their own locale', () => {
    const a = testKit({ locale: 'ja' })
    const b = testKit()
    a.setLocale('ko')
    expect(b.getSnapshot().locale).toBeUndefined()
  })
})
