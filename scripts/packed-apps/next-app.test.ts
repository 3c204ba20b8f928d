import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { launchChromium } from '../../packages/testing/src/browser/launch-chromium.js'
import {
  createLocalChains,
  type LocalChains,
} from '../../packages/testing/src/playwright/local-chains.js'
import { connectAndSeeAddress, contextWithWallets } from './app-browser'
import { formatTable } from './figures'
import { appFigures, buildApp, type InstalledApp, installApp, kitTarballs } from './installed-app'
import { nextAppKitPackages, nextAppThirdParty, writeNextApp } from './next-app'
import { type StartedNext, startNext } from './next-start'
import { workspacePins } from './workspace-pins'

// The packed tarballs (pack-setup.ts) in a fresh Next.js app router app outside the workspace:
// plain `npm install`, `next build`, `next start`, and a connect in Chromium. The kit renders on the
// server first, so this also proves the published packages load in Next's server bundles.
const root = fileURLToPath(new URL('../../', import.meta.url))
let app: InstalledApp
let buildSeconds = 0
let next: StartedNext
let chains: LocalChains
let browser: Browser

beforeAll(async () => {
  const { work, packages } = inject('packedKit')
  const dir = join(work, 'next')
  writeNextApp(
    dir,
    kitTarballs(nextAppKitPackages, packages),
    workspacePins(join(root, 'examples/nextjs'), nextAppThirdParty),
  )
  app = await installApp(dir)
  buildSeconds = await buildApp(app, 'build')
  next = await startNext(dir)
  chains = createLocalChains()
  browser = await launchChromium({ headless: true, timeout: 60_000 })
}, 1_200_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await next?.stop()
  await chains?.stop()
}, 60_000)

describe('the packages as published, installed by npm into a fresh Next.js app', () => {
  it('the app router app builds, starts and connects the injected test wallet on the local devnet', async () => {
    const devnet = await chains.devnet()
    const context = await contextWithWallets(browser, chains, ['eip155'])
    try {
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(`${next.url}/?rpc=${encodeURIComponent(devnet.chains[0].rpcUrl)}`)
      await connectAndSeeAddress(page, devnet.accounts[1]?.address ?? '')
      const seconds = (performance.now() - started) / 1000
      console.log(
        `\npacked Next.js app:\n${formatTable([appFigures('next', app, buildSeconds, seconds)])}`,
      )
    } finally {
      await context.close()
    }
  }, 120_000)
})
