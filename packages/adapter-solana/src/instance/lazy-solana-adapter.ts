import type { AdapterContext, Network } from '@portico/core'
import { adapterNetworks, lazyAdapter } from '@portico/core/adapter-kit'
import { isSolanaNetwork } from '../networks/clusters.js'
import type { SolanaAdapter, SolanaAdapterOptions } from '../solana-adapter-types.js'
import { solanaCapabilities } from './solana-capabilities.js'

/** The instance's methods that only run once it is set up: each waits for its code. */
const DEFERRED = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'signTransaction',
  'signAndSendTransaction',
  'sendTransaction',
  'estimateGas',
  'estimateFee',
  'getBalance',
  'getTokenDecimals',
  'getCapabilities',
  'request',
] as const satisfies readonly (keyof SolanaAdapter)[]

/**
 * The solana instance a page creates with its kit (core's `lazyAdapter`), whose code (Wallet
 * Standard discovery, the wallet backends, the session) downloads with `setup()` instead of with
 * the page. With no saved solana connection to restore, the kit sets it up at the visitor's first
 * sign of interest. Wallets registered before it is set up are found then: the Wallet Standard's
 * `app-ready` event, dispatched at setup, asks them to register.
 */
export function lazySolanaAdapter(
  options: SolanaAdapterOptions,
  context: AdapterContext,
): SolanaAdapter {
  return lazyAdapter<SolanaAdapter, (typeof DEFERRED)[number], 'getNetwork'>({
    namespace: 'solana',
    capabilities: solanaCapabilities,
    setupOnInterest: true,
    deferred: DEFERRED,
    // Before the code is in, the network the instance starts on: the first of the adapter's own.
    before: {
      getNetwork: () =>
        adapterNetworks(options.networks, context.networks, isSolanaNetwork)[0] as Network,
    },
    load: () =>
      import('./create-solana-adapter.js').then(({ createSolanaAdapter }) =>
        createSolanaAdapter(options, context),
      ),
  })
}
