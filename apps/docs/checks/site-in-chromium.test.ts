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
  if (screenshotsWanted()) mkdirSync(SCREENSHOTS, { recursive: true })
  site = await serveStatic(DIST)
  browser = await launchChromium({ timeout: 60_000 })
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

/** A browser context and page at `viewport`, and the errors of the document it shows now. */
interface Visitor {
  page: Page
  /** Console errors and uncaught page errors of the current document (a fresh list per visit). */
  errors: string[]
  close(): Promise<void>
}

async function visitor(viewport: (typeof VIEWPORTS)[number]): Promise<Visitor> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  })
  const page = await context.newPage()
  const state: Visitor = { page, errors: [], close: () => context.close() }
  page.on('console', (message) => {
    if (message.type() === 'error') state.errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => state.errors.push(`page error: ${error.message}`))
  return state
}

/**
 * Loads `path` as a new document in the visitor's page and waits until Vue has hydrated it (the
 * errors a page makes come by then); resolves the errors of that document.
 */
async function visit(visitor: Visitor, path: string): Promise<string[]> {
  const errors: string[] = []
  visitor.errors = errors
  const response = await visitor.page.goto(`${site.url}${path}`, {
    waitUntil: 'load',
    timeout: 30_000,
  })
  expect(response?.status(), path).toBe(200)
  if (path !== API_INDEX)
    // Vue marks the container with its app once hydration has run.
    await visitor.page.waitForFunction(
      () => '__vue_app__' in (document.querySelector('#app') ?? {}),
      { timeout: 15_000 },
    )
  return errors
}

/** Opens `path` in a page of its own at `viewport` (closed with `close`). */
async function open(viewport: (typeof VIEWPORTS)[number], path: string): Promise<Visitor> {
  const fresh = await visitor(viewport)
  await visit(fresh, path)
  return fresh
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

/**
 * Whether this run writes the pages' screenshots: only with `PORTICO_SCREENSHOTS=1`, as the other
 * browser tests. Nothing compares them, and full-page pictures of every page at two widths were
 * most of this file's time (a run of 30 pages: 54 s without them, 161 s with, measured).
 */
const screenshotsWanted = () => process.env.PORTICO_SCREENSHOTS === '1'

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
      // The pages take turns on one page of this width, each a new document: what stays is the
      // renderer and the HTTP cache of the site's shared assets (as for a visitor clicking
      // through), not a document, its scripts or its errors.
      const at = await visitor(viewport)
      try {
        for (const path of [...PAGES, API_INDEX]) {
          const errors = await visit(at, path)
          const { scrollWidth, innerWidth } = await at.page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }))
          problems.push(...errors.map((error) => `${path}: ${error}`))
          if (scrollWidth > innerWidth)
            problems.push(`${path}: scrolls sideways (${scrollWidth} px wide in ${innerWidth} px)`)
          if (screenshotsWanted())
            await at.page.screenshot({
              path: join(SCREENSHOTS, screenshotName(path, viewport.name)),
              fullPage: true,
            })
        }
      } finally {
        await at.close()
      }
      expect(problems).toEqual([])
      expect(site.missing).toEqual([])
    }, 180_000)
  }

  it('the desktop sidebar and nav reach every page and the API reference, and each link resolves', async () => {
    const { page, close } = await open(VIEWPORTS[0], '/')
    const sidebar = await visibleLinks(page, '.VPSidebar')
    const nav = await visibleLinks(page, '.VPNavBar')
    expect(new Set(sidebar)).toEqual(new Set([...PAGES, API_INDEX]))
    expect(nav).toContain(API_INDEX)
    for (const link of new Set([...sidebar, ...nav])) {
      const response = await page.request.get(`${site.url}${link}`)
      expect(response.status(), link).toBe(200)
    }
    await close()
  }, 60_000)

  it('at 360 px the menu opens a sidebar that reaches every page, and the hamburger the nav', async () => {
    const { page, close } = await open(VIEWPORTS[1], '/getting-started.html')
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
    await close()
  }, 60_000)
})
