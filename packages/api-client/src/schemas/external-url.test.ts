import { describe, expect, it } from 'vitest'
import { checkExternalUrl, safeImageUrl, safeLinkUrl, WALLET_SCHEMES } from './external-url.js'
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

  it.each([
    'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
    'search:query=x',
    'ms-settings:privacy',
    'ms-msdt:/id%20PCWDiagnostic',
    'MS-OfficeCmd:{}',
    'microsoft-edge:https://evil.example',
    'vnd.ms-excel:ofe|u|https://evil.example/a.xlsx',
    'shell:startup',
    'intent://x#Intent;scheme=javascript;end',
    'intent://wc#Intent;scheme=metamask;package=io.metamask;end',
    'android-app://com.evil/https/evil.example',
    'itms-services://?action=download-manifest&url=https://evil.example/a.plist',
    'x-apple-systempreferences:com.apple.preference',
    'x-safari-https://evil.example',
    'web+wallet://evil',
    'chrome-extension://abc/page.html',
    'jnlp://evil.example/app.jnlp',
    'smb://evil.example/share',
    'ftp://evil.example/',
    'ws://evil.example/',
    'wss://evil.example/',
    'mailto:a@example.org',
    'tel:+15550100',
    'sms:+15550100',
    'hcp://system/x',
    'mk:@MSITStore:C:\\a.chm',
    // A listed wallet's scheme still may not re-target to another scheme.
    'metamask://x#Intent;scheme=javascript;end',
    'metamask://wc?uri=x;SCHEME=javascript',
    'metamask://wc?uri=x%3B%73cheme%3Djavascript',
    'metamask://wc?uri=%E0%A4%A',
  ])('refuses %s as a wallet link (not a plain wallet scheme)', (link) => {
    expect(safeLinkUrl(link)).toBeUndefined()
  })

  it.each([
    'steam://rungameid/570',
    'steam://install/570',
    'steam:',
    'vscode://file/etc/passwd',
    'vscode://vscode.git/clone?url=https://evil.example/r.git',
    'vscode-insiders://file/etc/passwd',
    'zoommtg://zoom.us/join?confno=1&pwd=x',
    'zoomus://zoom.us/join?confno=1',
    'msteams://teams.microsoft.com/l/meetup-join/x',
    'msteams:',
    'slack://open?team=T0001',
    'slack:',
    'discord://-/channels/1/2',
    'spotify:track:1',
    'tg://resolve?domain=evil',
    'whatsapp://send?text=x',
    'skype:evil?call',
    'itunes://evil.example',
    'magnet:?xt=urn:btih:0',
    'git://evil.example/r',
    'xmpp:evil@evil.example',
    'irc://evil.example/x',
    // Shaped like a wallet's scheme, but no listed wallet's: the name alone decides.
    'wallet://',
    'bwallet://',
    'auroravault://',
    'metamask-desktop://',
    'metamask.evil://',
    'metamask+x://',
    'xmetamask://',
    'trustwallet://',
  ])('refuses %s: a scheme no listed wallet uses is refused, whatever app has it', (link) => {
    expect(safeLinkUrl(link)).toBeUndefined()
    expect(sanitizeLink(link)).toBeNull()
  })

  it('accepts the deep links of real wallets', () => {
    for (const link of [
      'metamask://',
      'rainbow://',
      'trust://',
      'cbwallet://',
      'okx://',
      'zerion://',
      'uniswap://',
      'phantom://',
      'ledgerlive://',
      'argent://app/',
      'imtokenv2://',
      'tpoutside://',
      'bitkeep://',
      'exodus://',
      'safe://',
      'oneinch://',
      'zengo://',
      'wc:',
      'metamask://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D00',
      'okex://main',
      'safepalwallet://',
      'bnc://app.binance.com/cedefi/',
      'solflare://',
      'backpack://',
      'rabby://',
      'keplrwallet://',
      'xverse://',
      'subwallet://',
      'novawallet://',
      'TRUST://wc?uri=x',
    ]) {
      expect(safeLinkUrl(link), link).toBe(new URL(link).href)
    }
  })

  it('takes the listed schemes exactly as the URL parser gives them (lower-case names, no colon)', () => {
    // The decision compares the parsed `protocol`, which the parser lower-cases: a listed name
    // that is not already in that form would never match, and a wallet would lose its link.
    expect(WALLET_SCHEMES.length).toBeGreaterThan(20)
    for (const scheme of WALLET_SCHEMES) {
      expect(new URL(`${scheme}:`).protocol, scheme).toBe(`${scheme}:`)
      expect(safeLinkUrl(`${scheme}://`), scheme).toBe(`${scheme}://`)
      expect(safeLinkUrl(`${scheme.toUpperCase()}:`), scheme).toBe(`${scheme}:`)
    }
    for (const scheme of ['http', 'https', 'intent', 'javascript', 'data', 'file', 'blob'])
      expect(WALLET_SCHEMES, scheme).not.toContain(scheme)
  })

  it('for 5 000 generated links, never hands on a URL whose parsed scheme is not allowed', () => {
    // Seeded (mulberry32), so a failure repeats; the pieces lean on the spellings that matter:
    // case, separators, refused schemes and families, re-targeting and percent-encoding.
    let state = 0x5eed
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0
      let t = state
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
    const refused = ['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem']
    const more = ['view-source', 'intent', 'search-ms', 'search', 'shell', 'ftp', 'ws', 'wss']
    const families = ['ms-settings', 'ms-msdt', 'ms-x', 'mailto', 'tel', 'sms', 'http']
    const wallets = ['metamask', 'rainbow', 'wc', 'trust', 'phantom', 'cbwallet', 'zerion']
    const apps = ['steam', 'vscode', 'zoommtg', 'msteams', 'slack', 'discord', 'tg', 'spotify']
    const schemes = [...refused, ...more, ...families, ...apps, 'https', ...wallets]
    const flip = (text: string) =>
      [...text].map((ch) => (next() < 0.3 ? ch.toUpperCase() : ch)).join('')
    // Any scheme-shaped name: now and then one of the refused families' prefixes, or a wallet's
    // name with something before or after it (a near miss must not pass as the wallet).
    const randomScheme = () => {
      const letters = 'abcdefghijklmnopqrstuvwxyz'
      let name = pick(['', '', '', 'ms-', 'web+', 'x-apple-', 'vnd.ms-', pick(wallets)])
      name += pick([...letters])
      const length = Math.floor(next() * 10)
      for (let j = 0; j < length; j++) name += pick([...letters, ...letters, '-', '+', '.', '1'])
      return next() < 0.2 ? `${name.slice(0, 3)}${pick(wallets)}` : name
    }
    const bodies = ['', '//', '//wc?uri=x', '//x#Intent;scheme=javascript;end', 'alert(1)']
    const extras = ['', ';scheme=javascript', '%73cheme=x', '%', '\t', ' ', '\u0000', '?a=b']
    const forbidden = new Set([...refused, ...more, ...apps, 'mailto', 'tel', 'sms', 'http'])
    let accepted = 0
    for (let i = 0; i < 5000; i++) {
      // A fifth are listed wallets' schemes, so enough links pass for the checks below to bite.
      const roll = next()
      const scheme = roll < 0.4 ? pick(schemes) : roll < 0.6 ? pick(wallets) : randomScheme()
      const link = `${pick(['', '', ' ', '\n'])}${flip(scheme)}:${pick(bodies)}${pick(extras)}`
      const out = safeLinkUrl(link)
      if (out === undefined) continue
      accepted++
      const parsed = new URL(out).protocol.slice(0, -1)
      // The allow list itself: https or a listed wallet's scheme, nothing else.
      expect(parsed === 'https' || WALLET_SCHEMES.includes(parsed), link).toBe(true)
      expect(forbidden.has(parsed) || /^(ms-|web\+|x-apple-|vnd\.ms-)/.test(parsed), link).toBe(
        false,
      )
      expect(/^[a-z][a-z0-9+.-]*$/.test(parsed), link).toBe(true)
      if (parsed !== 'https') expect(/scheme=/i.test(decodeURIComponent(out)), link).toBe(false)
      // What comes out passes again unchanged: callers may check a stored link a second time.
      expect(safeLinkUrl(out), link).toBe(out)
    }
    // Not vacuous: plenty of generated links were accepted and checked.
    expect(accepted).toBeGreaterThan(100)
  })
})
