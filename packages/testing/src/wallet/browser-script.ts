import { buildSync } from 'esbuild'
import { siblingModulePath } from '../browser/sibling-module.js'
import type { BrowserTestWalletConfig } from './browser-entry.js'

let bundle: string | undefined

/** The in-page wallet bundle (an IIFE defining `__porticoTestWalletBundle`), built once per process. */
export function testWalletBrowserBundle(): string {
  if (bundle !== undefined) return bundle
  const result = buildSync({
    entryPoints: [siblingModulePath(import.meta.url, './browser-entry')],
    bundle: true,
    format: 'iife',
    globalName: '__porticoTestWalletBundle',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no test wallet bundle')
  bundle = file.text
  return bundle
}

/**
 * JavaScript source that installs the test wallet in a page: `window.ethereum`, EIP-6963
 * announcements, and `window.__porticoTestWallet` (`setMode`, `requests`, `address`, ...). Reads go
 * to the RPC URLs from the page (anvil allows CORS); signing happens in the page with a viem local
 * account. Bundled with esbuild at first call (no build step needed).
 *
 * @example
 * await page.addInitScript(testWalletBrowserScript({ privateKey, rpcUrls, chainId: 31337 }))
 * await page.evaluate(() => window.__porticoTestWallet.setMode('reject'))
 */
export function testWalletBrowserScript(config: BrowserTestWalletConfig): string {
  return `(() => {\n${testWalletBrowserBundle()}\n__porticoTestWalletBundle.install(${JSON.stringify(config)})\n})()`
}

export type { BrowserTestWalletConfig }
