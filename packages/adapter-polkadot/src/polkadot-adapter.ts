import { type AdapterDefinition, defineAdapter } from '@portico/core'
import { lazyPolkadotAdapter } from './instance/lazy-polkadot-adapter.js'
import type { PolkadotAdapter, PolkadotAdapterOptions } from './polkadot-adapter-types.js'

/**
 * The polkadot adapter: injected extensions (`window.injectedWeb3`: Polkadot.js, Talisman,
 * SubWallet, Nova and any other), each enabled only when the user picks it; `signRaw` messages
 * verified before they are reported; native transfers (`balances.transferKeepAlive`) signed by the
 * extension. The instance's code downloads with the kit's start-up, after the page's first paint
 * (for a visitor with nothing to restore, at the first sign of interest); the chain client
 * (@polkadot/api) loads on the first balance, fee or transfer.
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [polkadotAdapter({ appName: 'My dapp' })],
 *   networks: [polkadot, kusama],
 *   projectId,
 * })
 */
export function polkadotAdapter(
  options: PolkadotAdapterOptions = {},
): AdapterDefinition<PolkadotAdapter> {
  return defineAdapter('polkadot', (context) => lazyPolkadotAdapter(options, context))
}
