import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

// The small phone and what "fits" means on it, for every package's and app's browser tests.
// The checks return what is wrong (an empty list when it fits) rather than assert, so any test
// runner can use them: `expect(sheetFitProblems(fit, 'Connect')).toEqual([])`.

/** The small phone: 360 × 740 CSS px, touch, an Android Chrome user agent. */
export const PHONE = { width: 360, height: 740 } as const

/** That phone's user agent (Android Chrome): the kit's mobile rules key on it. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** The context options of that phone (mobile meta viewport, touch, mobile user agent). */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_USER_AGENT,
}

/** A browser context that is that phone; `options` add to it (permissions, ...). */
export function newPhoneContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE_CONTEXT, ...options })
}

/**
 * The page's width against the screen's (no sideways scrolling when they are equal), and the
 * innermost elements that stick out past the screen's right edge, to name the culprit on failure.
 */
export function pageWidth(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; overflowing: string[] }> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).replace(/\s+/g, '.')}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > screen + 0.5,
    )
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    )
    return {
      scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
      innerWidth: window.innerWidth,
      overflowing: innermost.slice(0, 5).map(name),
    }
  })
}

/** Where an element is, in the layout viewport's coordinates. */
export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/** What a phone user sees of the page and the dialog's bottom sheet. */
export interface SheetFit {
  /**
   * `document.scrollingElement.scrollWidth`, `innerWidth` and the screen's width (the initial
   * containing block, `documentElement.clientWidth`). A phone widens its layout viewport
   * (`innerWidth`) to a page wider than the screen, so `scrollWidth <= innerWidth` alone holds
   * even then: the page fits when `scrollWidth` is within the screen's width.
   */
  scrollWidth: number
  innerWidth: number
  screenWidth: number
  /** The visual viewport: what is on screen (the keyboard takes the rest). */
  viewport: Box
  sheet: Box
  /** The dialog's last focusable element after scrolling it into view, or null. */
  last: {
    name: string
    box: Box
    /** The page (not the sheet) had to scroll to show it. */
    pageScrolled: boolean
    /** The element itself is what a tap at its centre hits (nothing covers it). */
    hit: boolean
  } | null
}

/**
 * Measures the page and the open dialog, then scrolls the dialog's last focusable element into
 * view (inside the sheet, as a finger would) and measures it too.
 */
export function measureSheet(page: Page): Promise<SheetFit> {
  return page.evaluate(() => {
    const box = (rect: DOMRect) => ({
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
    })
    const viewport = window.visualViewport
    const scroller = document.scrollingElement ?? document.documentElement
    const sheet = document.querySelector<HTMLElement>('[role="dialog"]')
    if (!viewport || !sheet) throw new Error('no visualViewport or no dialog')
    const focusable = [
      ...sheet.querySelectorAll<HTMLElement>(
        'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => element.getClientRects().length > 0)
    const last = focusable.at(-1)
    const page = { x: scroller.scrollLeft, y: scroller.scrollTop }
    let measured: SheetFit['last'] = null
    if (last) {
      last.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const rect = last.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      measured = {
        name: (last.getAttribute('aria-label') ?? last.textContent ?? '').trim(),
        box: box(rect),
        pageScrolled: scroller.scrollLeft !== page.x || scroller.scrollTop !== page.y,
        hit: hit !== null && (hit === last || last.contains(hit)),
      }
    }
    return {
      scrollWidth: scroller.scrollWidth,
      innerWidth: window.innerWidth,
      screenWidth: document.documentElement.clientWidth,
      viewport: {
        top: viewport.offsetTop,
        bottom: viewport.offsetTop + viewport.height,
        left: viewport.offsetLeft,
        right: viewport.offsetLeft + viewport.width,
      },
      sheet: box(sheet.getBoundingClientRect()),
      last: measured,
    }
  })
}

/** Half a pixel: sub-pixel layout rounds, a real overflow is whole pixels. */
const EPSILON = 0.5

/** Where `inner` leaves `outer`, one line a side (empty when it lies within). */
export function outsideProblems(inner: Box, outer: Box, what: string): string[] {
  const problems: string[] = []
  if (inner.top < outer.top - EPSILON) problems.push(`${what}: top ${inner.top} above ${outer.top}`)
  if (inner.bottom > outer.bottom + EPSILON)
    problems.push(`${what}: bottom ${inner.bottom} below ${outer.bottom}`)
  if (inner.left < outer.left - EPSILON)
    problems.push(`${what}: left ${inner.left} before ${outer.left}`)
  if (inner.right > outer.right + EPSILON)
    problems.push(`${what}: right ${inner.right} past ${outer.right}`)
  return problems
}

/**
 * The small phone's rules, broken ones listed: no sideways scrolling, the sheet inside the
 * visual viewport, and its last focusable element reachable by scrolling inside the sheet (not the
 * page) and not covered.
 */
export function sheetFitProblems(fit: SheetFit, what: string): string[] {
  const problems: string[] = []
  const screen = Math.min(fit.innerWidth, fit.screenWidth)
  if (fit.scrollWidth > screen)
    problems.push(`${what}: page wider than the screen (${fit.scrollWidth} > ${screen})`)
  problems.push(
    ...outsideProblems(fit.sheet, fit.viewport, `${what}: sheet in the visual viewport`),
  )
  const last = fit.last
  if (!last) return [...problems, `${what}: the sheet has no focusable element`]
  problems.push(
    ...outsideProblems(last.box, fit.sheet, `${what}: last element "${last.name}" in the sheet`),
    ...outsideProblems(last.box, fit.viewport, `${what}: last element "${last.name}" on screen`),
  )
  if (last.pageScrolled) problems.push(`${what}: the page scrolled to show "${last.name}"`)
  if (!last.hit) problems.push(`${what}: "${last.name}" is covered`)
  return problems
}
