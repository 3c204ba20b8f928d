import { describe, expect, it } from 'vitest'
import { parseLabSettings } from './lab-settings.js'
import { isSafeThemeValue } from './theme-value.js'

describe('theme values from the URL', () => {
  it.each([
    '#ff0066',
    'red',
    '12px',
    'rgb(255 0 102 / 50%)',
    'color-mix(in srgb, #fff 20%, transparent)',
    'calc(var(--portico-radius) * 2)',
    'linear-gradient(90deg, #000, #fff)',
    '"Inter", system-ui, sans-serif',
  ])('accepts %s', (value) => {
    expect(isSafeThemeValue(value)).toBe(true)
  })

  it.each([
    'url(https://evil.example/track.png)',
    'URL(https://evil.example/track.png)',
    'url (x)',
    'image-set("https://evil.example/a.png" 1x)',
    '-webkit-image-set(url(a.png) 1x)',
    'expression(alert(1))',
    'src(https://evil.example/a)',
    'cross-fade(url(a.png), red)',
    'red; background: url(x)',
    'red} body{background:url(x)',
    'red{',
    '\\75rl(https://evil.example)',
    'u/**/rl(https://evil.example)',
    '@import "https://evil.example/x.css"',
    'red</style><script>alert(1)</script>',
    'red\nbackground:blue',
    '',
    'x'.repeat(201),
  ])('refuses %j', (value) => {
    expect(isSafeThemeValue(value)).toBe(false)
  })

  it('parseLabSettings drops refused values and keeps the rest', () => {
    const query = `?tv-accent=${encodeURIComponent('url(https://evil.example/x.png)')}&tv-radius=8px&tv-bg=${encodeURIComponent('red;}*{background:red')}`
    expect(parseLabSettings(query).themeVariables).toEqual({ radius: '8px' })
  })
})
