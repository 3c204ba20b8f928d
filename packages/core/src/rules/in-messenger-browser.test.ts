import { describe, expect, it } from 'vitest'
import { isInMessengerBrowser, socialProvidersFor } from './in-messenger-browser.js'
import { defaultSocialProviders } from './social-providers.js'

const IOS_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91'
const ANDROID_TELEGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.1'
const MAC_FACEBOOK =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) [FBAN/FBIOS;FBAV/460.0]'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

describe('social providers inside an in-messenger browser (SPEC §6)', () => {
  it('tells messengers in-app browsers from browsers', () => {
    expect([IOS_INSTAGRAM, ANDROID_TELEGRAM, MAC_FACEBOOK].map(isInMessengerBrowser)).toEqual([
      true,
      true,
      true,
    ])
    expect([DESKTOP_CHROME, IOS_SAFARI].map(isInMessengerBrowser)).toEqual([false, false])
  })

  it('X (Twitter), whose in-app browser pairing reuse always knew, filters social logins too (one list)', () => {
    const IOS_TWITTER =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.34'
    expect(isInMessengerBrowser(IOS_TWITTER)).toBe(true)
    expect(socialProvidersFor(['google', 'x', 'apple'], { userAgent: IOS_TWITTER })).toEqual([
      'x',
      'apple',
    ])
  })

  it('iOS removes google, Mac removes x, Android removes facebook and x; farcaster is not the embedded wallet’s', () => {
    const all = defaultSocialProviders
    expect(socialProvidersFor(all, { userAgent: IOS_INSTAGRAM })).toEqual([
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
    ])
    expect(socialProvidersFor(all, { userAgent: MAC_FACEBOOK })).toEqual([
      'google',
      'discord',
      'github',
      'apple',
      'facebook',
    ])
    expect(socialProvidersFor(all, { userAgent: ANDROID_TELEGRAM })).toEqual([
      'google',
      'discord',
      'github',
      'apple',
    ])
    expect(socialProvidersFor(all, { userAgent: IOS_SAFARI })).toEqual([
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
    ])
  })
})
