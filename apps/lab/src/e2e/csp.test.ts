import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { labContentSecurityPolicy } from '../stack/lab-csp.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { failureShot, labPage } from './lab-driver.js'
import { guardProblems } from './page-guard.js'

// The lab under its strict Content-Security-Policy. The checks every e2e file runs
// (page-guard.ts) are shown to catch what they must, and analytics leave the page only after the
// user's consent.
let lab: LabStack
let browser: Browser
let page: Page | undefined

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

interface LabKitHandle {
  open(): void
  close(): void
  setAnalyticsConsent(consent: boolean): void
}

/** Calls the lab page's kit (`window.__porticoLab.kit`). */
function onKit(target: Page, call: 'open' | 'close' | 'consent' | 'no-consent'): Promise<void> {
  return target.evaluate((name) => {
    const kit = (window as unknown as { __porticoLab: { kit: LabKitHandle } }).__porticoLab.kit
    if (name === 'open') kit.open()
    else if (name === 'close') kit.close()
    else kit.setAnalyticsConsent(name === 'consent')
  }, call)
}

describe('lab e2e: strict CSP, only the configured hosts, analytics after consent', () => {
  it('both pages are served with the policy built from the stack configuration', async () => {
    const expected = labContentSecurityPolicy(lab.config)
    expect(expected).not.toMatch(/unsafe-(eval|inline)/)
    for (const url of [lab.url, lab.walletUrl]) {
      const response = await fetch(url)
      expect(response.headers.get('content-security-policy')).toBe(expected)
    }
  })

  it('the guard reports an inline script, an outside image and a host outside the stack', async () => {
    const { context } = await newLabContext(browser)
    page = await context.newPage()
    await page.goto(lab.url)
    await labPage(page).connectButton.waitFor()
    const violated = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = []
          document.addEventListener('securitypolicyviolation', (event) => {
            seen.push(event.effectiveDirective)
            if (seen.length === 2) resolve(seen.sort())
          })
          const script = document.createElement('script')
          script.textContent = 'window.injected = true'
          document.head.append(script)
          const image = document.createElement('img')
          image.src = 'https://images.example.com/x.png'
          document.body.append(image)
        }),
    )
    expect(await violated).toEqual(['img-src', 'script-src-elem'])
    // A top-level navigation is not the CSP's to refuse: the network log catches it.
    await page.goto(lab.apiUrl.replace('127.0.0.1', 'localhost'))
    await context.close()
    // Both nets hold: the browser reports the refused script and image, and the network log shows
    // the image's host (asked, then refused) and the navigation off the stack.
    expect(guardProblems()).toEqual([
      expect.stringMatching(/^CSP violation: script-src-elem blocked inline /),
      expect.stringMatching(
        /^CSP violation: img-src blocked https:\/\/images\.example\.com\/x\.png /,
      ),
      'outside host: https://images.example.com',
      `outside host: ${new URL(lab.apiUrl.replace('127.0.0.1', 'localhost')).origin}`,
    ])
  })

  it('analytics (on in the lab) send nothing before consent; withdrawing stops at once', async () => {
    const { context } = await newLabContext(browser)
    const sent: Request[] = []
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/e') sent.push(request)
    })
    page = await context.newPage()
    await page.goto(lab.url)
    await labPage(page).connectButton.waitFor()
    const events = () => sent.map((request) => request.postDataJSON().props.event as string)

    // No consent yet: these two are dropped, never queued.
    await onKit(page, 'open')
    await onKit(page, 'close')
    await onKit(page, 'consent')
    let next = page.waitForRequest((request) => new URL(request.url()).pathname === '/e')
    await onKit(page, 'open')
    await next
    // Withdrawn: this close is not sent; given again: the next one is.
    await onKit(page, 'no-consent')
    await onKit(page, 'close')
    await onKit(page, 'open')
    await onKit(page, 'consent')
    next = page.waitForRequest((request) => new URL(request.url()).pathname === '/e')
    await onKit(page, 'close')
    await next
    expect(events()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    await context.close()
  })
})
