// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scenarioPages, setUpFixtureHarness } from './fixture-harness.js'

const harness = setUpFixtureHarness('link-fixture')

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/**
 * The links take turns on one page of the phone, each in a new document: a script a link ran
 * (`window.__pwned`) would not outlive its document, so no test can pass on another's state.
 */
const iphone = scenarioPages(harness, { userAgent: IPHONE, isMobile: true })

// `javascript://` + `%0a` ends the `//` comment, so the script runs even with `wc?uri=…` appended.
const RUN = '://%0awindow.__pwned=1;//'

/** Spellings a regex on the raw string misses but Chromium's URL parser reads as `javascript:`. */
const HOSTILE = [
  `\u0000javascript${RUN}`,
  `\u0001javascript${RUN}`,
  ` \u0008javascript${RUN}`,
  `\u001fJavaScript${RUN}`,
  `java\tscript${RUN}`,
  `java\nscript${RUN}`,
  `JAVA\rSCRIPT${RUN}`,
  `\tjava\r\nscript${RUN}`,
  `javascript\t${RUN}`,
]

async function openWith(link: string) {
  const { page, errors } = await iphone.open(`/?link=${encodeURIComponent(link)}`)
  await page.waitForFunction(() => window.__portico?.ready || window.__portico?.error)
  expect(await page.evaluate(() => window.__portico?.error)).toBeUndefined()
  await page.getByRole('img', { name: 'QR code to scan with your wallet' }).waitFor()
  return { page, problems: errors }
}

describe('wallet directory links in Chromium (React 18): hostile mobile links never run', () => {
  it.each(HOSTILE.map((s) => [JSON.stringify(s), s]))(
    '%s: Chromium parses it as javascript:, the view offers no link, nothing runs',
    async (_, link) => {
      const { page } = await openWith(link)
      // The spelling is a real attack here: the browser's parser makes it javascript:.
      const protocol = await page.evaluate((raw) => new URL(`${raw}wc`).protocol, link)
      expect(protocol).toBe('javascript:')
      const open = page.getByRole('link', { name: /Open Evil/ })
      // Were a link rendered, a phone user's tap would run it: tap whatever is there.
      for (const anchor of await open.all()) await anchor.click()
      // A javascript: href runs on click in the same task; let the page settle first.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined()
      // No anchor on the page resolves to a script scheme (as the browser parses its href).
      const schemes = await page.$$eval('a[href]', (anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).protocol),
      )
      expect(schemes).not.toContain('javascript:')
      expect(await open.count()).toBe(0)
    },
    60_000,
  )

  it('a plain wallet scheme still gives the deep link (parsed, with wc?uri=)', async () => {
    const { page } = await openWith('rainbow://')
    const open = page.getByRole('link', { name: /Open Evil/ })
    await open.waitFor()
    expect(await open.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent('wc:e2e@2?relay-protocol=irn&symKey=abc')}`,
    )
  }, 60_000)
})
