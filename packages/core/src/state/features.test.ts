import { describe, expect, it } from 'vitest'
import type { Features } from '../types/ui.js'
import { defaultFeatures, resolveFeatures } from './features.js'

describe('feature defaults (SPEC §9)', () => {
  it('swaps, onramp, receive, send, email, emailShowWallets, history, allWallets are on', () => {
    const f = defaultFeatures()
    for (const key of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'allWallets',
    ] as const) {
      expect(f[key], key).toBe(true)
    }
  })
  it('collapseWallets is off; analytics too (off until the app turns it on)', () => {
    const f = defaultFeatures()
    expect(f.collapseWallets).toBe(false)
    expect(f.analytics).toBe(false)
  })
  it('has no legalCheckbox or smartSessions flag (README: where Portico differs), and drops them if given', () => {
    expect(Object.keys(defaultFeatures())).not.toContain('legalCheckbox')
    const given = { legalCheckbox: true, smartSessions: true, collapseWallets: true }
    const f = resolveFeatures(given as Partial<Features>)
    expect(f.collapseWallets).toBe(true)
    expect(Object.keys(f)).not.toContain('legalCheckbox')
    expect(Object.keys(f)).not.toContain('smartSessions')
  })
  it('socials are google, x, discord, farcaster, github, apple, facebook', () => {
    expect(defaultFeatures().socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })
  it('caller overrides win; undefined keeps the default', () => {
    const f = resolveFeatures({ swaps: false, email: undefined, socials: false })
    expect(f.swaps).toBe(false)
    expect(f.email).toBe(true)
    expect(f.socials).toBe(false)
  })
})
