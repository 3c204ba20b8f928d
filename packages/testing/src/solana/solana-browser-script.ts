import { buildSync } from 'esbuild'
import { siblingModulePath } from '../browser/sibling-module.js'
import type { BrowserSolanaTestWalletConfig } from './solana-browser-entry.js'

let bundle: string | undefined

/** The in-page Solana wallet bundle (an IIFE defining `__porticoSolanaTestWalletBundle`), built once. */
export function solanaTestWalletBrowserBundle(): string {
  if (bundle !== undefined) return bundle
  const result = buildSync({
    entryPoints: [siblingModulePath(import.meta.url, './solana-browser-entry')],
    bundle: true,
    format: 'iife',
    globalName: '__porticoSolanaTestWalletBundle',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no Solana test wallet bundle')
  bundle = file.text
  return bundle
}

/** Options of {@link solanaTestWalletBrowserScript}: the config, with the secret key as bytes. */
export type SolanaTestWalletBrowserOptions = Omit<BrowserSolanaTestWalletConfig, 'secretKey'> & {
  secretKey: Uint8Array | number[]
}

/**
 * JavaScript source that installs the Solana test wallet in a page: registered through the Wallet
 * Standard events (apps using `@wallet-standard/app` see it), exposed as
 * `window.__porticoSolanaTestWallet` (`setMode`, `requests`, `address`, ...). Signing happens in the
 * page; signAndSendTransaction posts to `rpcUrl` (the local chain allows CORS). Node-only (esbuild).
 *
 * @example
 * await page.addInitScript(solanaTestWalletBrowserScript({ secretKey, rpcUrl: chain.rpcUrl, chains: [chain.caip2] }))
 */
export function solanaTestWalletBrowserScript(options: SolanaTestWalletBrowserOptions): string {
  const config: BrowserSolanaTestWalletConfig = {
    ...options,
    secretKey: Array.from(options.secretKey),
  }
  return `(() => {\n${solanaTestWalletBrowserBundle()}\n__porticoSolanaTestWalletBundle.install(${JSON.stringify(config)})\n})()`
}
