import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type ApiServer, createApiServer } from '@portico/api'
import { freshDatabaseDir } from '@portico/api/testing'
import { type Devnet, holdPort, startDevnet } from '@portico/testing'
import { launchChromium } from '@portico/testing/chromium'
import { type SmtpSink, startSmtpSink } from '@portico/testing/smtp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { buildFrame } from './server/build-frame.js'
import { type FrameServer, startFrameServer } from './server/frame-server.js'
import { bundleTestPage } from './test-page-bundle.test-helper.js'

// What the wallet frame's browser tests run against: Chromium, the SMTP sink, apps/api (its clock
// movable), the built frame on its own origin and a dapp page (dapp-page.test-helper.ts) on
// another, and with `devnet` an anvil chain apps/api and the frame use.

const app = fileURLToPath(new URL('..', import.meta.url))

export interface FrameStack {
  browser: Browser
  sink: SmtpSink
  api: ApiServer
  apiUrl: string
  frame: FrameServer
  dappOrigin: string
  devnet: Devnet | undefined
  /** Moves apps/api's clock ahead (past the 30 s mail cooldown, a code's life) without waiting. */
  advanceApiClock(ms: number): void
  stop(): Promise<void>
}

export interface FrameStackOptions {
  /** The app name in apps/api's mails. */
  appName: string
  recoveryEscrow: boolean
  /** Starts anvil: apps/api and the frame sign and send on it (else no chain answers). */
  devnet?: boolean
}

export async function startFrameStack(options: FrameStackOptions): Promise<FrameStack> {
  let clockOffset = 0
  const [browser, devnet, sink, files, dappPage, database] = await Promise.all([
    launchChromium(),
    options.devnet ? startDevnet() : Promise.resolve(undefined),
    startSmtpSink(),
    buildFrame(),
    bundleTestPage(`${app}src/dapp-page.test-helper.ts`),
    // A copy of a migrated template: a new cluster would run initdb (seconds of CPU).
    freshDatabaseDir(),
  ])
  const chain = devnet?.chains[0]
  // apps/api's publicUrl (its sign-in links) names its port before it listens: a held one.
  const apiFront = await holdPort()
  const api = await createApiServer(
    {
      chains: [
        {
          chainId: chain?.chainId ?? 31337,
          name: 'Devnet',
          rpcUrls: [chain?.rpcUrl ?? 'http://127.0.0.1:9/'],
        },
      ],
      dataDir: database.dataDir,
      rateLimit: false,
      indexerPollMs: false,
      publicUrl: apiFront.origin,
      auth: {
        smtpUrl: sink.url,
        appName: options.appName,
        secret: randomBytes(24).toString('base64'),
        shareKey: randomBytes(32).toString('base64'),
        recoveryEscrowKey: randomBytes(32).toString('base64'),
      },
    },
    { log: () => undefined, now: () => Date.now() + clockOffset },
  )
  apiFront.forwardTo((await api.listen({ host: '127.0.0.1', port: 0 })).port)
  const apiUrl = apiFront.origin
  const dappServer: Server = createServer((request, response) => {
    if (request.url === '/dapp.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(dappPage.entry)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><script type="module" src="/dapp.js"></script>')
  })
  await new Promise<void>((resolve) => dappServer.listen(0, '127.0.0.1', resolve))
  const dappOrigin = `http://127.0.0.1:${(dappServer.address() as AddressInfo).port}`
  const frame = await startFrameServer({
    root: files,
    config: { apiUrl, allowedOrigins: [dappOrigin], recoveryEscrow: options.recoveryEscrow },
  })
  return {
    browser,
    sink,
    api,
    apiUrl,
    frame,
    dappOrigin,
    devnet,
    advanceApiClock(ms) {
      clockOffset += ms
    },
    async stop() {
      await browser.close()
      await frame.stop()
      await new Promise((resolve) => dappServer.close(resolve))
      await api.close()
      await database.dispose()
      await apiFront.close()
      await sink.stop()
      await devnet?.stop()
    },
  }
}

type DappGlobal = {
  load(frameUrl: string, timeoutMs?: number): Promise<string>
  request(type: string, payload: unknown): Promise<unknown>
  card(type: 'EMAIL_LOGIN' | 'EMAIL_UPDATE'): Promise<unknown>
  rpc(method: string, params?: unknown[]): Promise<unknown>
}

/** The dapp page's calls into its frame client (window.__dapp, dapp-page.test-helper.ts). */
export function dappOf(page: Page, frameUrl: string) {
  return {
    load: () =>
      page.evaluate(
        (url) => (window as unknown as { __dapp: DappGlobal }).__dapp.load(url),
        frameUrl,
      ),
    request: (type: string, payload: unknown = {}) =>
      page.evaluate(
        ([t, p]) => (window as unknown as { __dapp: DappGlobal }).__dapp.request(t as string, p),
        [type, payload] as const,
      ),
    card: (type: 'EMAIL_LOGIN' | 'EMAIL_UPDATE') =>
      page.evaluate((t) => (window as unknown as { __dapp: DappGlobal }).__dapp.card(t), type),
    rpc: (method: string, params?: unknown[]) =>
      page.evaluate(
        ([m, p]) =>
          (window as unknown as { __dapp: DappGlobal }).__dapp.rpc(
            m as string,
            p as unknown[] | undefined,
          ),
        [method, params] as const,
      ),
  }
}

/** Resolves once the dapp page's script is up (after a load or a reload). */
export async function waitForDapp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => typeof (window as unknown as { __dapp?: DappGlobal }).__dapp === 'object',
  )
}

/** A new page on the dapp with its frame loaded (the handshake answered `ready`). */
export async function openDapp(stack: FrameStack, context: BrowserContext) {
  const page = await context.newPage()
  await page.goto(stack.dappOrigin)
  await waitForDapp(page)
  const d = dappOf(page, stack.frame.url)
  expect(await d.load()).toBe('ready')
  return { page, d }
}
