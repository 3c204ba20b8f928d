/**
 * Prints the bench app's bundle figures from `dist/.vite/manifest.json` (the same accounting as
 * the anchors: gzip level 6 per file, KB = 1024 bytes): initial JS (the entry's static import
 * closure), lazy chunks, the JS a real Chromium fetches at load and on open (served on 127.0.0.1,
 * every other host blocked) and click → dialog visible, for the app as a user builds it: the
 * kit's defaults only. Run with `pnpm bench` (builds first).
 *
 * With `PORTICO_ANCHORS_DIR` set to a checkout of the anchors harness (a folder with `run.sh`), it
 * then measures this build beside the anchor kits in one run of that harness and prints its
 * `results/latest.md` (`PORTICO_ANCHORS_RUNS`, default 5; `PORTICO_ANCHORS_APPS`, default
 * `baseline,rainbowkit,connectkit,appkit`). See README.md.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { launchChromium } from '@portico/testing/chromium'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length
const raw = (file: string) => readFileSync(join(dist, file)).length

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) throw new Error('no entry in the manifest')
const initialFiles = [...staticClosure(entryKey)].map((key) => manifest[key]!.file)
const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) =>
  f.endsWith('.js'),
)
const lazyFiles = allJs.filter((file) => !initialFiles.includes(file))
const sum = (files: string[], size: (file: string) => number) =>
  files.reduce((total, file) => total + size(file), 0)

interface LoadRun {
  files: string[]
  openFiles: string[]
  /** From the click's event timestamp to the first frame with the dialog visible. */
  clickToVisibleMs: number
}

async function fetchedAtLoad(query = ''): Promise<LoadRun> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path)
    try {
      const body = await readFile(file)
      const type = extname(file) === '.js' ? 'text/javascript' : 'text/html'
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const browser = await launchChromium({
    extraArgs: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  })
  try {
    const page = await browser.newPage()
    await page.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    )
    const loaded: string[] = []
    let phase: 'load' | 'open' = 'load'
    const opened: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\//, '')
      if (path.endsWith('.js')) (phase === 'load' ? loaded : opened).push(path)
    })
    // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
    await page.addInitScript(`
      addEventListener('click', (event) => { window.__click ??= event.timeStamp }, true)
      const watch = () => {
        const card = document.querySelector('[role="dialog"]')
        const visible = card && window.__click !== undefined &&
          card.getBoundingClientRect().width > 0 && Number(getComputedStyle(card).opacity) > 0
        if (visible) requestAnimationFrame(() => { window.__visible = performance.now() })
        else requestAnimationFrame(watch)
      }
      requestAnimationFrame(watch)
    `)
    await page.goto(`${url}${query}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    phase = 'open'
    // Like a user (and the anchors' harness): the pointer arrives, then clicks.
    await page.click('[data-testid="connect-button"]')
    await page.locator('[role="dialog"]').waitFor({ state: 'visible' })
    await page.waitForFunction(() => (window as unknown as { __visible?: number }).__visible)
    const clickToVisibleMs = await page.evaluate(() => {
      const w = window as unknown as { __click: number; __visible: number }
      return w.__visible - w.__click
    })
    await page.waitForTimeout(1000)
    return { files: loaded, openFiles: opened, clickToVisibleMs }
  } finally {
    await browser.close()
    server.close()
  }
}

// The app uses the kit's defaults only, so these are the figures a user of the kit gets.
const runs: LoadRun[] = []
for (let i = 0; i < 5; i++) runs.push(await fetchedAtLoad())
const { files: loadFiles, openFiles } = runs[0]!
const clicks = runs.map((r) => r.clickToVisibleMs).sort((a, b) => a - b)
const BASELINE_INITIAL_GZ = 71.0 // anchors' baseline app (React + wagmi + react-query), 2026-11-21

console.log('Portico bench (apps/bench): gzip level 6 per file, KB = 1024 bytes')
console.log('| figure | gzip KB | raw KB | files |')
console.log('|---|---|---|---|')
const row = (name: string, files: string[]) =>
  console.log(`| ${name} | ${kb(sum(files, gz))} | ${kb(sum(files, raw))} | ${files.length} |`)
row('initial JS (entry static closure)', initialFiles)
row('all JS emitted', allJs)
row('lazy JS', lazyFiles)
row('JS fetched at load (Chromium, defaults)', loadFiles)
row('JS fetched on open (Chromium, defaults)', openFiles)
console.log('')
const median = (list: number[]) =>
  `median ${list[2]!.toFixed(0)} ms (${list.map((c) => c.toFixed(0)).join(', ')})`
console.log(`click → dialog visible (Chromium, 5 cold loads, defaults): ${median(clicks)}`)
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
console.log('')
console.log(
  `kit's own initial JS ≈ ${kb(sum(initialFiles, gz) * 1 - BASELINE_INITIAL_GZ * 1024)} KB gz ` +
    `(initial minus the anchors' baseline ${BASELINE_INITIAL_GZ} KB; the anchors' run.sh gives the exact figure)`,
)

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
