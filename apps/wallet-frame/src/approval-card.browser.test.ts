import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import { saveScreenshot } from '@portico/testing/playwright'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DescribedRequest } from './approval-request.js'
import { bundleTestPage } from './test-page-bundle.test-helper.js'

// The approval card in Chromium, where a dapp can really hide it: the card's page (the real
// describeRequest, askApproval, frame.css and IntersectionObserver v2 arming) is served on its
// own site (localhost) and framed, as the kit frames the wallet (fixed, full viewport, top
// layer), by a dapp page on another (127.0.0.1) that then turns the iframe transparent or
// covers it. Time is Playwright's manual clock: "however long" is a clock jump, not a wait.

const app = fileURLToPath(new URL('..', import.meta.url))
/** The run's pictures (not committed); the README's copies are rewritten only on purpose. */
const screenshots = `${app}test-results/screenshots/`
const readmeScreenshots = `${app}screenshots/`

let browser: Browser
let frameServer: Server
let dappServer: Server
let frameOrigin: string
let dappOrigin: string
let script = ''
const css = readFileSync(`${app}src/frame.css`, 'utf8')

const me = '0x4444444444444444444444444444444444444444'
/** The user's own account (EOA) and their smart account, as the screenshots show them. */
const owner = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const smartAccount = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const router = '0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad'

async function listen(server: Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://${host}:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  ;[{ entry: script }, browser] = await Promise.all([
    bundleTestPage(`${app}src/approval-card.test-page.ts`),
    launchChromium(),
  ])
  frameServer = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/card.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    if (path === '/frame.css') {
      response.writeHead(200, { 'content-type': 'text/css' }).end(css)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Wallet</title>' +
        '<link rel="stylesheet" href="/frame.css"><script type="module" src="/card.js"></script>' +
        '<body><main id="approval" hidden></main></body></html>',
    )
  })
  dappServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      '<!doctype html><title>dapp</title><body style="font:16px system-ui;background:#f6f1e7">' +
        '<h1>Some dapp</h1><p>The page around the wallet frame.</p></body>',
    )
  })
  frameOrigin = await listen(frameServer, 'localhost')
  dappOrigin = await listen(dappServer, '127.0.0.1')
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => frameServer?.close(resolve))
  await new Promise((resolve) => dappServer?.close(resolve))
})

/** A dapp page that frames the card's page as the kit frames the wallet, its clock held still. */
async function openDapp(
  context: BrowserContext,
  /** The origin the card names (the screenshots name a stable one, not a random port). */
  shownOrigin = dappOrigin,
): Promise<{ page: Page; frame: Frame }> {
  await context.clock.install()
  const page = await context.newPage()
  await page.goto(dappOrigin)
  await context.clock.pauseAt(Date.now() + 1_000)
  const navigated = page.waitForEvent('framenavigated', {
    predicate: (f) => f.url().startsWith(frameOrigin),
  })
  await page.evaluate(
    (src) => {
      const iframe = document.createElement('iframe')
      iframe.src = src
      iframe.setAttribute('popover', 'manual')
      iframe.setAttribute('data-portico-frame', '')
      Object.assign(iframe.style, {
        position: 'fixed',
        inset: '0',
        width: '100%',
        height: '100%',
        border: '0',
        margin: '0',
        padding: '0',
        maxWidth: 'none',
        maxHeight: 'none',
        background: 'transparent',
        colorScheme: 'normal',
      })
      document.body.append(iframe)
      iframe.showPopover()
    },
    `${frameOrigin}/?origin=${encodeURIComponent(shownOrigin)}`,
  )
  const frame = await navigated
  await frame.waitForFunction(() => typeof window.__card === 'object')
  return { page, frame }
}

const showCard = (frame: Frame, request: DescribedRequest, dappName?: string) =>
  frame.evaluate(([r, name]) => window.__card.show(r, name), [request, dappName] as const)

/** The card's latest visibility report from IntersectionObserver v2 (data-visible). */
const reported = (frame: Frame, visible: boolean) =>
  frame.locator(`[data-card="approval"][data-visible="${visible}"]`).waitFor()

const setFrameStyle = (page: Page, style: Partial<CSSStyleDeclaration>) =>
  page.evaluate(
    (s) => {
      Object.assign((document.querySelector('iframe') as HTMLIFrameElement).style, s)
    },
    style as Record<string, string>,
  )

const approveButton = (frame: Frame) => frame.getByRole('button', { name: 'Approve' })

describe('the approval card in Chromium, framed by a dapp on another site', () => {
  it('stays disabled while the dapp keeps the frame at opacity 0 however long; arms after the moment visible; disarms when covered', async () => {
    const context = await browser.newContext()
    try {
      const { page, frame } = await openDapp(context)
      await setFrameStyle(page, { opacity: '0' })
      expect(
        await showCard(frame, {
          method: 'personal_sign',
          params: ['0x6869', me],
          chainId: 1,
          address: me,
          accountType: 'eoa',
        }),
      ).toBeUndefined()
      await reported(frame, false)
      // A minute passes with the frame invisible: nothing arms.
      await context.clock.runFor(60_000)
      expect(await approveButton(frame).isDisabled()).toBe(true)
      expect(await frame.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true)

      await setFrameStyle(page, { opacity: '1' })
      await reported(frame, true)
      expect(await approveButton(frame).isDisabled()).toBe(true)
      await context.clock.runFor(600)
      expect(await approveButton(frame).isDisabled()).toBe(false)

      // The dapp covers the frame with an element of its own in the top layer: disarmed.
      await page.evaluate(() => {
        const cover = document.createElement('div')
        cover.id = 'cover'
        cover.setAttribute('popover', 'manual')
        Object.assign(cover.style, {
          position: 'fixed',
          inset: '0',
          background: '#fff',
          border: '0',
        })
        cover.textContent = 'Click to claim your prize'
        document.body.append(cover)
        cover.showPopover()
      })
      await reported(frame, false)
      expect(await approveButton(frame).isDisabled()).toBe(true)
      await context.clock.runFor(60_000)
      expect(await approveButton(frame).isDisabled()).toBe(true)

      // Uncovered: the moment starts over, then the user's click approves.
      await page.evaluate(() => document.getElementById('cover')?.remove())
      await reported(frame, true)
      expect(await approveButton(frame).isDisabled()).toBe(true)
      await context.clock.runFor(600)
      await approveButton(frame).click()
      expect(await frame.evaluate(() => window.__card.result())).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('a frame shrunk so that only part of the card shows does not arm', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 760 } })
    try {
      const { page, frame } = await openDapp(context)
      await showCard(frame, {
        method: 'personal_sign',
        params: ['0x6869', me],
        chainId: 1,
        address: me,
        accountType: 'eoa',
      })
      await reported(frame, true)
      await context.clock.runFor(600)
      expect(await approveButton(frame).isDisabled()).toBe(false)
      // Pushed half off screen: the fields may be out of sight, so no click counts.
      await setFrameStyle(page, { transform: 'translateY(60%)' })
      await reported(frame, false)
      expect(await approveButton(frame).isDisabled()).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('without IntersectionObserver v2: a click does nothing, a press held for 1.5 s approves', async () => {
    const context = await browser.newContext()
    // Every frame of this context runs without isVisible, as in a browser that lacks it.
    await context.addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    })
    try {
      const { frame } = await openDapp(context)
      await showCard(frame, {
        method: 'personal_sign',
        params: ['0x6869', me],
        chainId: 1,
        address: me,
        accountType: 'eoa',
      })
      await frame.getByText('Press and hold a button to confirm').waitFor()
      await approveButton(frame).click()
      expect(await frame.evaluate(() => window.__card.result())).toBeUndefined()
      const box = await approveButton(frame).boundingBox()
      if (!box) throw new Error('no Approve button')
      const page = frame.page()
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await context.clock.runFor(1_000)
      await page.mouse.up()
      expect(await frame.evaluate(() => window.__card.result())).toBeUndefined()
      await page.mouse.down()
      await context.clock.runFor(1_500)
      await page.mouse.up()
      expect(await frame.evaluate(() => window.__card.result())).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('screenshots: a transaction from the own account, an EIP-2612 permit from the smart account, and a network switch', async () => {
    const context = await browser.newContext({
      viewport: { width: 420, height: 760 },
      deviceScaleFactor: 2,
    })
    try {
      const { frame } = await openDapp(context, 'https://lab.example')
      const card = frame.locator('[data-card="approval"]')
      const shoot = async (name: string) => {
        await reported(frame, true)
        await context.clock.runFor(600)
        await saveScreenshot((path) => card.screenshot({ path, animations: 'disabled' }), {
          resultsDir: screenshots,
          name,
          readmeDir: readmeScreenshots,
        })
        await frame.getByRole('button', { name: 'Reject' }).click()
      }

      // 0.01 ETH with calldata (a swap router call), the calldata listed before the rest.
      expect(
        await showCard(
          frame,
          {
            method: 'eth_sendTransaction',
            params: [
              {
                data: `0x3593564c${'00'.repeat(1_380)}`,
                from: owner,
                to: router,
                value: '0x2386f26fc10000',
                gas: '0x3d090',
                chainId: '0x1',
              },
            ],
            chainId: 1,
            address: owner,
            accountType: 'eoa',
          },
          'Lab',
        ),
      ).toBeUndefined()
      expect(await frame.locator('dt').allTextContents()).toEqual([
        'Network',
        'Account',
        'To',
        'Value',
        'Gas limit',
        'Data',
        'Function selector',
      ])
      expect(await frame.locator('dd').allTextContents()).toEqual([
        'Ethereum (1)',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (account)',
        '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
        '0.01 ETH',
        '250,000',
        '1,384 bytes',
        '0x3593564c',
      ])
      await shoot('approval-transaction')

      const permit = {
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          Permit: [
            { name: 'owner', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        primaryType: 'Permit',
        domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
        message: {
          owner: smartAccount,
          spender: router,
          value: '1000000000',
          nonce: 0,
          deadline: 1798761600,
        },
      }
      expect(
        await showCard(
          frame,
          {
            method: 'eth_signTypedData_v4',
            params: [smartAccount, JSON.stringify(permit)],
            chainId: 1,
            address: smartAccount,
            accountType: 'smartAccount',
          },
          'Lab',
        ),
      ).toBeUndefined()
      expect(await frame.locator('dd').allTextContents()).toEqual([
        'Ethereum (1)',
        '0x5FbDB2315678afecb367f032d93F642f64180aa3 (smart account)',
        'USD Coin (version 2)',
        'Ethereum (1)',
        '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        'Permit',
      ])
      await shoot('approval-permit')

      // A switch of the chain the frame signs on is its own card: from the current chain to
      // the one the dapp asks for.
      expect(
        await frame.evaluate(([name]) => window.__card.showSwitch(1, 8453, name), ['Lab'] as const),
      ).toBeUndefined()
      expect(await frame.locator('h1').textContent()).toBe('Switch network')
      expect(await frame.locator('dt').allTextContents()).toEqual(['From', 'To'])
      expect(await frame.locator('dd').allTextContents()).toEqual(['Ethereum (1)', 'Base (8453)'])
      await shoot('approval-chain-switch')
    } finally {
      await context.close()
    }
  })
})
