import { describe, expect, it } from 'vitest'
import { isInMessengerBrowser } from '../rules/in-messenger-browser.js'
import {
  createPairing,
  isIosSafari,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  shouldReusePairing,
} from './pairing.js'

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36 Telegram-Android/10.9.1',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.108]',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Safari/537.36',
}

describe('pairing lifetime (SPEC §4/§9)', () => {
  it('a pairing expires 4 minutes after creation', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    expect(createPairing('wc:abc@2', 1_000)).toEqual({ uri: 'wc:abc@2', expiresAt: 241_000 })
  })
  it('counts as expired when 10 seconds or less remain', () => {
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    const pairing = createPairing('wc:abc@2', 0)
    expect(isPairingExpired(pairing, 240_000 - 10_001)).toBe(false)
    expect(isPairingExpired(pairing, 240_000 - 10_000)).toBe(true)
    expect(isPairingExpired(pairing, 240_000)).toBe(true)
  })
})

describe('pairing reuse (SPEC §4: in-messenger browsers and iOS Safari)', () => {
  it('detects in-messenger browsers and iOS Safari', () => {
    expect(isInMessengerBrowser(UA.telegramAndroid)).toBe(true)
    expect(isInMessengerBrowser(UA.facebookIos)).toBe(true)
    expect(isInMessengerBrowser(UA.desktopChrome)).toBe(false)
    expect(isIosSafari(UA.iosSafari)).toBe(true)
    expect(isIosSafari(UA.iosChrome)).toBe(false)
  })
  it('reuses an unexpired pairing in an in-messenger browser or iOS Safari', () => {
    const pairing = createPairing('wc:abc@2', 0)
    expect(shouldReusePairing(pairing, 60_000, UA.iosSafari)).toBe(true)
    expect(shouldReusePairing(pairing, 60_000, UA.telegramAndroid)).toBe(true)
  })
  it('does not reuse elsewhere, when expired, or when absent', () => {
    const pairing = createPairing('wc:abc@2', 0)
    expect(shouldReusePairing(pairing, 60_000, UA.desktopChrome)).toBe(false)
    expect(shouldReusePairing(pairing, 230_000, UA.iosSafari)).toBe(false)
    expect(shouldReusePairing(undefined, 0, UA.iosSafari)).toBe(false)
  })
})
