import { describe, expect, it } from 'vitest'
import { checkExternalUrl, safeImageUrl, safeLinkUrl } from './external-url.js'
import { HOSTILE_URL_SPELLINGS } from './hostile-url-spellings.test-helper.js'
import { sanitizeImageUrl, sanitizeLink } from './image-url.js'

describe('checkExternalUrl', () => {
  it.each(HOSTILE_URL_SPELLINGS.map((s) => [JSON.stringify(s), s]))(
    'refuses %s as a wallet link',
    (_, spelling) => {
      expect(safeLinkUrl(spelling)).toBeUndefined()
      expect(sanitizeLink(spelling)).toBeNull()
    },
  )

  it('every hostile spelling that parses at all parses to a scheme the rule refuses', () => {
    // The point of the list: the parser turns these into javascript:/data:/… although a regex on
    // the raw string does not see it (what the old check looked at).
    const parsedSchemes = new Set<string>()
    for (const spelling of HOSTILE_URL_SPELLINGS) {
      try {
        parsedSchemes.add(new URL(spelling).protocol)
      } catch {
        // not a URL: refused anyway
      }
    }
    expect([...parsedSchemes].sort()).toEqual(
      [
        'about:',
        'blob:',
        'data:',
        'file:',
        'filesystem:',
        'http:',
        'https:',
        'javascript:',
        'vbscript:',
        'view-source:',
      ].sort(),
    )
  })

  it('accepts https and plain wallet schemes, handing on the parsed href', () => {
    expect(safeLinkUrl('https://wallet.example')).toBe('https://wallet.example/')
    expect(safeLinkUrl('HTTPS://Wallet.Example/app?x=1')).toBe('https://wallet.example/app?x=1')
    expect(safeLinkUrl('rainbow://')).toBe('rainbow://')
    expect(safeLinkUrl('metamask:')).toBe('metamask:')
    expect(safeLinkUrl('trust://wc?uri=x')).toBe('trust://wc?uri=x')
    expect(safeLinkUrl('MetaMask://')).toBe('metamask://')
  })

  it('refuses non-strings and overlong links', () => {
    expect(safeLinkUrl(undefined)).toBeUndefined()
    expect(safeLinkUrl(42)).toBeUndefined()
    expect(safeLinkUrl(`https://wallet.example/${'a'.repeat(9000)}`)).toBeUndefined()
  })

  it('allows http only on the configured data API origin (images)', () => {
    const api = 'http://127.0.0.1:8787'
    expect(safeImageUrl('http://127.0.0.1:8787/v1/icons/usdc.svg', api)).toBe(
      'http://127.0.0.1:8787/v1/icons/usdc.svg',
    )
    expect(safeImageUrl('http://127.0.0.1:9999/a.png', api)).toBeUndefined()
    expect(safeImageUrl('http://127.0.0.1:8787/a.png')).toBeUndefined()
    expect(checkExternalUrl('http://127.0.0.1:8787/', { walletSchemes: true })).toBeUndefined()
  })

  it('accepts data: images of the listed types only, in images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const svg = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
    expect(safeImageUrl(png)).toBe(png)
    expect(safeImageUrl(svg)).toBe(svg)
    expect(safeLinkUrl(png)).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined()
    expect(safeImageUrl('\u0000data:image/png;base64,AAAA')).toBeUndefined()
    expect(safeImageUrl('data:image/png;base64,AA\nAA')).toBeUndefined()
    expect(safeImageUrl('data:image/svg+xml,<svg>\u202e</svg>')).toBeUndefined()
    for (const spelling of HOSTILE_URL_SPELLINGS) {
      if (spelling.startsWith('http://')) continue
      expect(safeImageUrl(spelling, 'http://127.0.0.1:8787')).toBeUndefined()
    }
  })

  it('keeps the directory image policy: allowlisted origins, base64 png/jpeg/webp', () => {
    const policy = { allowedOrigins: ['http://127.0.0.1:8787', 'https://cdn.example'] }
    expect(sanitizeImageUrl('https://cdn.example/a.png', policy)).toBe('https://cdn.example/a.png')
    expect(sanitizeImageUrl('https://other.example/a.png', policy)).toBeUndefined()
    expect(sanitizeImageUrl('http://127.0.0.1:8787/a.png', policy)).toBe(
      'http://127.0.0.1:8787/a.png',
    )
    expect(sanitizeImageUrl('http://cdn.example/a.png', policy)).toBeUndefined()
    expect(sanitizeImageUrl('data:image/png;base64,iVBORw0KGgo=', policy)).toBeDefined()
    expect(sanitizeImageUrl('data:image/svg+xml;base64,PHN2Zz4=', policy)).toBeUndefined()
    expect(sanitizeImageUrl('data:image/png,not-base64', policy)).toBeUndefined()
    expect(sanitizeImageUrl(`data:image/png;base64,${'A'.repeat(70_000)}`, policy)).toBeUndefined()
  })
})
