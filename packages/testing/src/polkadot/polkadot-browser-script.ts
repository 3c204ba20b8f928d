import { buildSync } from 'esbuild'
import { siblingModulePath } from '../browser/sibling-module.js'
import type { BrowserPolkadotTestExtensionConfig } from './polkadot-browser-entry.js'

let bundle: string | undefined

/** The in-page extension bundle (an IIFE defining `__porticoPolkadotExtensionBundle`), built once per process. */
export function polkadotTestExtensionBrowserBundle(): string {
  if (bundle !== undefined) return bundle
  const result = buildSync({
    entryPoints: [siblingModulePath(import.meta.url, './polkadot-browser-entry')],
    bundle: true,
    format: 'iife',
    globalName: '__porticoPolkadotExtensionBundle',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no Polkadot test extension bundle')
  bundle = file.text
  return bundle
}

/**
 * JavaScript source that installs the Polkadot test extension in a page:
 * `window.injectedWeb3['portico-test']` (plus `'portico-dummy'` with `dummyExtension: true`) and
 * `window.__porticoPolkadotExtension` (`setMode`, `enabledOrigins`, `requests`, `setAccounts`).
 * Keys and signing live in the page. Bundled with esbuild at the first call (no build step).
 *
 * @example
 * await page.addInitScript(polkadotTestExtensionBrowserScript({ mode: 'approve', dummyExtension: true }))
 * await page.evaluate(() => window.__porticoPolkadotExtension.setMode('reject'))
 */
export function polkadotTestExtensionBrowserScript(
  config: BrowserPolkadotTestExtensionConfig = {},
): string {
  return `(() => {\n${polkadotTestExtensionBrowserBundle()}\n__porticoPolkadotExtensionBundle.install(${JSON.stringify(config)})\n})()`
}

export type { BrowserPolkadotTestExtensionConfig }
