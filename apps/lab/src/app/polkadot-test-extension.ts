import { installPolkadotTestExtensionInPage } from '@portico/testing/polkadot-wallet'
import { labFamilies } from './lab-networks.js'
import { parseLabSettings } from './lab-settings.js'
import { readLabConfig } from './read-lab-config.js'

/**
 * The Polkadot test extension (`injectedWeb3['portico-test']`, //Alice and //Bob named) and a
 * second one: connecting must enable only the extension picked. A page script of its own, which
 * the lab's server adds before main.tsx only on a stack running Polkadot: its keyring's
 * @polkadot/util-crypto compiles WebAssembly as soon as it is imported, which the lab's CSP allows
 * ('wasm-unsafe-eval') only there. Installed before the kit starts, as a browser extension is.
 */
export type LabPolkadotTestExtension = ReturnType<typeof installPolkadotTestExtensionInPage>

const config = readLabConfig()
if (
  config.polkadot &&
  labFamilies(config, parseLabSettings(window.location.search).families).includes('polkadot')
) {
  ;(window as unknown as { __porticoLabPolkadot?: LabPolkadotTestExtension }).__porticoLabPolkadot =
    installPolkadotTestExtensionInPage({ dummyExtension: true })
}
