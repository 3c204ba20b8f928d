// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveFixture } from './build-fixture.js'
import { fixtureWallets } from './fixture/fixture-data.js'

/**
 * The page's data API under `/api`: the wallet directory answers only when the test releases it,
 * so the Connect view is seen before and after its featured rows arrive.
 */
const directory = {
  wallets: fixtureWallets(12),
  requested: undefined as (() => void) | undefined,
  held: [] as (() => void)[],
  released: false,
}

function handle(request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://x')
  if (!url.pathname.startsWith('/api/')) return false
  if (url.pathname === '/api/getWallets') {
    const answer = () => {
      const include = url.searchParams.get('include')?.split(',')
      const exclude = url.searchParams.get('exclude')?.split(',') ?? []
      const entries = Number(url.searchParams.get('entries') ?? 40)
      const all = directory.wallets.filter(
        (w) => (!include || include.includes(w.id)) && !exclude.includes(w.id),
      )
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ count: all.length, data: all.slice(0, entries) }))
    }
    directory.requested?.()
    if (directory.released) answer()
    else directory.held.push(answer)
    return true
  }
  if (url.pathname === '/api/getAnalyticsConfig') {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ isAnalyticsEnabled: false }))
    return true
  }
  response.writeHead(404).end()
  return true
}

let browser: Browser
let url: string
let close: (() => Promise<void>) | undefined

beforeAll(async () => {
  const served = await serveFixture('fixture', { handle })
  url = served.url
  close = served.close
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await close?.()
})

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box.y
}

describe('the Connect list while the directory loads (desktop)', () => {
  it('the rows already shown stay where they are when the featured rows arrive', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    try {
      const requested = new Promise<void>((resolve) => {
        directory.requested = resolve
      })
      await page.goto(`${url}/?scenario=connect&api=http&open=0`)
      await page.waitForFunction(() => window.__portico?.ready || window.__portico?.error)
      expect(await page.evaluate(() => window.__portico?.error)).toBeUndefined()
      await page.getByTestId('connect-button').click()
      const dialog = page.getByRole('dialog')
      const installed = dialog.getByRole('button', { name: /Fixture Wallet/ })
      await installed.waitFor()
      await requested
      // The featured rows are not in yet: the directory has not answered.
      const featured = dialog.getByRole('button', { name: /Cobalt Wallet 3/ })
      expect(await featured.count()).toBe(0)
      const before = { row: await top(installed), card: await dialog.boundingBox() }

      directory.released = true
      for (const answer of directory.held.splice(0)) answer()
      await featured.waitFor()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))

      const after = { row: await top(installed), card: await dialog.boundingBox() }
      // The card grew by the new rows (else this test would prove nothing) …
      expect(after.card?.height ?? 0).toBeGreaterThan((before.card?.height ?? 0) + 40)
      // … downwards: the row the pointer may be on did not move.
      expect(after.row).toBe(before.row)
    } finally {
      await page.close()
    }
  }, 60_000)
})
