import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../../packages/testing/src/browser/launch-chromium.js'
import {
  createLocalChains,
  type LocalChains,
} from '../../packages/testing/src/playwright/local-chains.js'
import { connectAndSeeAddress, contextWithWallets } from './app-browser'
import { formatTable } from './figures'
import { appFigures, buildApp, type InstalledApp, installApp } from './installed-app'
import { type StartedNext, startNext } from './next-start'
import { createStarterApp, unpackStarter } from './starter-app'

// `npm create portico --framework next` (create-portico's packed tarball) writes a Next.js app
// router app outside the workspace; plain `npm install` of the packed tarballs, `next build`,
// `next start`, and a connect in Chromium. The kit renders on the server first, so this also
// proves the published packages load in Next's server bundles.
let app: InstalledApp
let buildSeconds = 0
let next: StartedNext
let chains: LocalChains
let browser: Browser

beforeAll(async () => {
  const { work, packages } = inject('packedKit')
  const dir = await createStarterApp(
    unpackStarter(work, packages),
    work,
    'next-evm',
    ['--framework', 'next', '--families', 'evm'],
    packages,
    { devLocal: false },
  )
  chains = createLocalChains()
  // Built for the local devnet (the starter's NEXT_PUBLIC_PORTICO_LOCAL_RPC_URL): it starts while
  // npm installs.
  const [devnet, installed] = await Promise.all([chains.devnet(), installApp(dir)])
  app = installed
  buildSeconds = await buildApp(app, 'build', {
    NEXT_PUBLIC_PORTICO_LOCAL_RPC_URL: devnet.chains[0].rpcUrl,
  })
  next = await startNext(dir)
  browser = await launchChromium({ headless: true, timeout: 60_000 })
}, 1_200_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await next?.stop()
  await chains?.stop()
}, 60_000)

describe('npm create portico: a Next.js app with the packages as published, installed by npm', () => {
  it('the app router app (next, evm) builds, starts and connects the injected test wallet on the local devnet', async () => {
    const devnet = await chains.devnet()
    const context = await contextWithWallets(browser, chains, ['eip155'])
    try {
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(next.url)
      // Built without `npm run dev:local`: the page loads no script from another origin (the
      // test wallets' script is served by portico-local beside the dev server).
      const origin = new URL(next.url).origin
      const scripts = await page.$$eval('script[src]', (tags) =>
        tags.map((tag) => (tag as HTMLScriptElement).src),
      )
      expect(scripts.filter((src) => new URL(src).origin !== origin)).toEqual([])
      await connectAndSeeAddress(page, devnet.accounts[1]?.address ?? '')
      const seconds = (performance.now() - started) / 1000
      console.log(
        `\nnpm create portico, Next.js app (packed tarballs):\n${formatTable([appFigures('next', app, buildSeconds, seconds)])}`,
      )
    } finally {
      await context.close()
    }
  }, 120_000)
})
