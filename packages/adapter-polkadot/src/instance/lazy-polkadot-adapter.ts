import { type AdapterContext, UnauthorizedError } from '@portico/core'
import { lazyAdapter } from '@portico/core/adapter-kit'
import type { PolkadotAdapter, PolkadotAdapterOptions } from '../polkadot-adapter-types.js'
import { polkadotCapabilities } from './polkadot-capabilities.js'

/** The instance's methods that only run once it is set up: each waits for its code. */
const DEFERRED = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'estimateGas',
  'estimateFee',
  'getBalance',
  'getBalances',
  'getExistentialDeposit',
  'getCapabilities',
  'request',
] as const satisfies readonly (keyof PolkadotAdapter)[]

/**
 * The polkadot instance a page creates with its kit (core's `lazyAdapter`), whose code (extension
 * discovery, the wallet sessions, the request timeouts) downloads with `setup()` instead of with
 * the page. With no saved polkadot connection to restore, the kit sets it up at the visitor's
 * first sign of interest; `injectedWeb3` is read then, and again once the document has loaded.
 */
export function lazyPolkadotAdapter(
  options: PolkadotAdapterOptions,
  context: AdapterContext,
): PolkadotAdapter {
  return lazyAdapter<PolkadotAdapter, (typeof DEFERRED)[number], 'selectAccount' | 'getAccounts'>({
    namespace: 'polkadot',
    capabilities: polkadotCapabilities,
    setupOnInterest: true,
    deferred: DEFERRED,
    // No extension is connected before the code is in: the instance's own answers then.
    before: {
      selectAccount: () => {
        throw new UnauthorizedError({ details: 'No extension is connected.' })
      },
      getAccounts: () => [],
    },
    load: () =>
      import('./create-polkadot-adapter.js').then(({ createPolkadotAdapter }) =>
        createPolkadotAdapter(options, context),
      ),
  })
}
