import { buildSync } from 'esbuild'
import { siblingModulePath } from '../../browser/sibling-module.js'
import type { BrowserBitcoinTestWalletConfig } from './browser-entry.js'

let bundle: string | undefined

/** The in-page Bitcoin wallet bundle (an IIFE defining `__porticoBitcoinTestWalletBundle`), built once per process. */
export function bitcoinTestWalletBrowserBundle(): string {
  if (bundle !== undefined) return bundle
  const result = buildSync({
    entryPoints: [siblingModulePath(import.meta.url, './browser-entry')],
    bundle: true,
    format: 'iife',
    globalName: '__porticoBitcoinTestWalletBundle',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no Bitcoin test wallet bundle')
  bundle = file.text
  return bundle
}

/**
 * JavaScript source that installs the Bitcoin test wallet in a page: the sats-connect provider at
 * `window.PorticoBitcoinTestWallet.BitcoinProvider` (listed in `window.btc_providers`), the Wallet
 * Standard wallet, and `window.__porticoBitcoinTestWallet` (`setMode`, `requests`, `payment`, ...).
 * Signing happens in the page; UTXOs and broadcast go to the Esplora URL. Node-only (esbuild).
 *
 * @example
 * await page.addInitScript(bitcoinTestWalletBrowserScript({ ...bitcoinTestWalletKeys(), esploraUrl }))
 */
export function bitcoinTestWalletBrowserScript(config: BrowserBitcoinTestWalletConfig): string {
  return `(() => {\n${bitcoinTestWalletBrowserBundle()}\n__porticoBitcoinTestWalletBundle.install(${JSON.stringify(config)})\n})()`
}
