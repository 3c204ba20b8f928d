import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../packages/testing/src/browser/launch-chromium.js'
import {
  createLocalChains,
  type LocalChains,
} from '../../packages/testing/src/playwright/local-chains.js'
import { connect } from '../../packages/testing/src/playwright/modal-driver.js'
import {
  defaultTestWalletNames,
  injectedWalletScript,
  type TestWalletFamily,
} from '../../packages/testing/src/playwright/wallet-script.js'
import { serveStatic } from '../../packages/ui-react/e2e/static-server.js'
import { type FigureRow, formatBytes, formatSeconds, formatTable } from './figures'
import { npmInstall } from './npm-install'
import { type PackedPackage, packKit, withWorkspaceDependencies } from './packed-kit'
import { runCommand } from './run-command'
import {
  type ViteApp,
  type ViteAppConfig,
  viteAppKitPackages,
  viteApps,
  viteAppThirdParty,
  writeViteApps,
} from './vite-apps'
import { workspacePins } from './workspace-pins'

// The kit as a dapp developer meets it: every public package packed as it would be published,
// installed by plain npm into fresh apps in a folder outside the workspace (no workspace links, no
// hoisting from our node_modules), built for production, served, and used in Chromium. What can
// fail here and nowhere else: a package's `files`, `exports`, versions and peer dependencies.
const root = fileURLToPath(new URL('../../', import.meta.url))
let work = ''
let viteDir = ''
let packed: Map<string, PackedPackage>
let chains: LocalChains
let browser: Browser
const figures: FigureRow[] = []
const viteFigures = { install: 0, nodeModules: 0, build: {} as Partial<Record<ViteApp, number>> }

/** Disk use of a folder in bytes (`du`: what the install really takes, links counted once). */
function diskUse(dir: string): number {
  const du = spawnSync('du', ['-sk', dir], { encoding: 'utf8' })
  const kb = Number.parseInt(du.stdout, 10)
  if (du.status !== 0 || !Number.isFinite(kb)) throw new Error(`du ${dir} failed: ${du.stderr}`)
  return kb * 1024
}

beforeAll(async () => {
  // realpath: the temporary folder must be outside the workspace even through symlinks.
  work = realpathSync(mkdtempSync(join(tmpdir(), 'portico-packed-apps-')))
  if (work.startsWith(realpathSync(root))) throw new Error(`${work} is inside the workspace`)
  mkdirSync(join(work, 'tarballs'))
  packed = packKit(root, join(work, 'tarballs'))

  viteDir = join(work, 'vite')
  const kit = withWorkspaceDependencies(viteAppKitPackages, packed)
  writeViteApps(
    viteDir,
    Object.fromEntries(kit.map((name) => [name, packed.get(name)?.tarball as string])),
    workspacePins(join(root, 'examples/vite-react'), [
      ...viteAppThirdParty.dependencies,
      ...viteAppThirdParty.devDependencies,
    ]),
  )
  viteFigures.install = (await npmInstall(viteDir)).seconds
  viteFigures.nodeModules = diskUse(join(viteDir, 'node_modules'))
  for (const app of viteApps) {
    const build = await runCommand('npm', ['run', `build:${app}`], viteDir, 300_000)
    if (build.code !== 0)
      throw new Error(`vite build of the ${app} app failed:\n${build.output.slice(-4000)}`)
    viteFigures.build[app] = build.seconds
  }
  chains = createLocalChains()
  browser = await launchChromium({ headless: true, timeout: 60_000 })
}, 900_000)

afterAll(async () => {
  console.log(
    `\npacked public packages (npm pack size):\n${formatTable(
      [...(packed?.values() ?? [])].map((pkg) => ({
        package: pkg.name,
        tarball: formatBytes(pkg.bytes),
      })),
    )}`,
  )
  if (figures.length > 0) console.log(`\npacked apps:\n${formatTable(figures)}`)
  await browser?.close().catch(() => undefined)
  await chains?.stop()
  if (work) await rm(work, { recursive: true, force: true })
}, 180_000)

/** A browser context whose pages get the given families' test wallets before the app's scripts run. */
async function contextWithWallets(families: readonly TestWalletFamily[]): Promise<BrowserContext> {
  const context = await browser.newContext()
  context.setDefaultTimeout(30_000)
  for (const family of families)
    await context.addInitScript(await injectedWalletScript({ family }, chains))
  return context
}

// What the modal lists for each family's test wallet: the name it announces, except Polkadot's,
// whose extension announces only its `injectedWeb3` key and the adapter shows a display name for it.
const listedName: Record<TestWalletFamily, RegExp> = {
  eip155: new RegExp(defaultTestWalletNames.eip155, 'i'),
  solana: new RegExp(defaultTestWalletNames.solana, 'i'),
  bip122: new RegExp(defaultTestWalletNames.bip122, 'i'),
  polkadot: /Portico Test Extension/i,
}

function appUrl(origin: string, config: ViteAppConfig): string {
  return `${origin}/?config=${encodeURIComponent(JSON.stringify(config))}`
}

function viteRow(app: ViteApp, connectSeconds: number): FigureRow {
  return {
    app: `vite ${app}`,
    'npm install': formatSeconds(viteFigures.install),
    node_modules: formatBytes(viteFigures.nodeModules),
    build: formatSeconds(viteFigures.build[app] ?? Number.NaN),
    'in Chromium': formatSeconds(connectSeconds),
  }
}

describe('the packages as published, installed by npm into fresh apps', () => {
  it('a Vite + React app (EVM) builds and connects the injected test wallet on the local devnet', async () => {
    const server = await serveStatic(join(viteDir, 'evm/dist'))
    const devnet = await chains.devnet()
    const context = await contextWithWallets(['eip155'])
    try {
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(appUrl(server.url, { rpcUrl: devnet.chains[0].rpcUrl }))
      await connect(page)
      // The fixture's wallet holds devnet account 1; the account button shows it shortened.
      const address = devnet.accounts[1]?.address as string
      const shown = new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`, 'i')
      await page
        .locator('[data-testid="portico-connect-button"][data-status="connected"]')
        .filter({ hasText: shown })
        .waitFor()
      figures.push(viteRow('evm', (performance.now() - started) / 1000))
    } finally {
      await context.close()
      await server.close()
    }
  }, 120_000)

  it('a Vite + React app with all four families lists each family’s injected test wallet', async () => {
    const server = await serveStatic(join(viteDir, 'families/dist'))
    const [devnet, solana, bitcoin] = await Promise.all([
      chains.devnet(),
      chains.solana(),
      chains.bitcoin(),
    ])
    const families = ['eip155', 'solana', 'bip122', 'polkadot'] as const
    const context = await contextWithWallets(families)
    try {
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(
        appUrl(server.url, {
          rpcUrl: devnet.chains[0].rpcUrl,
          solana: { genesisHash: solana.genesisHash, rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
          bitcoin: { esploraUrl: bitcoin.esploraUrl },
        }),
      )
      await page.getByTestId('portico-connect-button').click()
      const list = page.getByRole('dialog').getByRole('list', { name: 'Wallets' })
      for (const family of families) {
        await list.getByRole('button', { name: listedName[family] }).first().waitFor()
      }
      figures.push(viteRow('families', (performance.now() - started) / 1000))
      expect(await list.getByRole('button').count()).toBeGreaterThanOrEqual(families.length)
    } finally {
      await context.close()
      await server.close()
    }
  }, 120_000)
})
