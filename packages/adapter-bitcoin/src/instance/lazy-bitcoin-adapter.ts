import type { AdapterContext } from '@portico/core'
import { lazyAdapter } from '@portico/core/adapter-kit'
import type { BitcoinAdapter, BitcoinAdapterOptions } from '../bitcoin-adapter-types.js'
import { bitcoinCapabilities } from './bitcoin-capabilities.js'

/** The instance's methods that only run once it is set up: each waits for its code. */
const DEFERRED = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'signPsbt',
  'verifyMessage',
  'sendTransaction',
  'estimateGas',
  'estimateFee',
  'getBalance',
  'getCapabilities',
  'request',
] as const satisfies readonly (keyof BitcoinAdapter)[]

/**
 * The bip122 instance a page creates with its kit (core's `lazyAdapter`), whose code (the
 * sats-connect and Wallet Standard registries, the wallet sessions, Esplora) downloads with
 * `setup()` instead of with the page. With no saved bip122 connection to restore, the kit sets it
 * up at the visitor's first sign of interest. Wallets are found then: sats-connect's
 * `btc_providers` is read on each look, and Wallet Standard wallets registered earlier answer the
 * `app-ready` event of the registry setup() opens.
 */
export function lazyBitcoinAdapter(
  options: BitcoinAdapterOptions,
  context: AdapterContext,
): BitcoinAdapter {
  return lazyAdapter<BitcoinAdapter, (typeof DEFERRED)[number], 'selectAccount'>({
    namespace: 'bip122',
    capabilities: bitcoinCapabilities,
    setupOnInterest: true,
    deferred: DEFERRED,
    // No session before the code is in: as on the instance, there is no account to select.
    before: { selectAccount: () => {} },
    load: () =>
      import('./create-bitcoin-adapter.js').then(({ createBitcoinAdapter }) =>
        createBitcoinAdapter(options, context),
      ),
  })
}
