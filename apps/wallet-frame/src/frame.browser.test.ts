import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFrame } from './server/build-frame.js'
import { type FrameServer, startFrameServer } from './server/frame-server.js'
import { bundleTestPage } from './test-page-bundle.test-helper.js'

// The frame, built as shipped, on its own origin with its CSP; a dapp page on a second origin
// loads it as the kit does; an attacker page on a third origin posts frame-shaped messages.

const app = fileURLToPath(new URL('..', import.meta.url))

let browser: Browser
let frame: FrameServer
let dappServer: Server
let attackerServer: Server
let dappOrigin: string
let attackerOrigin: string
let frameFiles = ''
let dappScript = ''
/** The kit page's chunks by path, and which of them carry the frame client. */
const kitFiles = new Map<string, string>()
const kitFrameChunks: string[] = []

/** The dapp page's script, and the kit page built as an app ships it (minified, lazy chunks). */
async function buildPages(): Promise<void> {
  const [dapp, kit] = await Promise.all([
    bundleTestPage(`${app}src/dapp-page.test-helper.ts`),
    bundleTestPage(`${app}src/kit-page.test-helper.ts`, { minify: true, fileName: 'kit' }),
  ])
  dappScript = dapp.entry
  for (const [path, code] of kit.files) {
    kitFiles.set(path, code)
    // The frame client must end up in a lazy chunk.
    if (kit.modules.get(path)?.some((id) => id.includes('frame/embedded-frame')))
      kitFrameChunks.push(path)
  }
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`]
}

beforeAll(async () => {
  ;[browser, frameFiles] = await Promise.all([launchChromium(), buildFrame(), buildPages()])
  ;[dappServer, dappOrigin] = await listen((request, response) => {
    const kitChunk = kitFiles.get(request.url ?? '')
    if (request.url === '/dapp.js' || kitChunk !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(kitChunk ?? dappScript)
      return
    }
    const script = request.url === '/kit' ? '/kit.js' : '/dapp.js'
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      `<!doctype html><title>dapp</title><script type="module" src="${script}"></script>`,
    )
  })
  ;[attackerServer, attackerOrigin] = await listen((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>attacker</title>')
  })
  frame = await startFrameServer({
    root: frameFiles,
    // No API in this file: the frame's own answers (session, theme) need none.
    config: { apiUrl: 'http://127.0.0.1:9/', allowedOrigins: [dappOrigin] },
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await frame?.stop()
  await new Promise((resolve) => dappServer?.close(resolve))
  await new Promise((resolve) => attackerServer?.close(resolve))
})

type DappWindow = Window & {
  __dapp: {
    load(frameUrl: string, timeoutMs?: number): Promise<string>
    request(type: string, payload: unknown): Promise<unknown>
    drops: string[]
    frameCount(): number
  }
}

async function openDapp(page: Page, url = dappOrigin): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(() => typeof (window as unknown as DappWindow).__dapp === 'object')
}

describe('the wallet frame in Chromium', () => {
  it('is served with a strict CSP and no inline script, and reports its version in the handshake', async () => {
    const response = await fetch(frame.url)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain(`frame-ancestors ${dappOrigin}`)
    expect(csp).not.toContain('unsafe')
    const html = await response.text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    const page = await browser.newPage()
    try {
      await openDapp(page)
      // No frame before the user picks email.
      expect(await page.evaluate(() => (window as unknown as DappWindow).__dapp.frameCount())).toBe(
        0,
      )
      expect(
        await page.evaluate((url) => (window as unknown as DappWindow).__dapp.load(url), frame.url),
      ).toBe('ready')
      expect(
        await page.evaluate(() =>
          (window as unknown as DappWindow).__dapp.request('IS_CONNECTED', {}),
        ),
      ).toEqual({ isConnected: false })
      expect(
        await page.evaluate(() =>
          (window as unknown as DappWindow).__dapp.request('SYNC_THEME', { themeMode: 'light' }),
        ),
      ).toEqual({})
    } finally {
      await page.close()
    }
  })

  it('the kit loads neither the frame nor its client at page load, only on the first email action', async () => {
    expect(kitFrameChunks.length).toBeGreaterThan(0)
    expect(kitFrameChunks).not.toContain('/kit.js')
    const page = await browser.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    type KitWindow = Window & {
      __kit: { start(url: string): void; isConnected(): Promise<unknown>; frameCount(): number }
    }
    try {
      await page.goto(`${dappOrigin}/kit`)
      await page.waitForFunction(() => typeof (window as unknown as KitWindow).__kit === 'object')
      await page.evaluate((url) => (window as unknown as KitWindow).__kit.start(url), frame.url)
      expect(await page.evaluate(() => (window as unknown as KitWindow).__kit.frameCount())).toBe(0)
      expect(requested.filter((path) => kitFrameChunks.includes(path))).toEqual([])
      expect(requested.some((path) => path.startsWith('/assets/'))).toBe(false)
      expect(await page.evaluate(() => (window as unknown as KitWindow).__kit.isConnected())).toBe(
        false,
      )
      expect(await page.evaluate(() => (window as unknown as KitWindow).__kit.frameCount())).toBe(1)
      expect(requested.filter((path) => kitFrameChunks.includes(path)).length).toBeGreaterThan(0)
    } finally {
      await page.close()
    }
  })

  it('a page on another origin posting frame-shaped messages to the dapp changes nothing', async () => {
    const attacker = await browser.newPage()
    let dapp: Page | undefined
    try {
      await attacker.goto(attackerOrigin)
      ;[dapp] = await Promise.all([
        attacker.waitForEvent('popup'),
        attacker.evaluate((url) => {
          ;(window as unknown as { dapp: Window | null }).dapp = window.open(url)
        }, dappOrigin),
      ])
      const opened = dapp
      await opened.waitForFunction(
        () => typeof (window as unknown as DappWindow).__dapp === 'object',
      )
      // The attacker floods the dapp with a hello, replies and events while the kit loads and asks.
      await attacker.evaluate(() => {
        const target = (window as unknown as { dapp: Window }).dapp
        const header = { protocol: 'portico-frame', version: 1 }
        const flood = () => {
          target.postMessage({ ...header, type: 'FRAME_HELLO' }, '*')
          target.postMessage(
            { ...header, type: 'FRAME_READY', payload: { frameVersion: 'evil' } },
            '*',
          )
          target.postMessage(
            { ...header, type: 'SESSION_UPDATE', payload: { isConnected: true } },
            '*',
          )
          target.postMessage(
            {
              ...header,
              id: crypto.randomUUID(),
              type: 'IS_CONNECTED_SUCCESS',
              payload: { isConnected: true },
            },
            '*',
          )
        }
        flood()
        setInterval(flood, 5)
      })
      expect(
        await opened.evaluate(
          (url) => (window as unknown as DappWindow).__dapp.load(url),
          frame.url,
        ),
      ).toBe('ready')
      for (let i = 0; i < 5; i++) {
        expect(
          await opened.evaluate(() =>
            (window as unknown as DappWindow).__dapp.request('IS_CONNECTED', {}),
          ),
        ).toEqual({ isConnected: false })
      }
      const seen = await opened.evaluate(() => {
        const w = window as unknown as DappWindow & { __dapp: { events: unknown[] } }
        return { drops: w.__dapp.drops, events: w.__dapp.events }
      })
      // Nothing of the attacker reached the channel: not even as a dropped message.
      expect(seen).toEqual({ drops: [], events: [] })
    } finally {
      await dapp?.close()
      await attacker.close()
    }
  })

  it('a dapp the operator did not list cannot load the frame: "Unable to load email login dependency"', async () => {
    // Same server, another host name: another origin, not in allowedOrigins.
    const unlisted = dappOrigin.replace('127.0.0.1', 'localhost')
    const page = await browser.newPage()
    try {
      await openDapp(page, unlisted)
      expect(
        await page.evaluate(
          (url) => (window as unknown as DappWindow).__dapp.load(url, 3_000),
          frame.url,
        ),
      ).toBe('Unable to load email login dependency')
      expect(await page.evaluate(() => (window as unknown as DappWindow).__dapp.frameCount())).toBe(
        0,
      )
    } finally {
      await page.close()
    }
  })
})
