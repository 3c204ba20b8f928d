import { test as base } from '@playwright/test'
import { chromiumPath } from '../browser/chromium-path.js'
import { chromiumArgs } from '../browser/launch-chromium.js'
import type { Devnet } from '../devnet/start-devnet.js'
import { createLocalChains, type LocalChains, type LocalChainsOptions } from './local-chains.js'
import { type InjectedWalletOptions, injectedWalletScript } from './wallet-script.js'

/** Test-scoped options (`test.use({ wallet: { family: 'solana' } })`). */
export interface PorticoTestOptions {
  /** The test wallet every page of the test's context gets; `false`: none. Default: the EVM one. */
  wallet: InjectedWalletOptions | false
}

/** Worker-scoped option: how the worker's local chains start (e.g. a fixed devnet port). */
export interface PorticoWorkerOptions {
  localChains: LocalChainsOptions
}

/** Worker-scoped fixtures: the local chains, started on first use and shared by the worker's tests. */
export interface PorticoWorkerFixtures {
  chains: LocalChains
  /** The EVM devnet (anvil 31337 + 31338, funded accounts, token and NFT fixtures). */
  devnet: Devnet
}

/**
 * Playwright's `test` with Portico's test wallets: each page of the test's browser context has the
 * chosen family's wallet installed before any script of the page runs, on local chains started
 * once per worker. Drive the app's Portico modal with `connect`, `signIn`, `approveNext`,
 * `rejectNext`.
 *
 * @example
 * test('connects', async ({ page }) => {
 *   await page.goto('/')
 *   await connect(page)
 * })
 */
export const test = base.extend<PorticoTestOptions, PorticoWorkerOptions & PorticoWorkerFixtures>({
  localChains: [{}, { scope: 'worker', option: true }],
  chains: [
    async ({ localChains }, use) => {
      const chains = createLocalChains(localChains)
      await use(chains)
      await chains.stop()
    },
    { scope: 'worker' },
  ],
  devnet: [async ({ chains }, use) => use(await chains.devnet()), { scope: 'worker' }],
  wallet: [{}, { option: true }],
  context: async ({ context, wallet, chains }, use) => {
    if (wallet !== false) await context.addInitScript(await injectedWalletScript(wallet, chains))
    await use(context)
  },
})

/**
 * Launch options for a system Chromium (`PORTICO_CHROMIUM`, `CHROMIUM_PATH` or
 * `/usr/bin/chromium`) with Portico's headless flags, for `use: { launchOptions }` in a
 * playwright.config.ts where `npx playwright install` is not wanted.
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: chromiumPath(process.env), args: [...chromiumArgs] }
}
