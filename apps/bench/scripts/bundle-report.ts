/**
 * Prints the bench app's figures (`pnpm bench` builds first), for the app as a user builds it:
 * the kit's defaults only. From `dist/.vite/manifest.json` (the anchors' accounting: gzip level 6
 * per file, KB = 1024 bytes): the initial JS (the entry's static import closure), lazy chunks and
 * the largest chunks. In a real headless Chromium (served on 127.0.0.1, every other host refused),
 * over cold loads: nav → button visible, click → dialog visible, the JS fetched at load and on
 * open; click "WalletConnect" → QR visible on a local relay, after a 150 ms hover and with none (a
 * tap), and what the page fetched, the sockets it opened and the other hosts it asked for before
 * the user pointed at WalletConnect (none of WalletConnect's code, no relay socket); All Wallets with 5,000 listings: keystroke → filtered list painted and the
 * frame rate while it scrolls. `uptime` is printed with them: the machine is shared.
 *
 * With `PORTICO_ANCHORS_DIR` set to a checkout of the anchors harness (a folder with `run.sh`), it
 * then measures this build beside the anchor kits and the kit-less baseline in one run of that
 * harness and prints its `results/latest.md` (`PORTICO_ANCHORS_RUNS`, default 5;
 * `PORTICO_ANCHORS_APPS`, default `baseline,rainbowkit,connectkit,appkit`). See README.md.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startLocalRelay } from '@portico/testing'
import { serveStatic } from '@portico/testing/chromium'
import { median, summary } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { measureAllWallets } from './measure-all-wallets.js'
import { type LoadRun, measureLoad } from './measure-load.js'
import { measureReload, reloadRows, reloadTable } from './measure-reload.js'
import { measureQr } from './measure-walletconnect.js'
import { parsePeerDists } from './peer-apps.js'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

const RUNS = Number(process.env.PORTICO_BENCH_RUNS ?? 5)
const LISTINGS = 5000
// The dwell on the WalletConnect row before its click that the QR goal assumes.
const HOVER_MS = 150
const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length
const raw = (file: string) => readFileSync(join(dist, file)).length
const sum = (files: readonly string[], size: (file: string) => number) =>
  files.reduce((total, file) => total + size(file), 0)

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen)
  return seen
}
const filesOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file ?? key)

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) throw new Error('no entry in the manifest')
const initialFiles = filesOf(staticClosure(entryKey))
const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) =>
  f.endsWith('.js'),
)
const lazyFiles = allJs.filter((file) => !initialFiles.includes(file))
// WalletConnect's code: what only the provider module's import() reaches (chunks it shares with
// the EVM instance or the views are not WalletConnect's).
interface DynamicChunk extends ManifestChunk {
  isDynamicEntry?: boolean
}
const wcKey = Object.keys(manifest).find((key) => key.endsWith('walletconnect-provider.ts'))
const elsewhere = new Set(initialFiles)
for (const [key, chunk] of Object.entries(manifest) as [string, DynamicChunk][])
  if (key !== wcKey && chunk.isDynamicEntry)
    for (const file of filesOf(staticClosure(key))) elsewhere.add(file)
const walletConnectFiles = wcKey
  ? filesOf(staticClosure(wcKey)).filter((file) => !elsewhere.has(file))
  : []

const server = await startBenchServer(dist, LISTINGS)
const relay = await startLocalRelay()
const loads: LoadRun[] = []
const qrHover: Awaited<ReturnType<typeof measureQr>>[] = []
const qrTap: Awaited<ReturnType<typeof measureQr>>[] = []
const allWallets: Awaited<ReturnType<typeof measureAllWallets>>[] = []
// A kit-less build to load beside the reloads (e.g. the anchors' baseline): its nav → button.
const baselineDist = process.env.PORTICO_BASELINE_DIST
const baseline = baselineDist ? await startBenchServer(baselineDist, 0) : undefined
// The peers' built apps (PORTICO_PEER_DISTS, e.g. the anchors'), reloaded beside ours.
const peers = await Promise.all(
  parsePeerDists(process.env.PORTICO_PEER_DISTS).map(async ({ app, dist }) => ({
    app,
    server: await serveStatic(dist),
  })),
)
let reloads: Awaited<ReturnType<typeof measureReload>> | undefined
try {
  // Interleaved, so a burst of load on the shared machine hits every figure alike.
  for (let i = 0; i < RUNS; i++) {
    loads.push(await measureLoad(server.url))
    const relayPage = `${server.url}?relay=${encodeURIComponent(relay.url)}`
    qrHover.push(await measureQr(relayPage, { hoverMs: HOVER_MS }))
    qrTap.push(await measureQr(relayPage))
    if (i < 3)
      allWallets.push(
        await measureAllWallets(`${server.url}?api=${encodeURIComponent(server.apiUrl)}`, LISTINGS),
      )
  }
  // One context connected once, then reloaded: the session is the browser's, not a cold load's.
  reloads = await measureReload(
    server.url,
    RUNS,
    baseline?.url,
    peers.map(({ app, server: peer }) => ({ app, url: `${peer.url}/` })),
  )
} finally {
  await relay.stop()
  await server.close()
  await baseline?.close()
  await Promise.all(peers.map(({ server: peer }) => peer.close()))
}

const { loadFiles, openFiles } = loads[0] as LoadRun
console.log(`Portico bench (apps/bench, defaults only), ${new Date().toISOString()}`)
console.log(`uptime: ${execFileSync('uptime').toString().trim()}`)
console.log('')
console.log('gzip level 6 per file, KB = 1024 bytes')
console.log('| figure | gzip KB | raw KB | files |')
console.log('|---|---|---|---|')
const row = (name: string, files: readonly string[]) =>
  console.log(`| ${name} | ${kb(sum(files, gz))} | ${kb(sum(files, raw))} | ${files.length} |`)
row('initial JS (entry static closure)', initialFiles)
row('all JS emitted', allJs)
row('lazy JS', lazyFiles)
row('JS fetched at load (Chromium)', loadFiles)
row('JS fetched on open (Chromium)', openFiles)
row("WalletConnect's code (lazy)", walletConnectFiles)
console.log('')
console.log(`Chromium, ${RUNS} cold loads each, median (all runs):`)
console.log(`| figure | median (runs) |`)
console.log('|---|---|')
console.log(`| nav → button visible | ${summary(loads.map((r) => r.buttonVisibleMs))} |`)
console.log(`| click → dialog visible | ${summary(loads.map((r) => r.clickToVisibleMs))} |`)
if (reloads) for (const line of reloadRows(reloads)) console.log(line)
if (reloads && peers.length > 0) {
  console.log('\nReload with a saved session beside the peers, interleaved, median (all runs):')
  for (const line of reloadTable(reloads)) console.log(line)
}
console.log(
  `| click "WalletConnect" after a ${HOVER_MS} ms hover → QR visible (local relay) | ${summary(qrHover.map((r) => r.clickToQrMs))} |`,
)
console.log(
  `| click "WalletConnect" with no hover (a tap) → QR visible (local relay) | ${summary(qrTap.map((r) => r.clickToQrMs))} |`,
)
// Before the user points at WalletConnect (at load, and with the modal open and settled).
const qr = [...qrHover, ...qrTap]
const wcBefore = [
  ...new Set(qr.flatMap((r) => r.filesBeforeIntent).filter((f) => walletConnectFiles.includes(f))),
]
console.log(
  `| WalletConnect's code fetched before the user points at it | ${wcBefore.length === 0 ? 'none' : wcBefore.join(', ')} |`,
)
const socketsBefore = qr.flatMap((r) => r.socketsBeforeIntent)
console.log(
  `| WebSockets opened before that (the relay's included) | ${socketsBefore.length === 0 ? 'none' : [...new Set(socketsBefore)].join(', ')} |`,
)
const hostsBefore = [...new Set(qr.flatMap((r) => r.hostsBeforeIntent))]
console.log(
  `| other hosts asked before that (refused here) | ${hostsBefore.length === 0 ? 'none' : hostsBefore.join(', ')} |`,
)
const keys = allWallets.flatMap((r) => r.keystrokeMs)
console.log(
  `| All Wallets (${LISTINGS} listings): keystroke → filtered list painted | ${summary(keys)} |`,
)
const scroll = allWallets.map((r) => r.scroll)
console.log(
  `| All Wallets scrolling: frames per second | ${scroll.map((s) => s.fps.toFixed(1)).join(', ')} (median ${median(scroll.map((s) => s.fps)).toFixed(1)}) |`,
)
console.log(
  `| All Wallets scrolling: p95 frame / frames over 25 ms | ${scroll.map((s) => `${s.p95FrameMs.toFixed(1)} ms / ${s.longFrames} of ${s.frames}`).join('; ')} |`,
)
console.log('')
console.log('JS fetched at load, by file (gzip KB):')
for (const file of [...loadFiles].sort((a, b) => gz(b) - gz(a)))
  console.log(`  ${kb(gz(file)).padStart(7)}  ${file}`)
console.log('')
console.log('Largest chunks (gzip KB):')
for (const file of [...allJs].sort((a, b) => gz(b) - gz(a)).slice(0, 12)) {
  const where = initialFiles.includes(file)
    ? 'initial'
    : loadFiles.includes(file)
      ? 'at-load'
      : 'lazy'
  console.log(`  ${kb(gz(file)).padStart(7)}  ${where.padEnd(8)}  ${file}`)
}

const anchorsDir = process.env.PORTICO_ANCHORS_DIR
if (anchorsDir) {
  if (!existsSync(join(anchorsDir, 'run.sh'))) throw new Error(`no run.sh in ${anchorsDir}`)
  const args = [
    '--apps',
    process.env.PORTICO_ANCHORS_APPS ?? 'baseline,rainbowkit,connectkit,appkit',
    // The built site (the harness serves a dist folder as is; it would npm-install a package).
    '--ours',
    dist,
    '--ours-button',
    '[data-testid="connect-button"]',
    '--ours-modal',
    '[role="dialog"]',
    '--runs',
    process.env.PORTICO_ANCHORS_RUNS ?? '5',
  ]
  console.log('')
  console.log(`Anchors harness: ${anchorsDir}/run.sh ${args.join(' ')}`)
  const result = spawnSync('./run.sh', args, { cwd: anchorsDir, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`anchors harness failed (${result.status})`)
  console.log(readFileSync(join(anchorsDir, 'results', 'latest.md'), 'utf8'))
}
