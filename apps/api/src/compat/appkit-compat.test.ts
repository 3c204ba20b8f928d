import { mkdirSync } from 'node:fs'
import { testWalletBrowserScript } from '@portico/testing'
import { launchChromium, type StaticServer, serveStatic } from '@portico/testing/chromium'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetConfig, openTestDatabase, startTestServer } from '../test/harness.js'
import { useDevnet } from '../test/suite-hooks.js'
import { buildAppKitApp } from './appkit-app.js'
import { type CloudRouting, routeCloudToApi } from './cloud-routing.js'

// An unmodified Reown AppKit 1.8.24 app (React + wagmi adapter, apps/api/compat/appkit-app) in
// headless Chromium, every request to AppKit's cloud hosts answered by a running apps/api.
const SHOTS = new URL('../../compat/screenshots/', import.meta.url)
const devnet = useDevnet()
let app: StaticServer
let api: Awaited<ReturnType<typeof startTestServer>>
let disposeDb: () => Promise<void>
let browser: Browser
let context: BrowserContext
let page: Page
let routing: CloudRouting
const errors: string[] = []
const walletKey: Hex = generatePrivateKey()
const walletAddress = privateKeyToAccount(walletKey).address

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  // Built once per machine (cached outside the checkout by a hash of the app's inputs).
  const build = await buildAppKitApp(undefined, (line) => console.log(line))
  app = await serveStatic(build.distDir)
  const database = await openTestDatabase('pglite', { migrated: true })
  disposeDb = database.dispose
  api = await startTestServer(devnetConfig(devnet(), { corsOrigins: [app.url] }), database.db)
  // The connecting wallet: a fresh key that received 1.5 ETH from dev account 4 (one Activity row).
  const chain = devnet().chains[0]
  const sender = createWalletClient({
    account: privateKeyToAccount(devnet().accounts[4]!.privateKey),
    transport: http(chain.rpcUrl),
  })
  const hash = await sender.sendTransaction({
    to: walletAddress,
    value: parseEther('1.5'),
    chain: null,
  })
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash })
  await api.indexer.syncToHead()
  browser = await launchChromium({ headless: true, timeout: 60_000 })
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.setDefaultTimeout(20_000)
  routing = await routeCloudToApi(context, app.url, api.url)
  await context.addInitScript(
    testWalletBrowserScript({
      privateKey: walletKey,
      chainId: chain.chainId,
      // The wallet's reads go through the same cloud RPC path as the app's.
      rpcUrls: {
        [chain.chainId]: `https://rpc.walletconnect.org/v1/?chainId=eip155:${chain.chainId}&projectId=wallet`,
      },
    }),
  )
  page = await context.newPage()
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  await page.goto(app.url)
}, 900_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await api?.close()
  await disposeDb?.()
  await app?.close()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed())
    await page.screenshot({
      path: new URL(`failed-${task.name.replace(/\W+/g, '-')}.png`, SHOTS).pathname,
    })
})

const paths = () => routing.calls.map((call) => call.path.split('?')[0])
const modal = () => page.locator('w3m-modal')
const shot = (name: string) => page.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname })

const POLL = { timeout: 20_000, interval: 200 }
const visible = (text: string | RegExp) => () =>
  modal()
    .getByText(text, { exact: typeof text === 'string' })
    .count()

describe('an unmodified AppKit 1.8.24 app on apps/api', () => {
  it('opens the Connect view with apps/api’s wallets and their images', async () => {
    await page.locator('appkit-button').click()
    await expect.poll(visible('Portico Test Wallet'), POLL).toBeGreaterThan(0)
    // The wallets AppKit asked apps/api for on opening, as apps/api answers that same query.
    const first = routing.calls.find((call) => call.path.startsWith('/getWallets?'))
    expect(first?.status).toBe(200)
    const listed = (await (await fetch(`${api.url}${first?.path}`)).json()) as {
      data: { name: string }[]
    }
    expect(listed.data.length).toBeGreaterThan(0)
    for (const wallet of listed.data.slice(0, 3))
      await expect.poll(visible(wallet.name), POLL).toBeGreaterThan(0)
    const imageCalls = () =>
      routing.calls.filter((call) => call.path.startsWith('/getWalletImage/'))
    await expect.poll(() => imageCalls().length, POLL).toBeGreaterThan(0)
    expect(imageCalls().every((call) => call.status === 200)).toBe(true)
    // Network and connector images.
    expect(
      routing.calls.some(
        (call) => call.path.startsWith('/public/getAssetImage/') && call.status === 200,
      ),
    ).toBe(true)
    await shot('connect-view')
    const paths = routing.calls.map((call) => call.path.split('?')[0])
    for (const path of [
      '/getWallets',
      '/appkit/v1/config',
      '/appkit/v1/project-limits',
      '/getAnalyticsConfig',
    ])
      expect(paths).toContain(path)
  })

  it('searches All Wallets through apps/api', async () => {
    await modal().getByText('Search Wallet', { exact: true }).click()
    await modal().locator('input').first().fill('Harbor')
    await expect
      .poll(
        () =>
          routing.calls.filter((call) => /^\/getWallets\?.*search=Harbor/.test(call.path)).length,
        POLL,
      )
      .toBeGreaterThan(0)
    await expect.poll(visible('Harbor Vault'), POLL).toBeGreaterThan(0)
    await shot('all-wallets-search')
    await page.keyboard.press('Escape')
    await expect.poll(() => modal().getByText('Harbor Vault').count(), POLL).toBe(0)
  })

  it('connects the injected test wallet; the account view shows apps/api’s balance and activity', async () => {
    await page.locator('appkit-button').click()
    await modal().getByText('Portico Test Wallet', { exact: true }).click()
    const short = `${walletAddress.slice(0, 4)}...${walletAddress.slice(-6)}`
    await expect
      .poll(() => page.locator('appkit-button').getByText(short).count(), POLL)
      .toBeGreaterThan(0)
    // The native balance as AppKit shows it: the account's balance on the devnet, cut (not
    // rounded) to three decimals, read by the wagmi adapter with `eth_getBalance` over the cloud
    // RPC path, which apps/api answers.
    const chain = devnet().chains[0]
    const wei = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({
      address: walletAddress,
    })
    const [whole, decimals] = (Math.floor(Number(formatEther(wei)) * 1000) / 1000)
      .toFixed(3)
      .split('.')
    expect(`${whole}.${decimals}`).toBe('1.500')
    await expect
      .poll(
        () =>
          page
            .locator('appkit-button')
            .getByText(`${whole}.${decimals} ETH`, { exact: true })
            .count(),
        POLL,
      )
      .toBeGreaterThan(0)
    await shot('connected')
    expect(
      routing.calls.some(
        (call) => call.rpcMethods?.includes('eth_getBalance') && call.status === 200,
      ),
    ).toBe(true)
    await page.locator('appkit-button').getByText(short).click()
    await expect.poll(visible('Activity'), POLL).toBeGreaterThan(0)
    // The account view's header: the whole part, the decimals after their point, the symbol.
    const header = modal().locator('w3m-account-default-widget')
    await expect.poll(() => header.getByText(whole!, { exact: true }).count(), POLL).toBe(1)
    await expect.poll(() => header.getByText(`.${decimals}`, { exact: true }).count(), POLL).toBe(1)
    await shot('account-view')
    await modal().getByText('Activity', { exact: true }).click()
    await expect.poll(visible(/1\.5/), POLL).toBeGreaterThan(0)
    await shot('activity')
    expect(paths()).toContain(`/v1/account/${walletAddress}/history`)
    await page.keyboard.press('Escape')
    await page.locator('appkit-button').getByText(short).click()
    await modal().getByText('Send', { exact: true }).click()
    // The Send view's token list is the account's balances as apps/api serves them.
    await modal().getByText('Select token', { exact: true }).click()
    await expect.poll(visible(/1\.5/), POLL).toBeGreaterThan(0)
    await shot('send-token-balance')
    expect(paths()).toContain(`/v1/account/${walletAddress}/balance`)
  }, 120_000)

  it('had no request answered 404 or 5xx, and none to another host but Base Account’s telemetry', () => {
    console.log(
      routing.calls
        .map(
          (call) =>
            `${call.status} ${call.method} ${call.host}${call.path} ${call.rpcMethods ?? ''}`,
        )
        .join('\n'),
    )
    // The wagmi adapter of AppKit 1.8.24 always adds the Base Account connector (no option turns
    // it off), whose SDK posts telemetry to this host: refused here, and the app works without it.
    const others = routing.foreign.filter(
      (request) => !request.includes('://cca-lite.coinbase.com/'),
    )
    expect(others).toEqual([])
    expect(routing.calls.filter((call) => call.status === 404 || call.status >= 500)).toEqual([])
  })
})
