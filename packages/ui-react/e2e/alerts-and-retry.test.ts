// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serveFixture } from './build-fixture.js'

/**
 * What the page's server does besides serving the built fixture: a data API under `/api` whose
 * analytics answers 403, and chunks made to fail (HTTP 500) while their name is in `failing`.
 */
const server = {
  failing: new Set<string>(),
  /** Requests per chunk name prefix (e.g. `modal-`), failed or not. */
  chunkRequests: new Map<string, number>(),
  analyticsPosts: 0,
}

/**
 * `modal-` for `/assets/modal-<hash>.js`: Vite's hash is the last 8 characters and may itself hold
 * `-` after lowercase letters (`all-wallets-view-a-bcdEFG.js`), so the name ends 8 characters
 * before `.js`, wherever the hash's own dashes are.
 */
function chunkPrefix(path: string): string | undefined {
  return /^\/assets\/([a-z][a-z-]*-)[\w-]{8}\.js$/.exec(path)?.[1]
}

function handle(request: IncomingMessage, response: ServerResponse): boolean {
  const path = new URL(request.url ?? '/', 'http://x').pathname
  const prefix = chunkPrefix(path)
  if (prefix) {
    server.chunkRequests.set(prefix, (server.chunkRequests.get(prefix) ?? 0) + 1)
    if (server.failing.has(prefix)) {
      response.writeHead(500, { 'cache-control': 'no-store' }).end()
      return true
    }
    return false
  }
  if (!path.startsWith('/api/')) return false
  if (path === '/api/getAnalyticsConfig') {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ isAnalyticsEnabled: true }))
    return true
  }
  if (path === '/api/e' && request.method === 'POST') {
    server.analyticsPosts += 1
    // The origin is not on the project's allowlist (SPEC §7: "An HTTP 403 shows an alert").
    response.writeHead(403, { 'content-type': 'application/json' }).end('{}')
    return true
  }
  response.writeHead(404).end()
  return true
}

/**
 * Counts the analytics answers the page received; `reached(n)` resolves once `n` 403s have come
 * back and the page has had a frame to handle them.
 */
function refusals(page: Page): { reached(count: number): Promise<void> } {
  let seen = 0
  const waiting = new Set<() => void>()
  page.on('response', (response) => {
    if (!response.url().includes('/api/e?') || response.status() !== 403) return
    seen += 1
    for (const check of waiting) check()
  })
  return {
    async reached(count) {
      await new Promise<void>((resolve) => {
        const check = () => {
          if (seen < count) return
          waiting.delete(check)
          resolve()
        }
        waiting.add(check)
        check()
      })
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      )
    },
  }
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

beforeEach(() => {
  server.failing.clear()
  server.chunkRequests.clear()
  server.analyticsPosts = 0
})

async function openPage(
  query: string,
): Promise<{ page: Page; errors: string[]; refused: ReturnType<typeof refusals> }> {
  const page = await browser.newPage({ viewport: { width: 900, height: 800 } })
  const refused = refusals(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${url}/?${query}`)
  await page.waitForFunction(() => window.__portico?.ready || window.__portico?.error)
  expect(await page.evaluate(() => window.__portico?.error)).toBeUndefined()
  return { page, errors, refused }
}

describe('alerts in Chromium (SPEC §7, §8)', () => {
  it('analytics answering 403 to several events shows "Invalid App Configuration" exactly once', async () => {
    const { page, errors, refused } = await openPage('scenario=connect&api=http&open=0')
    try {
      const button = page.getByTestId('connect-button')
      const dialog = page.getByRole('dialog')
      // Several events: MODAL_OPEN, MODAL_CLOSE, MODAL_OPEN, each posted and refused.
      await button.click()
      await dialog.waitFor({ state: 'visible' })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await button.click()
      await dialog.waitFor({ state: 'visible' })
      await refused.reached(3)
      const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
      await alert.waitFor({ state: 'visible' })
      expect(await alert.count()).toBe(1)
      expect(await alert.textContent()).toContain('allowlist')
      // Dismissed, it stays away although later events are refused too.
      await alert.getByRole('button', { name: 'Dismiss alert' }).click()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await button.click()
      await dialog.waitFor({ state: 'visible' })
      await refused.reached(5)
      expect(server.analyticsPosts).toBe(5)
      expect(await page.getByRole('alert').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  }, 60_000)

  it('with the modal closed, the alert shows as a toast', async () => {
    const { page, refused } = await openPage('scenario=connect&api=http&open=0')
    try {
      await page.getByTestId('connect-button').click()
      await page.getByRole('dialog').waitFor({ state: 'visible' })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await refused.reached(2)
      const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
      await alert.waitFor({ state: 'visible' })
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await alert.count()).toBe(1)
    } finally {
      await page.close()
    }
  }, 60_000)
})

describe('a failed chunk download is retried for real (Chromium)', () => {
  it("a view's chunk answered 500 shows the error view; Retry downloads it again and the view renders", async () => {
    server.failing.add('all-wallets-view-')
    const { page } = await openPage('scenario=all-wallets')
    try {
      const dialog = page.locator('[role="dialog"][data-view="AllWallets"]')
      await dialog.waitFor({ state: 'visible' })
      const retry = dialog.getByRole('button', { name: 'Retry' })
      await retry.waitFor({ state: 'visible' })
      const failedRequests = server.chunkRequests.get('all-wallets-view-') ?? 0
      expect(failedRequests).toBeGreaterThan(0)
      server.failing.delete('all-wallets-view-')
      await retry.click()
      await dialog.getByRole('searchbox', { name: 'Search wallets' }).waitFor()
      expect(await dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0)
      expect(server.chunkRequests.get('all-wallets-view-')).toBe(failedRequests + 1)
    } finally {
      await page.close()
    }
  }, 60_000)

  it("the dialog's own chunk answered 500 shows a small error with Retry; Retry opens the dialog", async () => {
    server.failing.add('modal-')
    const { page } = await openPage('scenario=connect&open=0')
    try {
      await page.getByTestId('connect-button').click()
      const error = page.getByTestId('portico-load-error')
      await error.waitFor({ state: 'visible' })
      expect(await error.getAttribute('role')).toBe('alert')
      const failedRequests = server.chunkRequests.get('modal-') ?? 0
      expect(failedRequests).toBeGreaterThan(0)
      server.failing.delete('modal-')
      await error.getByRole('button', { name: 'Retry' }).click()
      const dialog = page.locator('[role="dialog"][data-view="Connect"]')
      await dialog.waitFor({ state: 'visible' })
      expect(await error.count()).toBe(0)
      expect(server.chunkRequests.get('modal-')).toBeGreaterThan(failedRequests)
    } finally {
      await page.close()
    }
  }, 60_000)
})
