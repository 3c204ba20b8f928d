// @vitest-environment node
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAxe } from './axe.js'
import { buildFixture } from './build-fixture.js'
import { launchChromium } from './chromium.js'
import { SCENARIOS } from './fixture/scenarios.js'
import { serveStatic } from './static-server.js'

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url))

let browser: Browser
let server: Awaited<ReturnType<typeof serveStatic>>

beforeAll(async () => {
  const dist = await buildFixture()
  server = await serveStatic(dist)
  browser = await launchChromium()
  mkdirSync(SCREENSHOTS, { recursive: true })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/**
 * Every scenario of `fixture/scenarios.ts`, dark and light, in real Chromium: the dialog shows
 * its view, axe-core finds zero violations (colour contrast included), and a screenshot of the
 * dialog goes to `e2e/screenshots/<scenario>-<theme>.png`.
 */
describe.each(['dark', 'light'] as const)('views in Chromium, %s theme', (theme) => {
  it.each(Object.keys(SCENARIOS))(
    '%s: renders, zero axe violations, screenshot',
    async (name) => {
      const scenario = SCENARIOS[name]!
      const page = await browser.newPage({ viewport: { width: 900, height: 800 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      try {
        await page.goto(`${server.url}/?scenario=${name}&theme=${theme}`)
        await page.waitForFunction(() => window.__portico?.ready || window.__portico?.error)
        const dialog = page.locator(`[role="dialog"][data-view="${scenario.view}"]`)
        await dialog.waitFor({ state: 'visible', timeout: 10_000 })
        // Settled: lazy view loaded, images given up or loaded, animations done.
        await page.waitForFunction(
          () => !document.querySelector('[role="dialog"] [aria-label="Loading"]'),
        )
        await page.waitForTimeout(400)
        expect(await page.evaluate(() => window.__portico?.error)).toBeUndefined()
        expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy()
        const axe = await runAxe(page)
        expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
        // axe really looked: contrast and the dialog's name were checked and passed.
        expect(axe.passes).toContain('color-contrast')
        expect(axe.passes).toContain('aria-dialog-name')
        await dialog.screenshot({
          path: `${SCREENSHOTS}${name}-${theme}.png`,
          animations: 'disabled',
        })
        expect(errors).toEqual([])
      } finally {
        await page.close()
      }
    },
    60_000,
  )
})
