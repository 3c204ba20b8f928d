import { describe, expect, it } from 'vitest'
import {
  defaultSocialProviders,
  detectPlatform,
  filterEmbeddedWalletSocialProviders,
  filterSocialProviders,
} from './social-providers.js'

describe('SPEC §6 social login filtering inside an in-messenger browser', () => {
  const all = defaultSocialProviders
  it('iOS removes google', () => {
    expect(filterSocialProviders(all, { platform: 'ios', inMessengerBrowser: true })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })
  it('Mac removes x', () => {
    expect(filterSocialProviders(all, { platform: 'mac', inMessengerBrowser: true })).not.toContain(
      'x',
    )
    expect(filterSocialProviders(all, { platform: 'mac', inMessengerBrowser: true })).toHaveLength(
      6,
    )
  })
  it('Android removes facebook and x', () => {
    expect(filterSocialProviders(all, { platform: 'android', inMessengerBrowser: true })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })
  it('nothing is removed outside an in-messenger browser', () => {
    expect(filterSocialProviders(all, { platform: 'ios', inMessengerBrowser: false })).toEqual([
      ...all,
    ])
  })
})

describe('SPEC §3/§9 social providers', () => {
  it('defaults: google, x, discord, farcaster, github, apple, facebook', () => {
    expect(defaultSocialProviders).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })
  it('the embedded wallet allows all but farcaster', () => {
    expect(filterEmbeddedWalletSocialProviders(defaultSocialProviders)).toEqual([
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
    ])
  })
})

describe('platform detection', () => {
  it('detects platforms from user agents', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android')
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('mac')
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 5)).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other')
  })
})
