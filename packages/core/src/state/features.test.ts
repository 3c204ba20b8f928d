import { describe, expect, it } from 'vitest'
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
  it('legalCheckbox, smartSessions, collapseWallets are off; analytics too (off until the app turns it on)', () => {
    const f = defaultFeatures()
    expect([f.legalCheckbox, f.smartSessions, f.collapseWallets]).toEqual([false, false, false])
    expect(f.analytics).toBe(false)
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
