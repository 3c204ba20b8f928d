// @vitest-environment happy-dom

import { FrameHandlerError, frameRequests } from '@portico/core/frame-protocol'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { applyFrameTheme, contrast, parseColour } from './frame-theme.js'

function fresh(): HTMLElement {
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  return root
}

/** What a direct call is given: any names (the host's schema would refuse the unknown ones first). */
type AnyVariables = Record<string, string>
type Variables = NonNullable<Parameters<typeof applyFrameTheme>[1]['themeVariables']>

function refused(root: HTMLElement, variables: AnyVariables): string {
  try {
    applyFrameTheme(root, { themeVariables: variables as Variables })
  } catch (error) {
    if (error instanceof FrameHandlerError && error.code === 'INVALID_REQUEST') return error.message
    throw error
  }
  throw new Error('not refused')
}

describe('parseColour', () => {
  it.each([
    ['#47a1ff', [71, 161, 255], 1],
    ['#fff', [255, 255, 255], 1],
    ['#00000080', [0, 0, 0], 128 / 255],
    ['rgb(10, 20, 30)', [10, 20, 30], 1],
    ['rgba(10,20,30,0.5)', [10, 20, 30], 0.5],
    ['rgb(10 20 30 / 25%)', [10, 20, 30], 0.25],
    ['hsl(120, 100%, 25%)', [0, 128, 0], 1],
    ['hsl(0deg 100% 50% / 1)', [255, 0, 0], 1],
  ])('reads %s', (text, rgb, alpha) => {
    expect(parseColour(text)).toEqual({ rgb, alpha })
  })

  it.each([
    'var(--portico-frame-bg)',
    'url(https://evil.example/x.png)',
    'transparent',
    'red',
    '#12',
    '#12345',
    'rgb(300, 0, 0)',
    'rgb(1 2)',
    'rgb(1, 2, 3) ; color: red',
    'hsl(10, 50, 50)',
    'calc(1px)',
    'rgb(var(--x), 0, 0)',
  ])('refuses %s', (text) => {
    expect(parseColour(text)).toBeUndefined()
  })
})

describe('applyFrameTheme (SYNC_THEME)', () => {
  it('takes the accent as a parsed colour and chooses the text on it', () => {
    const root = fresh()
    expect(applyFrameTheme(root, { themeVariables: { '--portico-accent': '#ffcc00' } })).toEqual({})
    expect(root.style.getPropertyValue('--frame-accent')).toBe('rgb(255 204 0)')
    expect(root.style.getPropertyValue('--frame-accent-text')).toBe('rgb(0 0 0)')
    // A dark accent on the light card carries white text.
    applyFrameTheme(root, {
      themeMode: 'light',
      themeVariables: { '--portico-frame-accent': 'hsl(220, 80%, 40%)' },
    })
    expect(root.style.getPropertyValue('--frame-accent-text')).toBe('rgb(255 255 255)')
  })

  it("never lets the dapp reach the card's text or background", () => {
    const root = fresh()
    // The old frame took any `--name`: the dapp set the text colour to the background's.
    for (const name of [
      '--portico-frame-fg',
      '--portico-frame-bg',
      '--card-fg',
      '--card-bg',
      '--portico-text-1',
      '--portico-bg-1',
    ]) {
      expect(refused(root, { [name]: '#141414' })).toBe(
        `${name} is not a theme variable of the wallet frame`,
      )
    }
    expect(root.getAttribute('style') ?? '').toBe('')
  })

  it("the protocol's one check refuses a SYNC_THEME naming any other variable, before the frame's code sees it", () => {
    const schema = frameRequests.SYNC_THEME.request
    for (const name of ['--portico-frame-bg', '--portico-text-1', '--frame-accent', 'color'])
      expect(v.safeParse(schema, { themeVariables: { [name]: '#141414' } }).success).toBe(false)
    for (const mode of ['dim', 'LIGHT', 'inherit'])
      expect(v.safeParse(schema, { themeMode: mode }).success).toBe(false)
    expect(
      v.safeParse(schema, {
        themeMode: 'light',
        themeVariables: { '--portico-accent': '#0a7d32', '--portico-radius-card': '8px' },
      }).success,
    ).toBe(true)
  })

  it('refuses values that are not colours, and an accent that vanishes into the card', () => {
    const root = fresh()
    for (const value of ['var(--card-bg)', 'url(x.png)', 'transparent', 'inherit', '#000']) {
      expect(refused(root, { '--portico-accent': value })).toMatch(/^--portico-accent /)
    }
    expect(refused(root, { '--portico-accent': '#47a1ff10' })).toBe(
      '--portico-accent does not stand out against the card (contrast below 3:1)',
    )
    // One bad variable: nothing of that theme is applied.
    expect(() =>
      applyFrameTheme(root, {
        themeVariables: { '--portico-radius-card': '4px', '--portico-accent': 'var(--x)' },
      }),
    ).toThrow(FrameHandlerError)
    expect(root.style.getPropertyValue('--frame-radius-card')).toBe('')
    expect(refused(root, { '--portico-radius-card': '100vw' })).toBe(
      '--portico-radius-card takes a length from 0 to 32px',
    )
  })

  it('the mode picks one of the two fixed palettes; accents are checked against that one', () => {
    const root = fresh()
    applyFrameTheme(root, { themeMode: 'dark', themeVariables: { '--portico-accent': '#ffffff' } })
    expect(root.dataset.theme).toBe('dark')
    // White on the light card would not show: refused there.
    expect(() =>
      applyFrameTheme(root, { themeMode: 'light', themeVariables: { '--portico-accent': '#fff' } }),
    ).toThrow('does not stand out')
    applyFrameTheme(root, { themeMode: 'light' })
    expect(root.dataset.theme).toBe('light')
    expect(root.style.colorScheme).toBe('light')
    // The accent made for the dark card is not kept on the light one.
    expect(root.style.getPropertyValue('--frame-accent')).toBe('')
  })

  it('the fixed palettes of frame.css keep their text readable (4.5:1)', () => {
    expect(contrast([0xe4, 0xe7, 0xe7], [0x14, 0x14, 0x14])).toBeGreaterThan(4.5)
    expect(contrast([0xa9, 0xb0, 0xb0], [0x14, 0x14, 0x14])).toBeGreaterThan(4.5)
    expect(contrast([0x16, 0x19, 0x1a], [0xff, 0xff, 0xff])).toBeGreaterThan(4.5)
    expect(contrast([0x51, 0x59, 0x5c], [0xff, 0xff, 0xff])).toBeGreaterThan(4.5)
  })
})
