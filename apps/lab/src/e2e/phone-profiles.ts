import type { BrowserContextOptions } from 'playwright-core'

/**
 * The browsers the deep-link path is tried in (phone-deep-links.test.ts): iOS Safari, Android
 * Chrome, in-messenger browsers (the spec's term; it names none, so these are the messengers the
 * kit's list knows, on the platform each is most used on), Chrome on iOS (WebKit like Safari but
 * not Safari: the spec's iOS Safari rule must not read it as Safari) and a desktop Chrome. Each
 * user agent is one the browser sends, copied whole: the kit's rules read only the user agent.
 */
export interface PhoneProfile {
  name: string
  platform: 'ios' | 'android' | 'desktop'
  /** `in-messenger`: a messenger's in-app browser (SPEC §4, §6). */
  browser: 'safari' | 'chrome' | 'in-messenger'
  userAgent: string
}

export const PHONE_PROFILES: readonly PhoneProfile[] = [
  {
    name: 'iOS Safari',
    platform: 'ios',
    browser: 'safari',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
  {
    name: 'Android Chrome',
    platform: 'android',
    browser: 'chrome',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  {
    name: 'Chrome on iOS',
    platform: 'ios',
    browser: 'chrome',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  },
  {
    name: 'Instagram (iOS)',
    platform: 'ios',
    browser: 'in-messenger',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 606011736)',
  },
  {
    name: 'Facebook (iOS)',
    platform: 'ios',
    browser: 'in-messenger',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.43.107;FBBV/626408040;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/628183470]',
  },
  {
    name: 'Telegram (Android)',
    platform: 'android',
    browser: 'in-messenger',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 Telegram-Android/11.0.0 (Google Pixel 8; Android 14; SDK 34; AVERAGE)',
  },
  {
    name: 'WeChat (Android)',
    platform: 'android',
    browser: 'in-messenger',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-S9080 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  },
  {
    name: 'Desktop Chrome',
    platform: 'desktop',
    browser: 'chrome',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
]

/** SPEC §4, §9: a pairing counts as expired when 10 seconds or less remain of its 4 minutes. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** The small phone of the keyboard case: 360 × 640 CSS px. */
export const SMALL_PHONE = { width: 360, height: 640 } as const

/**
 * The on-screen keyboard's height on that phone, suggestion strip included (Gboard at its default
 * size on a 360 px wide screen takes about this much).
 */
export const KEYBOARD_HEIGHT = 290

/** The browser context of a profile: a phone is touch, mobile, 360 × 640; a desktop 1280 × 800. */
export function profileContext(profile: PhoneProfile): BrowserContextOptions {
  return profile.platform === 'desktop'
    ? {
        viewport: { width: 1280, height: 800 },
        isMobile: false,
        hasTouch: false,
        userAgent: profile.userAgent,
      }
    : {
        viewport: SMALL_PHONE,
        isMobile: true,
        hasTouch: true,
        userAgent: profile.userAgent,
      }
}

/** What the spec's rules say this browser does. */
export interface ProfileRules {
  /** A phone: deep links and "Open and continue in a new browser tab"; else a QR code (SPEC §2). */
  mobile: boolean
  /** SPEC §4: an unexpired pairing is reused in an in-messenger browser or iOS Safari. */
  reusesPairing: boolean
}

export function rulesOf(profile: PhoneProfile): ProfileRules {
  return {
    mobile: profile.platform !== 'desktop',
    reusesPairing:
      profile.browser === 'in-messenger' ||
      (profile.platform === 'ios' && profile.browser === 'safari'),
  }
}
