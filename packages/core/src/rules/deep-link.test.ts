import { describe, expect, it } from 'vitest'
import { formatDeepLinkUrl } from './deep-link.js'

const uri = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'
const encoded = encodeURIComponent(uri)

describe('formatDeepLinkUrl: directory links decided on the parsed URL', () => {
  it('refuses every spelling the URL parser turns into javascript:, data: or another refused scheme', () => {
    for (const link of [
      '\u0000javascript:alert(1)',
      '\u0001javascript:alert(1)//',
      ' \u0008javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)//',
      'java\rscript:alert(1)',
      'javascript\t:alert(1)',
      'java\u0000script:alert(1)',
      '\u00a0javascript:alert(1)',
      'VBScript:msgbox(1)',
      '\tdata:text/html,<script>alert(1)</script>',
      'about:blank',
      'file:///etc/passwd',
      'blob:https://w.example/1',
      'http://w.example',
      'metamask:\n',
      ' https://link.wallet.app',
    ]) {
      expect(formatDeepLinkUrl(link, uri), JSON.stringify(link)).toBeUndefined()
    }
  })

  it('builds the link from the parsed URL, never the raw input', () => {
    expect(formatDeepLinkUrl('HTTPS://Link.Wallet.App', uri)).toBe(
      `https://link.wallet.app/wc?uri=${encoded}`,
    )
    expect(formatDeepLinkUrl('MetaMask:', uri)).toBe(`metamask://wc?uri=${encoded}`)
  })
})
