import { measureSheet, outsideProblems, sheetFitProblems } from '@portico/testing/playwright'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { failureShot, labPage, openConnectList, recordClipboard } from './lab-driver.js'
import { newLabPhoneContext } from './lab-phone-context.js'
import {
  KEYBOARD_HEIGHT,
  PAIRING_EXPIRY_MARGIN_MS,
  PHONE_PROFILES,
  type PhoneProfile,
  profileContext,
  rulesOf,
  SMALL_PHONE,
} from './phone-profiles.js'

// Phones and in-app browsers: the WalletConnect deep-link path of a wallet picked from the
// directory, per browser (phone-profiles.ts), each in its own context of one Chromium on one lab
// stack. Every cell's outcome is what the page did, described; the row is then compared with what
// the spec's rules say for that browser, and the whole table is printed at the end.

let lab: LabStack
let browser: Browser

/** Outcome per profile and case, printed after the file. */
const table = new Map<string, Record<string, string>>()
const CASES = [
  'deep link',
  'no app installed',
  'second tap',
  'keyboard 360x640',
  'tap at 20 s left',
  'tap at 10 s left',
] as const
type Case = (typeof CASES)[number]

/** The table's rows in the profiles' order (the profiles run side by side, so finish in any). */
const order = (name: string) => {
  const at = PHONE_PROFILES.findIndex((profile) => name.startsWith(profile.name))
  return at === -1 ? PHONE_PROFILES.length : at + (name === PHONE_PROFILES[at]?.name ? 0 : 0.5)
}

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([startLabStack({ watch: false }), launchChromium()])
}, 180_000)

afterAll(async () => {
  const rows = [...table.keys()]
    .sort((a, b) => order(a) - order(b))
    .map((profile) => ({ profile, ...table.get(profile) }))
  console.log('phone deep links: profile x case x outcome')
  console.table(rows)
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

/** What left the page: a navigation of its frame or a `window.open`, and in what it happened. */
interface Departure {
  kind: 'navigate' | 'open'
  url: string
  target: string | undefined
  /** It ran in the same task as a trusted click's dispatch (the tap's own click). */
  inTap: boolean
  /** `navigator.userActivation.isActive` then: a popup blocker would let it through. */
  activation: boolean
  /** The Navigation API's `userInitiated` (navigations only). */
  userInitiated: boolean | undefined
}

/**
 * Records every navigation of the page's frame and every `window.open` (page-side, before any of
 * the page's scripts). A navigation or a window leaving the page's origin is cancelled after it is
 * recorded:
 * the harness stands in for the operating system, which hands a wallet link to the wallet app, or
 * to nothing when no app is installed; either way the page stays where it was. (Let through, a
 * universal link would load the wallet's site and an unknown scheme end as an aborted request:
 * both contacts the host guard counts.) The tap's task is told by a timer: the page's clock flows
 * (it is only ever moved on, never paused), so the reset runs in the next task.
 */
function recordDepartures(): void {
  const departures: Departure[] = []
  ;(window as unknown as { __departures: Departure[] }).__departures = departures
  // Every deep link the page ever rendered, in order: a view that showed the last pairing for one
  // frame before the new one would have offered a tap on a request no one waits for.
  const links: string[] = []
  ;(window as unknown as { __links: string[] }).__links = links
  const shown = new WeakMap<HTMLAnchorElement, string>()
  new MutationObserver(() => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href*="wc?uri="]')) {
      if (shown.get(anchor) === anchor.href) continue
      shown.set(anchor, anchor.href)
      links.push(anchor.href)
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href'],
  })
  let tap: Event | undefined
  // A click's default action (an anchor's navigation) runs at the end of its dispatch, in the same
  // task; a timer is the next task: anything async from the tap comes after this reset.
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return
      tap = event
      setTimeout(() => {
        if (tap === event) tap = undefined
      }, 0)
    },
    true,
  )
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation
  navigation?.addEventListener('navigate', (event) => {
    const navigate = event as Event & { destination: { url: string }; userInitiated: boolean }
    const url = navigate.destination.url
    departures.push({
      kind: 'navigate',
      url,
      target: undefined,
      inTap: tap !== undefined,
      activation: navigator.userActivation.isActive,
      userInitiated: navigate.userInitiated,
    })
    if (new URL(url).origin !== location.origin) navigate.preventDefault()
  })
  const open = window.open.bind(window)
  window.open = (url?: string | URL, target?: string, features?: string) => {
    departures.push({
      kind: 'open',
      url: new URL(String(url ?? ''), location.href).href,
      target,
      inTap: tap !== undefined,
      activation: navigator.userActivation.isActive,
      userInitiated: undefined,
    })
    // A wallet's link leaves for the wallet app (the operating system's part, as above).
    if (new URL(String(url ?? ''), location.href).origin !== location.origin) return null
    return open(url, target, features)
  }
}

const departures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __departures: Departure[] }).__departures)

/** The last text "Copy link" put on the clipboard (recordClipboard). */
async function copiedLink(dialog: Locator): Promise<string> {
  const page = dialog.page()
  const before = await page.evaluate(
    () => (window as unknown as { __copied: string[] }).__copied.length,
  )
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await page.waitForFunction(
    (count) => (window as unknown as { __copied: string[] }).__copied.length > count,
    before,
  )
  return page.evaluate(() => (window as unknown as { __copied: string[] }).__copied.at(-1) ?? '')
}

/** A WalletConnect v2 pairing URI, parsed: `wc:<topic>@2?relay-protocol=irn&symKey=<key>…`. */
function parsePairingUri(uri: string): { topic: string; symKey: string } | string {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return `not a URL: ${uri}`
  }
  const [topic, version] = url.pathname.split('@')
  if (url.protocol !== 'wc:' || version !== '2' || !/^[0-9a-f]{64}$/.test(topic ?? ''))
    return `not a v2 pairing: ${uri}`
  const symKey = url.searchParams.get('symKey') ?? ''
  if (url.searchParams.get('relay-protocol') !== 'irn' || !/^[0-9a-f]{64}$/.test(symKey))
    return `no relay protocol or key: ${uri}`
  return { topic: topic ?? '', symKey }
}

/**
 * A wallet of the directory's Connect rows whose mobile link is a universal link (its deep link's
 * base). apps/api's fictional wallets list half their mobile links as https universal links and
 * half as invented app schemes, which the kit refuses (they are no known wallet's).
 */
interface Listing {
  name: string
  mobileLink: string
}

async function pickListing(page: Page): Promise<Listing> {
  const entries = await page.evaluate(() => {
    const kit = (
      window as unknown as {
        __porticoLab: {
          kit: {
            getSnapshot(): {
              walletDirectory: {
                featured: { name: string; mobile_link?: string | null }[]
                recommended: { name: string; mobile_link?: string | null }[]
              }
            }
          }
        }
      }
    ).__porticoLab.kit
    const { featured, recommended } = kit.getSnapshot().walletDirectory
    return [...featured, ...recommended].flatMap((entry) =>
      entry.mobile_link?.startsWith('https://')
        ? [{ name: entry.name, mobileLink: entry.mobile_link }]
        : [],
    )
  })
  const dialog = labPage(page).dialog
  const row = (entry: Listing) => dialog.getByRole('button', { name: entry.name, exact: true })
  // The snapshot can hold the listings a frame before the view renders their rows: wait for the
  // first row that shows, then take the first listing with a row.
  await Promise.any(entries.map((entry) => row(entry).waitFor({ timeout: 20_000 }))).catch(
    () => undefined,
  )
  for (const entry of entries) {
    if ((await row(entry).count()) === 1) return entry
  }
  throw new Error(`no directory row with a universal link among ${JSON.stringify(entries)}`)
}

/** A finger on a phone, the mouse on a desktop. */
const press = (locator: Locator, mobile: boolean) => (mobile ? locator.tap() : locator.click())

/** The modal's Back, then the Connect view is shown. */
async function backToConnect(page: Page, mobile: boolean): Promise<void> {
  const dialog = labPage(page).dialog
  await press(dialog.getByRole('button', { name: 'Back' }), mobile)
  await dialog.and(page.locator('[data-view="Connect"]')).waitFor()
}

/**
 * Case "deep link": the wallet's row is tapped, its pairing view shows "Open <wallet>"; nothing
 * has left the page before that link is tapped, and the tap itself navigates to
 * `<wallet link>wc?uri=<pairing uri>` (SPEC §5), in the tap's own task with the user activation
 * live. The pairing URI in it is the one "Copy link" gives (the QR code's). On a desktop the row
 * shows the QR code and no link.
 */
async function deepLinkCase(
  page: Page,
  listing: Listing,
  mobile: boolean,
): Promise<{ outcome: string; uri: string }> {
  const dialog = labPage(page).dialog
  await press(dialog.getByRole('button', { name: listing.name, exact: true }), mobile)
  await dialog.getByRole('img', { name: 'QR code to scan with your wallet' }).waitFor()
  const open = dialog.getByRole('link', { name: `Open ${listing.name}` })
  if (!mobile) {
    const uri = await copiedLink(dialog)
    const parsed = parsePairingUri(uri)
    if (typeof parsed === 'string') return { outcome: parsed, uri }
    const left = await departures(page)
    if ((await open.count()) > 0) return { outcome: 'desktop shows a deep link', uri }
    return { outcome: left.length === 0 ? 'QR code, no link' : 'left the page', uri }
  }
  await open.waitFor()
  const uri = await copiedLink(dialog)
  const before = await departures(page)
  if (before.length > 0) return { outcome: `left before the tap: ${before[0]?.url}`, uri }
  await open.tap()
  await page.waitForFunction(
    () => (window as unknown as { __departures: Departure[] }).__departures.length > 0,
  )
  const [left, ...more] = await departures(page)
  if (!left || more.length > 0) return { outcome: `${more.length + 1} departures`, uri }
  if (left.kind !== 'navigate') return { outcome: `${left.kind} instead of a navigation`, uri }
  if (!left.inTap || !left.activation || !left.userInitiated)
    return {
      outcome: `outside the tap (in tap ${left.inTap}, activation ${left.activation})`,
      uri,
    }
  // SPEC §5: the wallet's link (a universal link here, `https://wallet.example/`) + `wc?uri=`.
  const link = new URL(left.url)
  const base = new URL(listing.mobileLink)
  if (`${link.origin}${link.pathname}` !== `${base.origin}${base.pathname}wc` || link.hash !== '')
    return { outcome: `not the wallet's wc link: ${left.url}`, uri }
  const carried = link.searchParams.get('uri') ?? ''
  if (carried !== uri) return { outcome: `carries ${carried}, Copy link gives ${uri}`, uri }
  const parsed = parsePairingUri(carried)
  if (typeof parsed === 'string') return { outcome: parsed, uri }
  return { outcome: 'opened in the tap', uri }
}

/**
 * Case "no app installed": the link went nowhere, so the page is still there, on the same pairing
 * (the QR code and "Copy link" still offer it). On a phone the way on is "Open and continue in a
 * new browser tab" (SPEC §2) back on Connect: its tap opens this page in a new tab from within
 * the tap (a popup blocker lets it through). A desktop has the QR code and no such button.
 */
async function noAppCase(
  page: Page,
  context: BrowserContext,
  uri: string,
  mobile: boolean,
): Promise<string> {
  const dialog = labPage(page).dialog
  const still = await copiedLink(dialog)
  if (still !== uri) return `the pairing changed: ${still}`
  await backToConnect(page, mobile)
  const newTab = dialog.getByRole('button', { name: 'Open and continue in a new browser tab' })
  if (!mobile) return (await newTab.count()) === 0 ? 'QR code' : 'desktop offers a new tab'
  const before = (await departures(page)).length
  // The tab the browser opened is the sentinel; what it was opened on is the recorded call's URL.
  const [opened] = await Promise.all([context.waitForEvent('page'), newTab.tap()])
  await opened.close()
  const [left, ...more] = (await departures(page)).slice(before)
  if (!left || more.length > 0) return `${more.length + (left ? 1 : 0)} departures`
  if (left.kind !== 'open' || left.target !== '_blank') return `${left.kind} ${left.target}`
  if (!left.inTap || !left.activation) return 'new tab outside the tap'
  if (left.url !== page.url()) return `opened ${left.url}`
  return 'QR kept, new tab in the tap'
}

/**
 * Case "second tap": the same row tapped again (back on Connect). SPEC §4: the unexpired pairing
 * is reused in an in-messenger browser or iOS Safari; anywhere else the view asks for a new one.
 */
async function againCase(
  page: Page,
  listing: Listing,
  shown: string,
  mobile: boolean,
): Promise<{ outcome: string; uri: string }> {
  const dialog = labPage(page).dialog
  const seen = () => page.evaluate(() => (window as unknown as { __links: string[] }).__links)
  const before = (await seen()).length
  await press(dialog.getByRole('button', { name: listing.name, exact: true }), mobile)
  await dialog.getByRole('img', { name: 'QR code to scan with your wallet' }).waitFor()
  let uri: string
  if (mobile) {
    const open = dialog.getByRole('link', { name: `Open ${listing.name}` })
    await open.waitFor()
    const href = (await open.getAttribute('href')) ?? ''
    uri = new URL(href).searchParams.get('uri') ?? ''
    const copied = await copiedLink(dialog)
    if (copied !== uri) return { outcome: `link carries ${uri}, Copy link gives ${copied}`, uri }
    const offered = new Set(
      (await seen()).slice(before).map((link) => new URL(link).searchParams.get('uri')),
    )
    if (offered.size !== 1) return { outcome: `offered ${offered.size} pairings in turn`, uri }
  } else {
    uri = await copiedLink(dialog)
  }
  const parsed = parsePairingUri(uri)
  if (typeof parsed === 'string') return { outcome: parsed, uri }
  const earlier = parsePairingUri(shown)
  if (uri === shown) return { outcome: 'same pairing', uri }
  if (typeof earlier !== 'string' && earlier.topic === parsed.topic)
    return { outcome: 'same topic, new URI', uri }
  return { outcome: 'fresh pairing', uri }
}

/**
 * Cases "tap at 20 s / 10 s left": back on Connect, the page's clock moved on until `left` ms
 * remain of the pairing shown last (SPEC §4, §9: it lives 4 minutes and counts as expired with
 * 10 s or less left), the row tapped again. With 20 s left it is still reused where the spec
 * reuses one; with 10 s left (less by the time the tap lands) every browser gets a fresh one.
 */
async function tapWhenLeft(
  page: Page,
  listing: Listing,
  shown: string,
  mobile: boolean,
  left: number,
): Promise<{ outcome: string; uri: string }> {
  await backToConnect(page, mobile)
  const expiresAt = await page.evaluate(
    () =>
      (
        window as unknown as {
          __porticoLab: { kit: { getSnapshot(): { pairing?: { expiresAt: number } } } }
        }
      ).__porticoLab.kit.getSnapshot().pairing?.expiresAt,
  )
  if (expiresAt === undefined) return { outcome: 'no pairing kept', uri: shown }
  const now = await page.evaluate(() => Date.now())
  await page.clock.fastForward(Math.max(0, expiresAt - left - now))
  return againCase(page, listing, shown, mobile)
}

/**
 * Case "keyboard": on the 360 × 640 phone, All Wallets, the search field tapped: the keyboard
 * takes the bottom KEYBOARD_HEIGHT px (the window shrinks, as Chrome's `resizes-content`; the
 * visual viewport with it). The wallet's name typed, the sheet still fits the visual viewport
 * (its last element reachable inside it), the field is on screen and the wallet's row can be
 * tapped.
 */
async function keyboardCase(page: Page, listing: Listing): Promise<string> {
  const dialog = labPage(page).dialog
  await backToConnect(page, true)
  await dialog.getByRole('button', { name: 'All Wallets' }).tap()
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.tap()
  // The kit refits on the visual viewport's resize event, which comes at the next rendering step
  // after the height already reads the new value: the sentinel is that event, heard after the
  // kit's own listener (registered first, so it has run).
  await page.evaluate(() => {
    const viewport = window.visualViewport
    ;(window as { __resized?: Promise<void> }).__resized = new Promise((resolve) =>
      viewport?.addEventListener('resize', () => resolve(), { once: true }),
    )
  })
  const height = SMALL_PHONE.height - KEYBOARD_HEIGHT
  try {
    await page.setViewportSize({ width: SMALL_PHONE.width, height })
    await page.waitForFunction(
      (expected) => Math.round(window.visualViewport?.height ?? 0) === expected,
      height,
    )
    await page.evaluate(() => (window as { __resized?: Promise<void> }).__resized)
    await search.fill(listing.name)
    const row = dialog
      .getByTestId('portico-all-wallets')
      .getByRole('button', { name: listing.name, exact: true })
    await row.waitFor()
    const fit = await measureSheet(page)
    const problems = sheetFitProblems(fit, 'All Wallets')
    const box = async (locator: Locator, what: string) => {
      const found = await locator.boundingBox()
      if (!found) return [`${what}: not laid out`]
      return outsideProblems(
        {
          top: found.y,
          bottom: found.y + found.height,
          left: found.x,
          right: found.x + found.width,
        },
        fit.viewport,
        `${what} on screen`,
      )
    }
    problems.push(...(await box(search, 'the search field')))
    await row.scrollIntoViewIfNeeded()
    problems.push(...(await box(row, `the ${listing.name} row`)))
    const focused = await search.evaluate((element) => element === document.activeElement)
    if (!focused) problems.push('the search field lost the focus')
    return problems.length === 0 ? `fits in ${SMALL_PHONE.width}x${height}` : problems.join('; ')
  } finally {
    await page.setViewportSize(SMALL_PHONE)
  }
}

/** What the spec's rules expect in each cell for `profile`. */
function expectedRow(profile: PhoneProfile): Record<Case, string> {
  const rules = rulesOf(profile)
  return {
    'deep link': rules.mobile ? 'opened in the tap' : 'QR code, no link',
    'no app installed': rules.mobile ? 'QR kept, new tab in the tap' : 'QR code',
    'second tap': rules.reusesPairing ? 'same pairing' : 'fresh pairing',
    'keyboard 360x640': rules.mobile
      ? `fits in ${SMALL_PHONE.width}x${SMALL_PHONE.height - KEYBOARD_HEIGHT}`
      : 'n/a (desktop)',
    'tap at 20 s left': rules.reusesPairing ? 'same pairing' : 'fresh pairing',
    'tap at 10 s left': 'fresh pairing',
  }
}

describe('lab e2e: the deep-link path on phones and in in-app browsers', () => {
  it.concurrent.for([...PHONE_PROFILES])(
    '$name: deep link in the tap, the fallback without the app, pairing reuse and expiry, the keyboard',
    { timeout: 90_000 },
    async (profile, { expect, task }) => {
      const { mobile } = rulesOf(profile)
      const session = await newLabPhoneContext(browser, profileContext(profile))
      const page = await session.context.newPage()
      try {
        await session.context.addInitScript(recordDepartures)
        await recordClipboard(page)
        // The page's own clock (Date and timers), flowing as time does until a case moves it on.
        await page.clock.install()
        await page.goto(lab.url)
        await labPage(page).connectButton.waitFor()
        expect(await page.evaluate(() => navigator.userAgent)).toBe(profile.userAgent)
        await openConnectList(page)
        const listing = await pickListing(page)
        const row: Record<string, string> = {}
        table.set(profile.name, row)
        const first = await deepLinkCase(page, listing, mobile)
        row['deep link'] = first.outcome
        row['no app installed'] = await noAppCase(page, session.context, first.uri, mobile)
        const again = await againCase(page, listing, first.uri, mobile)
        row['second tap'] = again.outcome
        row['keyboard 360x640'] = mobile ? await keyboardCase(page, listing) : 'n/a (desktop)'
        const late = await tapWhenLeft(page, listing, again.uri, mobile, 20_000)
        row['tap at 20 s left'] = late.outcome
        row['tap at 10 s left'] = (
          await tapWhenLeft(page, listing, late.uri, mobile, PAIRING_EXPIRY_MARGIN_MS)
        ).outcome
        expect(row).toEqual(expectedRow(profile))
        expect(session.errors).toEqual([])
      } catch (error) {
        await failureShot(page, task.name)
        throw error
      } finally {
        await session.context.close()
      }
    },
  )

  it.concurrent('after connecting on Android Chrome: a request brings the chosen wallet to the front from within the tap', async ({
    expect,
    task,
  }) => {
    // SPEC §3's stored deep-link choice: the wallet picked on the phone is opened again for each
    // request, by its link plus `wc?requestId=…&sessionTopic=…` (WalletConnect's form), and that
    // must happen inside the tap that made the request, or a popup blocker stops it.
    const profile = PHONE_PROFILES.find((each) => each.name === 'Android Chrome')
    if (!profile) throw new Error('no Android Chrome profile')
    const phone = await newLabPhoneContext(browser, profileContext(profile))
    const walletSide = await newLabContext(browser)
    const page = await phone.context.newPage()
    const wallet = await walletSide.context.newPage()
    try {
      await phone.context.addInitScript(recordDepartures)
      await recordClipboard(page)
      await Promise.all([page.goto(lab.url), wallet.goto(lab.walletUrl)])
      await labPage(page).connectButton.waitFor()
      await openConnectList(page)
      const listing = await pickListing(page)
      const dialog = labPage(page).dialog
      await dialog.getByRole('button', { name: listing.name, exact: true }).tap()
      await dialog.getByRole('link', { name: `Open ${listing.name}` }).waitFor()
      const uri = await copiedLink(dialog)
      await wallet
        .getByTestId('wallet-status')
        .filter({ hasText: 'ready' })
        .waitFor({ timeout: 60_000 })
      await wallet.getByLabel(/WalletConnect URI/).fill(uri)
      await wallet.getByRole('button', { name: 'Pair' }).click()
      const proposal = wallet.getByRole('article', { name: /Proposal from Portico lab/ })
      await proposal.getByRole('button', { name: 'Approve session' }).click({ timeout: 30_000 })
      await labPage(page).connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })

      const before = (await departures(page)).length
      await labPage(page).action('Sign message').tap()
      const request = wallet.getByRole('article', { name: 'Request personal_sign' })
      await request.waitFor({ timeout: 30_000 })
      const [left, ...more] = (await departures(page)).slice(before)
      let outcome = 'opened in the tap'
      if (!left || more.length > 0) outcome = `${more.length + (left ? 1 : 0)} departures`
      else if (!left.inTap || !left.activation) outcome = 'outside the tap'
      else {
        const link = new URL(left.url)
        const base = new URL(listing.mobileLink)
        const topic = link.searchParams.get('sessionTopic') ?? ''
        if (
          `${link.origin}${link.pathname}` !== `${base.origin}${base.pathname}wc` ||
          [...link.searchParams.keys()].sort().join() !== 'requestId,sessionTopic' ||
          !/^\d+$/.test(link.searchParams.get('requestId') ?? '') ||
          !/^[0-9a-f]{64}$/.test(topic)
        )
          outcome = `not the wallet's request link: ${left.url}`
      }
      table.set('Android Chrome, connected', { 'request after connect': outcome })
      await request.getByRole('button', { name: 'Reject request' }).click()
      expect(outcome).toBe('opened in the tap')
      expect(phone.errors).toEqual([])
    } catch (error) {
      await failureShot(page, task.name)
      throw error
    } finally {
      await phone.context.close()
      await walletSide.context.close()
    }
  }, 90_000)
})
