import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { buildFixture } from './build-fixture.js'
import { serveStatic } from './static-server.js'

/** Where the e2e tests write their dialog screenshots (`test-results/`: looked at, not committed). */
export const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url))

/** What {@link setUpFixtureHarness} sets up; filled in by the file's `beforeAll`. */
export interface FixtureHarness {
  browser: Browser
  /** Origin of the static server (`http://127.0.0.1:<port>`). */
  url: string
}

/**
 * Registers the file's `beforeAll`/`afterAll`: builds the fixture page in `e2e/<fixture>` (or
 * takes the build another file made of the same sources, scripts/build-cache), serves it on
 * 127.0.0.1, launches Chromium and creates the screenshots folder; after all tests, closes the
 * browser and the server.
 */
export function setUpFixtureHarness(fixture: string): FixtureHarness {
  const harness = {} as FixtureHarness
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined
  beforeAll(async () => {
    server = await serveStatic(await buildFixture(undefined, fixture))
    harness.url = server.url
    harness.browser = await launchChromium()
    mkdirSync(SCREENSHOTS, { recursive: true })
  }, 180_000)
  afterAll(async () => {
    await harness.browser?.close()
    await server?.close()
  })
  return harness
}
