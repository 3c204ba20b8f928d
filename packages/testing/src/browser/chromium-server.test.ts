import type { Browser } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type ChromiumServer, startChromiumServer } from './chromium-server.js'
import { CHROMIUM_SERVER_ENV, launchChromium } from './launch-chromium.js'

// Whether launchChromium() used the shared server is seen from the outside: a browser connected to
// the server loses its connection when the server stops; one it launched itself does not.

const saved = process.env[CHROMIUM_SERVER_ENV]
const open: (Browser | ChromiumServer)[] = []
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close().catch(() => undefined)
  if (saved === undefined) delete process.env[CHROMIUM_SERVER_ENV]
  else process.env[CHROMIUM_SERVER_ENV] = saved
})

async function serverInEnv(): Promise<ChromiumServer> {
  const server = await startChromiumServer()
  open.push(server)
  process.env[CHROMIUM_SERVER_ENV] = server.wsEndpoint
  expect(new URL(server.wsEndpoint).hostname).toBe('127.0.0.1')
  return server
}

/** Resolves when `browser` loses its connection; fails after 15 s saying it never did. */
const disconnected = (browser: Browser) =>
  new Promise<void>((resolve, reject) => {
    const bound = setTimeout(
      () =>
        reject(
          new Error('the browser stayed connected after the server stopped: it was not the server'),
        ),
      15_000,
    )
    browser.once('disconnected', () => {
      clearTimeout(bound)
      resolve()
    })
  })

describe('launchChromium with a Chromium server named in PORTICO_CHROMIUM_SERVER', () => {
  it('connects to that server for the default flags, and the page works', async () => {
    const server = await serverInEnv()
    const browser = await launchChromium({ headless: true, timeout: 30_000 })
    open.push(browser)
    const page = await browser.newPage()
    await page.setContent('<p>shared</p>')
    expect(await page.textContent('p')).toBe('shared')
    const gone = disconnected(browser)
    await server.close()
    await gone
    expect(browser.isConnected()).toBe(false)
  }, 60_000)

  it('launches its own browser when asked for extra flags or another executable', async () => {
    const server = await serverInEnv()
    const shared = await launchChromium()
    const ownFlags = await launchChromium({ extraArgs: ['--lang=fr'] })
    open.push(shared, ownFlags)
    const gone = disconnected(shared)
    await server.close()
    // The shared client has heard the server go; the browser with its own flags is untouched.
    await gone
    expect(ownFlags.isConnected()).toBe(true)
    const page = await ownFlags.newPage()
    await page.setContent('<p>own</p>')
    expect(await page.textContent('p')).toBe('own')
  }, 60_000)

  it('a client closing its browser leaves the server and other clients running', async () => {
    const server = await serverInEnv()
    const first = await launchChromium()
    const second = await launchChromium()
    open.push(second)
    await first.close()
    const page = await second.newPage()
    await page.setContent('<p>still</p>')
    expect(await page.textContent('p')).toBe('still')
    // And the second client was on that same server all along.
    const gone = disconnected(second)
    await server.close()
    await gone
  }, 60_000)
})
