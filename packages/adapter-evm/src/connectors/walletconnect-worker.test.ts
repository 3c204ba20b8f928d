import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createWalletConnectTestWallet,
  type Devnet,
  type LocalRelay,
  startDevnet,
  startLocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing'
import { launchChromium, type StaticServer, serveStatic } from '@portico/testing/chromium'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { build } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

// WalletConnect's client in a worker, in headless Chromium: the dapp page is bundled by Vite from
// the package's built dist (as an app gets it), the relay is the local one and the wallet the
// real WalletConnect test wallet (in Node).
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
let outDir: string
let site: StaticServer
let devnet: Devnet
let relay: LocalRelay
let browser: Browser
const contexts: BrowserContext[] = []
const wallets: WalletConnectTestWallet[] = []
let accountIndex = 10

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'portico-wc-worker-'))
  const [, started, startedRelay, launched] = await Promise.all([
    build({
      root: join(packageDir, 'src/connectors'),
      configFile: false,
      logLevel: 'error',
      resolve: {
        alias: [
          {
            find: /^@portico\/adapter-evm$/,
            replacement: join(packageDir, 'dist/exports/index.js'),
          },
        ],
      },
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: join(packageDir, 'src/connectors/walletconnect-worker.page.html') },
      },
    }),
    startDevnet(),
    startLocalRelay(),
    launchChromium(),
  ])
  devnet = started
  relay = startedRelay
  browser = launched
  site = await serveStatic(outDir)
}, 180_000)

afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.stop()))
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await relay?.stop()
  await devnet?.stop()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

type Dapp = {
  uris: string[]
  disconnects: number[]
  postToWorker(script: string, data: unknown): Promise<unknown[]>
  warnings: string[]
  start(options: {
    relayUrl: string
    chains: { chainId: number; rpcUrl: string }[]
    worker: boolean
    noMetadata?: boolean
  }): Promise<void>
  connect(): Promise<string>
  reconnect(): Promise<string | undefined>
  signMessage(message: string, address: string): Promise<string>
  signError(
    message: string,
    address: string,
  ): Promise<{ name: string; message: string } | undefined>
  providerKind(): 'worker' | 'page' | 'none'
  disconnect(): Promise<void>
  prepare(): Promise<void> | undefined
}
declare const dapp: Dapp

async function newContext(options: { withoutSharedWorker?: boolean } = {}) {
  const context = await browser.newContext()
  contexts.push(context)
  if (options.withoutSharedWorker)
    await context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'SharedWorker')
    })
  return context
}

/** The scripts each page fetched, by page. */
const scripts = new WeakMap<Page, string[]>()

async function openTab(
  context: BrowserContext,
  relayUrl = relay.url,
  origin = site.url,
  noMetadata = false,
): Promise<Page> {
  const page = await context.newPage()
  const errors: string[] = []
  const fetched: string[] = []
  scripts.set(page, fetched)
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${origin}/walletconnect-worker.page.html`)
  const chains = devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  await page.evaluate((options) => dapp.start(options), {
    relayUrl,
    chains,
    worker: true,
    noMetadata,
  })
  expect(errors).toEqual([])
  return page
}

async function phoneWallet(relayUrl = relay.url) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl,
    privateKey: devnet.accounts[accountIndex++ % devnet.accounts.length]!.privateKey,
    rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
    chainIds: devnet.chains.map((c) => c.chainId),
  })
  wallets.push(wallet)
  return wallet
}

/** The next pairing URI the page shows after `seen` of them. */
async function nextUri(page: Page, seen = 0): Promise<string> {
  await page.waitForFunction((count) => dapp.uris.length > count, seen, { timeout: 20_000 })
  return page.evaluate((index) => dapp.uris[index]!, seen)
}

async function pairAndConnect(page: Page, wallet: WalletConnectTestWallet): Promise<string> {
  const connecting = page.evaluate(() => dapp.connect())
  await wallet.pair(await nextUri(page))
  return connecting
}

describe('WalletConnect in a worker (Chromium, local relay, test wallet)', () => {
  it('pairs and signs through a SharedWorker: the page holds the facade, the worker the socket', async () => {
    const sockets = relay.connectionCount()
    const wallet = await phoneWallet()
    const page = await openTab(await newContext())
    const address = await pairAndConnect(page, wallet)
    expect(address).toBe(wallet.address)
    expect(await page.evaluate(() => dapp.providerKind())).toBe('worker')
    const signature = await page.evaluate(([message, from]) => dapp.signMessage(message, from), [
      'signed in a worker',
      address,
    ] as const)
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'signed in a worker',
        signature: signature as Hex,
      }),
    ).toBe(true)
    // Two sockets: the wallet's and the worker's (the page opened none of its own).
    expect(relay.connectionCount()).toBe(sockets + 2)
    // WalletConnect's libraries (the provider chunk) never loaded on the page; the worker's
    // script is a file of its own that Vite emitted from the dist's `new URL(..., import.meta.url)`.
    const fetched = scripts.get(page) ?? []
    expect(fetched.filter((path) => /walletconnect-provider/.test(path))).toEqual([])
    expect(fetched.some((path) => /walletconnect-worker-client/.test(path))).toBe(true)
    const assets = await readdir(join(outDir, 'assets'))
    expect(assets.filter((name) => /^walletconnect-worker-[\w-]{8}\.js$/.test(name))).toHaveLength(
      1,
    )
    // A rejection comes back as the kit's typed error, by the wallet's code.
    wallet.setMode('reject')
    expect(
      await page.evaluate(([message, from]) => dapp.signError(message, from), [
        'no',
        address,
      ] as const),
    ).toMatchObject({ name: 'UserRejectedRequestError' })
    expect(await page.evaluate(() => dapp.warnings)).toEqual([])
  }, 90_000)
})

describe('WalletConnect in a worker: tabs, fallback, faults', () => {
  it("pointing at WalletConnect opens the worker's relay socket before the pick (a pairing made ahead), and the pick's URI is a new one", async () => {
    const page = await openTab(await newContext())
    const sockets = relay.connectionCount()
    await page.evaluate(() => dapp.prepare())
    await expect.poll(() => relay.connectionCount(), { timeout: 20_000 }).toBe(sockets + 1)
    expect(await page.evaluate(() => dapp.uris)).toEqual([])
    const wallet = await phoneWallet()
    expect(await pairAndConnect(page, wallet)).toBe(wallet.address)
  }, 90_000)

  it('a second tab of the same app finds the session in the shared worker: no pairing, no new socket; a wallet disconnect reaches both', async () => {
    const wallet = await phoneWallet()
    const context = await newContext()
    const first = await openTab(context)
    const address = await pairAndConnect(first, wallet)
    const sockets = relay.connectionCount()
    const second = await openTab(context)
    expect(await second.evaluate(() => dapp.reconnect())).toBe(address)
    expect(await second.evaluate(() => dapp.uris)).toEqual([])
    expect(relay.connectionCount()).toBe(sockets)
    expect(wallet.sessions()).toHaveLength(1)
    // The second tab signs through the first tab's session.
    const signature = await second.evaluate(([message, from]) => dapp.signMessage(message, from), [
      'from the second tab',
      address,
    ] as const)
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'from the second tab',
        signature: signature as Hex,
      }),
    ).toBe(true)
    await wallet.disconnect()
    await Promise.all(
      [first, second].map((tab) =>
        tab.waitForFunction(() => dapp.disconnects.length === 1, undefined, { timeout: 20_000 }),
      ),
    )
  }, 90_000)

  it('one tab disconnecting ends the session in every tab of the app', async () => {
    const wallet = await phoneWallet()
    const context = await newContext()
    const first = await openTab(context)
    const address = await pairAndConnect(first, wallet)
    const second = await openTab(context)
    expect(await second.evaluate(() => dapp.reconnect())).toBe(address)
    await first.evaluate(() => dapp.disconnect())
    await second.waitForFunction(() => dapp.disconnects.length === 1, undefined, {
      timeout: 20_000,
    })
    await expect.poll(() => wallet.sessions().length, { timeout: 20_000 }).toBe(0)
  }, 90_000)

  it('without SharedWorker a dedicated Worker serves the page; a second tab restores the session from its store without pairing', async () => {
    const wallet = await phoneWallet()
    const context = await newContext({ withoutSharedWorker: true })
    const first = await openTab(context)
    const address = await pairAndConnect(first, wallet)
    expect(await first.evaluate(() => dapp.providerKind())).toBe('worker')
    const sockets = relay.connectionCount()
    const second = await openTab(context)
    expect(await second.evaluate(() => dapp.reconnect())).toBe(address)
    expect(await second.evaluate(() => dapp.uris)).toEqual([])
    // Each tab's worker has a socket of its own; the session is the one in IndexedDB.
    expect(relay.connectionCount()).toBe(sockets + 1)
    expect(wallet.sessions()).toHaveLength(1)
    const signature = await second.evaluate(([message, from]) => dapp.signMessage(message, from), [
      'from a dedicated worker',
      address,
    ] as const)
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'from a dedicated worker',
        signature: signature as Hex,
      }),
    ).toBe(true)
  }, 90_000)

  it("an app without WalletConnect metadata: the wallet sees the page's title, description, icons and origin (the worker has no document to read them from)", async () => {
    const wallet = await phoneWallet()
    const page = await openTab(await newContext(), relay.url, site.url, true)
    await pairAndConnect(page, wallet)
    expect(wallet.sessions()[0]?.peer.metadata).toEqual({
      name: 'WalletConnect worker test dapp',
      description: 'The page the worker tests drive',
      url: site.url,
      icons: [`${site.url}/icon.png`],
    })
  }, 90_000)

  it('a relay restarted while the QR is shown: the worker pairs again, the new URI replaces the old and the wallet connects through it', async () => {
    const own = await startLocalRelay()
    const { port } = own
    let back: LocalRelay | undefined
    try {
      const page = await openTab(await newContext(), own.url)
      const connecting = page.evaluate(() => dapp.connect())
      const first = await nextUri(page)
      await own.stop()
      back = await startLocalRelay({ port })
      const replaced = await nextUri(page, 1)
      expect(replaced).not.toBe(first)
      const wallet = await phoneWallet(back.url)
      await wallet.pair(replaced)
      expect(await connecting).toBe(wallet.address)
      expect(await page.evaluate(() => dapp.uris)).toEqual([first, replaced])
    } finally {
      await back?.stop()
      await own.stop().catch(() => undefined)
    }
  }, 90_000)

  it("refuses garbage on the worker's port with a clear error, and the tabs' session is untouched", async () => {
    const wallet = await phoneWallet()
    const page = await openTab(await newContext())
    const address = await pairAndConnect(page, wallet)
    const [script] = (await readdir(join(outDir, 'assets'))).filter((name) =>
      /^walletconnect-worker-[\w-]{8}\.js$/.test(name),
    )
    const answers = await page.evaluate(
      async ([url]) => [
        await dapp.postToWorker(url, { type: 'call', id: 7, method: 'eval', params: [] }),
        await dapp.postToWorker(url, 'not a message'),
        await dapp.postToWorker(url, { type: 'open', id: 8, options: { projectId: 1 } }),
      ],
      [`/assets/${script}`] as const,
    )
    const refused = (id: number) => ({
      type: 'reply',
      id,
      ok: false,
      error: { message: 'Refused a malformed message to the WalletConnect worker' },
      session: null,
    })
    // A message with a usable id is answered with the refusal; one without is dropped.
    expect(answers).toEqual([[refused(7)], [], [refused(8)]])
    const signature = await page.evaluate(([message, from]) => dapp.signMessage(message, from), [
      'after the garbage',
      address,
    ] as const)
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'after the garbage',
        signature: signature as Hex,
      }),
    ).toBe(true)
  }, 90_000)
})

describe('WalletConnect in a worker under a Content-Security-Policy', () => {
  /** The built page served again with `policy` on every response (the worker script's included). */
  async function withPolicy(policy: (relayOrigin: string) => string): Promise<StaticServer> {
    const relayOrigin = new URL(relay.url).origin
    const rpc = devnet.chains.map((chain) => new URL(chain.rpcUrl).origin).join(' ')
    return serveStatic(outDir, {
      handle: (_request, response) => {
        response.setHeader('Content-Security-Policy', `${policy(relayOrigin)} ${rpc}`)
        return false
      },
    })
  }

  it("the lab's kind of policy (scripts and workers from 'self' only, connect-src naming the relay) runs the client in the worker", async () => {
    const strict = await withPolicy(
      (relayOrigin) => `default-src 'self'; script-src 'self'; connect-src 'self' ${relayOrigin}`,
    )
    try {
      const wallet = await phoneWallet()
      const page = await openTab(await newContext(), relay.url, strict.url)
      expect(await pairAndConnect(page, wallet)).toBe(wallet.address)
      expect(await page.evaluate(() => dapp.providerKind())).toBe('worker')
      expect(await page.evaluate(() => dapp.warnings)).toEqual([])
    } finally {
      await strict.close()
    }
  }, 90_000)

  it("a policy without workers ('worker-src 'none'') leaves the client on the page, said in a warning, and it still pairs", async () => {
    const noWorkers = await withPolicy(
      (relayOrigin) =>
        `default-src 'self'; script-src 'self'; worker-src 'none'; connect-src 'self' ${relayOrigin}`,
    )
    try {
      const wallet = await phoneWallet()
      const page = await openTab(await newContext(), relay.url, noWorkers.url)
      expect(await pairAndConnect(page, wallet)).toBe(wallet.address)
      expect(await page.evaluate(() => dapp.providerKind())).toBe('page')
      expect(await page.evaluate(() => dapp.warnings)).toEqual([
        'WalletConnect runs on the page: its worker could not start',
      ])
    } finally {
      await noWorkers.close()
    }
  }, 90_000)
})
