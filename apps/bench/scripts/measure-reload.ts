/**
 * Reload with a saved session → account button with the address visible, for an injected EVM
 * wallet: an EIP-1193 object that answers `eth_accounts` / `eth_chainId` (announced by EIP-6963
 * and set as `window.ethereum`), installed before the page's scripts, as the anchors install it in
 * each peer's app. One browser context connects once through the modal, then reloads
 * `PORTICO_BENCH_RUNS` times (default 5); each reload prints navigation start → the button's first
 * visible frame and → the first frame whose button shows the address (4 + 6, the button's format),
 * the anchors' visibility rule (`in-page.ts`). `PORTICO_BASELINE_DIST=<dist>` also loads that
 * built site (e.g. the anchors' kit-less baseline) the same number of times, interleaved, for its
 * nav → button visible. `pnpm bench` prints it with the other figures; alone, after `vite build`:
 * `tsx scripts/measure-reload.ts`.
 */
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import { summary } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { type BenchMarks, IN_PAGE } from './in-page.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SHOWN = `${ADDRESS.slice(0, 4)}...${ADDRESS.slice(-6)}`

/** The test wallet: answers the reads a reconnect makes; a request for accounts approves at once. */
const INJECTED_WALLET = `
(() => {
  const accounts = [${JSON.stringify(ADDRESS)}]
  const listeners = {}
  const provider = {
    isBenchWallet: true,
    async request({ method }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accounts
        case 'eth_chainId':
          return '0x1'
        case 'net_version':
          return '1'
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        default:
          throw Object.assign(new Error('Unsupported method: ' + method), { code: 4200 })
      }
    },
    on(event, listener) { (listeners[event] ??= []).push(listener); return provider },
    removeListener(event, listener) {
      listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener)
      return provider
    },
  }
  window.ethereum = provider
  const info = {
    uuid: '6a5f0c1e-0000-4000-8000-000000000001',
    name: 'Bench Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    rdns: 'org.portico.bench',
  }
  const announce = () =>
    dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  addEventListener('eip6963:requestProvider', announce)
  announce()
})()
`

/** Stamps the first frames whose button shows the address, is restoring, is connected. */
const WATCHES = `
__bench.watch('address', '[data-testid="connect-button"]', (el) => el.textContent.includes(${JSON.stringify(SHOWN)}))
__bench.watch('restoring', '[data-testid="connect-button"][data-status="restoring"]')
__bench.watch('connected', '[data-testid="connect-button"][data-status="connected"]')
`

type Browser = Awaited<ReturnType<typeof launchChromium>>

async function openContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // The anchors' network rule: every host but 127.0.0.1 refused at once.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  await context.addInitScript(IN_PAGE)
  return context
}

const marks = (page: Awaited<ReturnType<Browser['newPage']>>) =>
  page.evaluate(() => (window as unknown as { __bench: BenchMarks }).__bench.marks)

async function waitMark(page: Awaited<ReturnType<Browser['newPage']>>, name: string) {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __bench: BenchMarks }).__bench.marks[key],
    name,
    { timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
}

export interface ReloadRuns {
  /** Navigation start → the button's first visible frame, per reload. */
  button: number[]
  /** → the first frame whose button shows the address. */
  address: number[]
  /** → the first frame whose button is `restoring` (the saved session not confirmed yet). */
  restoring: number[]
  /** → the first frame whose button is `connected` (the wallet confirmed). */
  connected: number[]
  /** The kit-less baseline's nav → button visible, per load (with a baseline URL). */
  baselineButton: number[]
}

/**
 * Connects once through the modal (the injected test wallet), then reloads `runs` times; with
 * `baselineUrl`, loads that site as many times, interleaved.
 */
export async function measureReload(
  url: string,
  runs: number,
  baselineUrl?: string,
): Promise<ReloadRuns> {
  const result: ReloadRuns = {
    button: [],
    address: [],
    restoring: [],
    connected: [],
    baselineButton: [],
  }
  const browser = await launchChromium({
    extraArgs: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  })
  try {
    const context = await openContext(browser)
    await context.addInitScript(INJECTED_WALLET)
    await context.addInitScript(WATCHES)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    // The first visit connects through the modal, as a user does.
    await page.click('[data-testid="connect-button"]')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Bench Wallet/ })
      .first()
      .click()
    await waitMark(page, 'connected')
    const baselinePage = baselineUrl ? await (await openContext(browser)).newPage() : undefined
    for (let i = 0; i < runs; i++) {
      await page.reload({ waitUntil: 'load' })
      await waitMark(page, 'address')
      await waitMark(page, 'connected')
      const all = await marks(page)
      result.button.push(all.button ?? Number.NaN)
      result.address.push(all.address ?? Number.NaN)
      result.restoring.push(all.restoring ?? Number.NaN)
      result.connected.push(all.connected ?? Number.NaN)
      if (baselinePage && baselineUrl) {
        await baselinePage.goto(baselineUrl, { waitUntil: 'load' })
        result.baselineButton.push(await waitMark(baselinePage, 'button'))
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

/** The reload's rows of the bench's figures table. */
export function reloadRows(runs: ReloadRuns): string[] {
  const after = runs.address.map((a, i) => a - (runs.button[i] ?? Number.NaN))
  return [
    `| reload with a saved session (injected EVM wallet) → button visible | ${summary(runs.button)} |`,
    `| reload with a saved session → account button with the address visible | ${summary(runs.address)} |`,
    `| … the address after the button's first frame | ${summary(after)} |`,
    `| … the button restoring (first frame) / connected (the wallet confirmed) | ${summary(runs.restoring)} / ${summary(runs.connected)} |`,
    ...(runs.baselineButton.length > 0
      ? [`| kit-less baseline: nav → button visible | ${summary(runs.baselineButton)} |`]
      : []),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.PORTICO_BENCH_RUNS ?? 5)
  const ours = await startBenchServer(fileURLToPath(new URL('../dist', import.meta.url)), 0)
  const baselineDist = process.env.PORTICO_BASELINE_DIST
  const baseline = baselineDist ? await startBenchServer(baselineDist, 0) : undefined
  try {
    const result = await measureReload(ours.url, runs, baseline?.url)
    console.log(`Chromium, ${runs} reloads, median (all runs):`)
    console.log('| figure | median (runs) |')
    console.log('|---|---|')
    for (const line of reloadRows(result)) console.log(line)
  } finally {
    await ours.close()
    await baseline?.close()
  }
}
