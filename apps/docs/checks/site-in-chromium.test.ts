import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium, type StaticServer, serveStatic } from '@portico/testing/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_DIR, sitePages } from './code-blocks.js'

// The built site (`pnpm build`, which the test command runs first) as a visitor's browser shows it.
const DIST = join(SITE_DIR, 'dist')
const SCREENSHOTS = join(SITE_DIR, 'test-results', 'screenshots')

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const

/** A page's address in the built site: `families/evm.md` is `/families/evm.html`, `index.md` `/`. */
function pathOf(page: string): string {
  return page === 'index.md' ? '/' : `/${page.replace(/\.md$/, '.html')}`
}

const PAGES = sitePages().map(pathOf)
/** TypeDoc's reference: not a VitePress page, but reached from the nav and the sidebar. */
const API_INDEX = '/api/index.html'

let browser: Browser
let site: StaticServer

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('apps/docs/dist is missing: run `pnpm --filter @portico/docs build` first')
  mkdirSync(SCREENSHOTS, { recursive: true })
  site = await serveStatic(DIST)
  browser = await launchChromium({ timeout: 60_000 })
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

/** Opens `path` and waits until Vue has hydrated it (the errors a page makes come by then). */
async function open(
  viewport: (typeof VIEWPORTS)[number],
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load', timeout: 30_000 })
  expect(response?.status(), path).toBe(200)
  if (path !== API_INDEX)
    // Vue marks the container with its app once hydration has run.
    await page.waitForFunction(() => '__vue_app__' in (document.querySelector('#app') ?? {}), {
      timeout: 15_000,
    })
  return { page, errors }
}

/** The internal links (pathnames) inside `selector` that a visitor sees now (shown, on screen). */
function visibleLinks(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(
    `${selector} a[href]`,
    (links, origin) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect()
          return (
            link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            box.width > 0 &&
            box.right > 0 &&
            box.left < window.innerWidth
          )
        })
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname),
    site.url,
  )
}

const screenshotName = (path: string, viewport: string) =>
  `${
    path === '/'
      ? 'index'
      : path
          .slice(1)
          .replace(/\.html$/, '')
          .replace(/\//g, '-')
  }-${viewport}.png`

describe('the built docs site in Chromium', () => {
  for (const viewport of VIEWPORTS) {
    it(`every page loads at ${viewport.width}×${viewport.height} without console errors and never scrolls sideways`, async () => {
      const problems: string[] = []
      for (const path of [...PAGES, API_INDEX]) {
        const { page, errors } = await open(viewport, path)
        problems.push(...errors.map((error) => `${path}: ${error}`))
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }))
        if (scrollWidth > innerWidth)
          problems.push(`${path}: scrolls sideways (${scrollWidth} px wide in ${innerWidth} px)`)
        await page.screenshot({
          path: join(SCREENSHOTS, screenshotName(path, viewport.name)),
          fullPage: true,
        })
        await page.context().close()
      }
      expect(problems).toEqual([])
      expect(site.missing).toEqual([])
    }, 180_000)
  }

  it('the desktop sidebar and nav reach every page and the API reference, and each link resolves', async () => {
    const { page } = await open(VIEWPORTS[0], '/')
    const sidebar = await visibleLinks(page, '.VPSidebar')
    const nav = await visibleLinks(page, '.VPNavBar')
    expect(new Set(sidebar)).toEqual(new Set([...PAGES, API_INDEX]))
    expect(nav).toContain(API_INDEX)
    for (const link of new Set([...sidebar, ...nav])) {
      const response = await page.request.get(`${site.url}${link}`)
      expect(response.status(), link).toBe(200)
    }
    await page.context().close()
  }, 60_000)

  it('at 360 px the menu opens a sidebar that reaches every page, and the hamburger the nav', async () => {
    const { page } = await open(VIEWPORTS[1], '/getting-started.html')
    expect(await visibleLinks(page, '.VPSidebar')).toEqual([])
    await page.click('.VPLocalNav .menu')
    // The sidebar slides in (a CSS transition): polled until every link is on screen, bounded.
    await expect
      .poll(async () => new Set(await visibleLinks(page, '.VPSidebar')), { timeout: 10_000 })
      .toEqual(new Set([...PAGES, API_INDEX]))
    await page.keyboard.press('Escape')
    await page.click('.VPNavBarHamburger')
    await expect
      .poll(() => visibleLinks(page, '.VPNavScreen'), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['/getting-started.html', API_INDEX]))
    await page.context().close()
  }, 60_000)
})
