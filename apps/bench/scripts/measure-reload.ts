/**
 * Reload with a saved session → account button with the address visible, for an injected EVM
 * wallet: an EIP-1193 object that answers `eth_accounts` / `eth_chainId` (announced by EIP-6963
 * and set as `window.ethereum`), installed before the page's scripts, as the anchors install it in
 * each peer's app. One browser context connects once through the modal, then reloads
 * `PORTICO_BENCH_RUNS` times (default 5); each reload prints navigation start → the button's first
 * visible frame and → the first frame whose button shows the address (4 + 6, the button's format),
 * the anchors' visibility rule (`in-page.ts`). `PORTICO_BASELINE_DIST=<dist>` also loads that
 * built site (e.g. the anchors' kit-less baseline) the same number of times, interleaved, for its
 * nav → button visible. `PORTICO_PEER_DISTS=appkit=<dist>,rainbowkit=<dist>,connectkit=<dist>` also
 * measures those peers' built apps (the anchors' apps, `peer-apps.ts`) the same way, interleaved:
 * the same wallet, one connect through each peer's own modal (AppKit and RainbowKit connect the
 * authorised wallet on load by themselves), then the reloads (`peer-page.ts`). `PORTICO_DIST`
 * measures another build of this app than `../dist`.
 * `pnpm bench` prints it with the other figures; alone, after `vite build`:
 * `tsx scripts/measure-reload.ts`.
 */
import { fileURLToPath } from 'node:url'
import { launchChromium, serveStatic } from '@portico/testing/chromium'
import { summary } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { type BenchMarks, IN_PAGE } from './in-page.js'
import { type PeerApp, parsePeerDists } from './peer-apps.js'
import { connectPeer, type PeerConnect, peerWatches } from './peer-page.js'

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
type Page = Awaited<ReturnType<Browser['newPage']>>

async function openContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // The anchors' network rule: every host but 127.0.0.1 refused at once.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  await context.addInitScript(IN_PAGE)
  return context
}

const marks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: BenchMarks }).__bench.marks)

async function waitMark(page: Page, name: string) {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __bench: BenchMarks }).__bench.marks[key],
    name,
    { timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
}

/** A peer's built app, served. */
export interface PeerSite {
  app: PeerApp
  url: string
}

/** One peer's reloads. */
export interface PeerReloadRuns {
  name: string
  /** Navigation start → the kit's button's first visible frame, per reload. */
  button: number[]
  /** → the first frame whose button shows the address (NaN: not within 30 s). */
  address: number[]
  /** The button's text in its first visible frame, per reload. */
  firstText: string[]
  /** How the first visit got the session. */
  connect?: PeerConnect
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
  /** Each peer's, in the order given. */
  peers: PeerReloadRuns[]
}

/**
 * Connects once through the modal (the injected test wallet), then reloads `runs` times; with
 * `baselineUrl`, loads that site as many times, and with `peers`, connects each peer once
 * (`connectPeer`) and reloads it as many times, all interleaved (the order rotating each
 * round when there is more than this app). Each site keeps its own browser context (its saved
 * session) and page, in one browser.
 */
export async function measureReload(
  url: string,
  runs: number,
  baselineUrl?: string,
  peers: readonly PeerSite[] = [],
): Promise<ReloadRuns> {
  const result: ReloadRuns = {
    button: [],
    address: [],
    restoring: [],
    connected: [],
    baselineButton: [],
    peers: peers.map(({ app }) => ({ name: app.name, button: [], address: [], firstText: [] })),
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
    const rounds: (() => Promise<void>)[] = [
      async () => {
        await page.reload({ waitUntil: 'load' })
        await waitMark(page, 'address')
        await waitMark(page, 'connected')
        const all = await marks(page)
        result.button.push(all.button ?? Number.NaN)
        result.address.push(all.address ?? Number.NaN)
        result.restoring.push(all.restoring ?? Number.NaN)
        result.connected.push(all.connected ?? Number.NaN)
      },
    ]
    if (baselineUrl) {
      const baselinePage = await (await openContext(browser)).newPage()
      rounds.push(async () => {
        await baselinePage.goto(baselineUrl, { waitUntil: 'load' })
        result.baselineButton.push(await waitMark(baselinePage, 'button'))
      })
    }
    for (const [i, peer] of peers.entries()) {
      const runsOf = result.peers[i] as PeerReloadRuns
      const peerContext = await openContext(browser)
      await peerContext.addInitScript(INJECTED_WALLET)
      await peerContext.addInitScript(peerWatches(peer.app, ADDRESS))
      const peerPage = await peerContext.newPage()
      await peerPage.goto(peer.url, { waitUntil: 'networkidle' })
      runsOf.connect = await connectPeer(peerPage, peer.app, () =>
        waitMark(peerPage, 'peerAddress'),
      )
      rounds.push(async () => {
        await peerPage.reload({ waitUntil: 'load' })
        runsOf.button.push(await waitMark(peerPage, 'peerButton'))
        runsOf.address.push(await waitMark(peerPage, 'peerAddress').catch(() => Number.NaN))
        runsOf.firstText.push(
          await peerPage.evaluate(
            () =>
              (window as unknown as { __bench: { peerButtonText?: string } }).__bench
                .peerButtonText ?? '',
          ),
        )
      })
    }
    for (let i = 0; i < runs; i++) {
      for (let j = 0; j < rounds.length; j++)
        await (rounds[(i + j) % rounds.length] as () => Promise<void>)()
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

/** Medians of the figures a list may lack (NaN: no address within 30 s): the missing ones counted. */
const summaryOf = (values: readonly number[]): string => {
  const found = values.filter((v) => !Number.isNaN(v))
  const missing = values.length - found.length
  return missing === 0 ? summary(found) : `${summary(found)}, ${missing} of ${values.length} never`
}

/** The reload table across apps: the baseline (button only), each peer, this app. */
export function reloadTable(runs: ReloadRuns): string[] {
  const after = (address: readonly number[], button: readonly number[]) =>
    address.map((a, i) => a - (button[i] ?? Number.NaN))
  const row = (
    name: string,
    button: number[],
    address?: number[],
    first?: string,
    connect?: string,
  ) =>
    `| ${name} | ${summary(button)} | ${address ? summaryOf(address) : '—'} | ${
      address ? summaryOf(after(address, button)) : '—'
    } | ${first ?? '—'} | ${connect ?? '—'} |`
  const firstTexts = (texts: readonly string[]) =>
    [...new Set(texts)].map((text) => JSON.stringify(text.slice(0, 40))).join(', ')
  return [
    "| app | nav → button visible | nav → address visible | address after the button's first frame | the button's first frame showed | first visit connected |",
    '|---|---|---|---|---|---|',
    ...(runs.baselineButton.length > 0 ? [row('baseline (no kit)', runs.baselineButton)] : []),
    ...runs.peers.map((peer) =>
      row(peer.name, peer.button, peer.address, firstTexts(peer.firstText), peer.connect),
    ),
    row('Portico', runs.button, runs.address, undefined, 'through its modal'),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.PORTICO_BENCH_RUNS ?? 5)
  // This app's build: `../dist`, or another build of it (`PORTICO_DIST`, e.g. a copy kept aside).
  const ours = await startBenchServer(
    process.env.PORTICO_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)),
    0,
  )
  const baselineDist = process.env.PORTICO_BASELINE_DIST
  const baseline = baselineDist ? await startBenchServer(baselineDist, 0) : undefined
  const peerDists = parsePeerDists(process.env.PORTICO_PEER_DISTS)
  const peers = await Promise.all(
    peerDists.map(async ({ app, dist }) => ({ app, server: await serveStatic(dist) })),
  )
  try {
    const result = await measureReload(
      ours.url,
      runs,
      baseline?.url,
      peers.map(({ app, server }) => ({ app, url: `${server.url}/` })),
    )
    console.log(`Chromium, ${runs} reloads, median (all runs):`)
    console.log('| figure | median (runs) |')
    console.log('|---|---|')
    for (const line of reloadRows(result)) console.log(line)
    if (peers.length > 0) {
      console.log(`\nBeside the peers, interleaved, median (all runs):`)
      for (const line of reloadTable(result)) console.log(line)
    }
  } finally {
    await ours.close()
    await baseline?.close()
    await Promise.all(peers.map(({ server }) => server.close()))
  }
}
