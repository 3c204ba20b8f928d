// Bundled by `polkadotTestExtensionBrowserScript` into a script injected into pages: installs the
// test extension into `window.injectedWeb3` (and optionally a second, dummy extension).
import type { InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { injectByPresence } from '../wallet/wallet-presence.js'
import {
  type CreatePolkadotTestExtensionOptions,
  createPolkadotTestExtension,
  type PolkadotTestExtension,
} from './test-extension.js'
import type { PolkadotTestAccountOptions } from './test-extension-accounts.js'

/** Configuration of the in-page extension (JSON-serialisable). */
export interface BrowserPolkadotTestExtensionConfig extends CreatePolkadotTestExtensionOptions {
  /**
   * Also inject a second extension (default name 'portico-dummy', account //Ferdie), so a test can
   * prove a dapp enabled only the extension the user picked. Default false.
   */
  dummyExtension?: boolean | { name?: string; accounts?: PolkadotTestAccountOptions[] }
}

/** What the in-page extension adds to `window` (cast `window` to it inside `page.evaluate`). */
export interface PolkadotTestExtensionPageGlobals {
  injectedWeb3?: Record<string, InjectedWindowProvider>
  /** The main test extension. */
  __porticoPolkadotExtension?: PolkadotTestExtension
  /** Every installed test extension by name (the dummy one too). */
  __porticoPolkadotExtensions?: Record<string, PolkadotTestExtension>
}

export function install(config: BrowserPolkadotTestExtensionConfig = {}): PolkadotTestExtension {
  const { dummyExtension, ...options } = config
  const page = window as unknown as PolkadotTestExtensionPageGlobals
  const extension = createPolkadotTestExtension(options)
  injectByPresence(extension.name, () => extension.inject(page))
  page.__porticoPolkadotExtension = extension
  page.__porticoPolkadotExtensions = {
    ...page.__porticoPolkadotExtensions,
    [extension.name]: extension,
  }
  if (dummyExtension) {
    const dummyOptions = dummyExtension === true ? {} : dummyExtension
    const dummy = createPolkadotTestExtension({
      name: dummyOptions.name ?? 'portico-dummy',
      accounts: dummyOptions.accounts ?? [{ uri: '//Ferdie', name: 'Ferdie (dummy)' }],
      ...(options.ss58Format !== undefined ? { ss58Format: options.ss58Format } : {}),
    })
    dummy.inject(page)
    page.__porticoPolkadotExtensions[dummy.name] = dummy
  }
  return extension
}
