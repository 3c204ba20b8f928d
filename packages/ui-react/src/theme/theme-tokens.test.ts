import { describe, expect, it } from 'vitest'
import { MODAL_CSS } from './modal-css.js'
import {
  darkTheme,
  lightTheme,
  THEME_TOKENS,
  themeTokens,
  themeVariablesStyle,
} from './theme-tokens.js'

describe('theme tokens', () => {
  it('documents at least 20 tokens, all defined in both themes', () => {
    expect(THEME_TOKENS.length).toBeGreaterThanOrEqual(20)
    for (const token of THEME_TOKENS) {
      expect(darkTheme[token]).toBeTruthy()
      expect(lightTheme[token]).toBeTruthy()
    }
  })

  it('covers accent, background layers, text, radius, font, z-index, overlay and QR colour', () => {
    for (const token of [
      'accent',
      'bg-1',
      'bg-2',
      'text-1',
      'radius-card',
      'font-family',
      'font-size',
      'z-index',
      'overlay',
      'qr-color',
    ]) {
      expect(THEME_TOKENS).toContain(token)
    }
  })

  it('dark is the default and the modal is 360px wide (SPEC §2)', () => {
    expect(themeTokens('dark')).toBe(darkTheme)
    expect(themeTokens('light')).toBe(lightTheme)
    expect(darkTheme['modal-width']).toBe('360px')
    expect(MODAL_CSS).toContain('width:var(--portico-modal-width)')
  })

  it('the stylesheet declares every token for both themes', () => {
    for (const token of THEME_TOKENS) {
      expect(MODAL_CSS.split(`--portico-${token}:`).length - 1).toBe(2)
    }
  })

  it('honours prefers-reduced-motion', () => {
    expect(MODAL_CSS).toContain('@media (prefers-reduced-motion:reduce)')
  })

  it('shakes for 500 ms (SPEC §9)', () => {
    expect(MODAL_CSS).toContain('animation:portico-shake .5s')
  })
})

describe('themeVariablesStyle', () => {
  it('maps bare and full token names to --portico-* custom properties', () => {
    expect(
      themeVariablesStyle({ accent: '#ff0066', '--portico-radius-card': '8px', 'z-index': 10 }),
    ).toEqual({
      '--portico-accent': '#ff0066',
      '--portico-radius-card': '8px',
      '--portico-z-index': '10',
    })
  })

  it('drops values that could break out of a declaration and foreign property names', () => {
    expect(
      themeVariablesStyle({
        accent: 'red;}body{display:none',
        'bg-1': 'url(x)</style><script>',
        '--other-thing': 'red',
        'bad name': 'red',
      }),
    ).toEqual({})
  })
})
