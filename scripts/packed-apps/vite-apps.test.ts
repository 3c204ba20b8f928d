import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../../packages/testing/src/browser/launch-chromium.js'
import {
  createLocalChains,
  type LocalChains,
} from '../../packages/testing/src/playwright/local-chains.js'
import {
  defaultTestWalletNames,
  type TestWalletFamily,
} from '../../packages/testing/src/playwright/wallet-script.js'
import { serveStatic } from '../../packages/ui-react/e2e/static-server.js'
import { connectAndSeeAddress, contextWithWallets } from './app-browser'
import { type FigureRow, formatTable } from './figures'
import { appFigures, buildApp, type InstalledApp, installApp, kitTarballs } from './installed-app'
import {
  type ViteApp,
  type ViteAppConfig,
  viteAppKitPackages,
  viteAppThirdParty,
  writeViteApps,
} from './vite-apps'
import { workspacePins } from './workspace-pins'

// The kit as a dapp developer meets it: the packed tarballs (pack-setup.ts) installed by plain npm
// into fresh Vite + React apps in a folder outside the workspace (no workspace links, no hoisting
// from our node_modules), built for production, served, and used in Chromium. What fails here and
// nowhere else: a package's `files`, `exports`, versions and peer dependencies as published.
const root = fileURLToPath(new URL('../../', import.meta.url))
let app: InstalledApp
/** The one `vite build` of both pages (each app's row shows it, as each shows the one install). */
let buildSeconds = 0
let chains: LocalChains
let browser: Browser
const figures: FigureRow[] = []

beforeAll(async () => {
  const { work, packages } = inject('packedKit')
  const dir = join(work, 'vite')
  writeViteApps(
    dir,
    kitTarballs(viteAppKitPackages, packages),
    workspacePins(join(root, 'examples/vite-react'), [
      ...viteAppThirdParty.dependencies,
      ...viteAppThirdParty.devDependencies,
    ]),
  )
  // One install and one build for both apps: their dependencies are the same, and the modules
  // the two pages share are transformed and minified once.
  app = await installApp(dir)
  buildSeconds = await buildApp(app, 'build')
  chains = createLocalChains()
  browser = await launchChromium({ headless: true, timeout: 60_000 })
}, 900_000)

afterAll(async () => {
  if (figures.length > 0) console.log(`\npacked Vite apps:\n${formatTable(figures)}`)
  await browser?.close().catch(() => undefined)
  await chains?.stop()
}, 60_000)

// What the modal lists for each family's test wallet.
const listedName: Record<TestWalletFamily, RegExp> = {
  eip155: new RegExp(defaultTestWalletNames.eip155, 'i'),
  solana: new RegExp(defaultTestWalletNames.solana, 'i'),
  bip122: new RegExp(defaultTestWalletNames.bip122, 'i'),
  polkadot: new RegExp(defaultTestWalletNames.polkadot, 'i'),
}

// The app's page in the build, with the URL's `config` parameter: the build is served once and
// opened with the chains of the moment, so nothing about the machine is baked into it.
function appUrl(origin: string, name: ViteApp, config: ViteAppConfig): string {
  return `${origin}/${name}/?config=${encodeURIComponent(JSON.stringify(config))}`
}

describe('the packages as published, installed by npm into fresh Vite + React apps', () => {
  it('the EVM app builds and connects the injected test wallet on the local devnet', async () => {
    const server = await serveStatic(join(app.dir, 'dist'))
    const devnet = await chains.devnet()
    const context = await contextWithWallets(browser, chains, ['eip155'])
    try {
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(appUrl(server.url, 'evm', { rpcUrl: devnet.chains[0].rpcUrl }))
      // The fixture's wallet holds devnet account 1.
      await connectAndSeeAddress(page, devnet.accounts[1]?.address ?? '')
      figures.push(appFigures('vite evm', app, buildSeconds, (performance.now() - started) / 1000))
    } finally {
      await context.close()
      await server.close()
    }
  }, 120_000)

  it('the app with all four families lists each family’s injected test wallet', async () => {
    const server = await serveStatic(join(app.dir, 'dist'))
    const [devnet, solana, bitcoin] = await Promise.all([
      chains.devnet(),
      chains.solana(),
      chains.bitcoin(),
    ])
    const families = ['eip155', 'solana', 'bip122', 'polkadot'] as const
    const context = await contextWithWallets(browser, chains, families)
    try {
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(
        appUrl(server.url, 'families', {
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
      figures.push(
        appFigures('vite families', app, buildSeconds, (performance.now() - started) / 1000),
      )
      expect(await list.getByRole('button').count()).toBeGreaterThanOrEqual(families.length)
    } finally {
      await context.close()
      await server.close()
    }
  }, 120_000)
})
