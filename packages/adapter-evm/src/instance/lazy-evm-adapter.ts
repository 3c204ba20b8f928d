import type { AdapterCapabilities, AdapterContext } from '@portico/core'
import { lazyAdapter } from '@portico/core/adapter-kit'
import type { EvmAdapter, EvmAdapterOptions } from '../evm-adapter-types.js'

/**
 * What an eip155 account can do in the kit: ERC-20 tokens, NFTs and names from the data API,
 * swaps, fees as gas × gas price, EOAs and (through the embedded wallet) smart accounts. Here, in
 * the module the page loads, because core reads it before the instance's code is in.
 */
export const evmCapabilities: AdapterCapabilities = {
  tokens: true,
  nfts: true,
  names: true,
  swaps: true,
  feeModel: 'gas',
  sendFailedText: 'somethingWentWrong',
}

/** The instance's methods that only run once it is set up: each waits for its code. */
const DEFERRED = [
  'connect',
  'prepareConnector',
  'reloadAuthConnector',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'signTypedData',
  'sendTransaction',
  'estimateGas',
  'getBalance',
  'getTokenDecimals',
  'transferToken',
  'getCapabilities',
  'getAssets',
  'getWalletBalances',
  'sendCalls',
  'getCallsStatus',
  'grantPermissions',
  'revokePermissions',
  'getEnsName',
  'getEnsAvatar',
  'request',
] as const satisfies readonly (keyof EvmAdapter)[]

/**
 * The eip155 instance a page creates with its kit, whose code (wagmi, viem, the connectors and
 * discovery) downloads with `setup()` instead of with the page: core's stand-in (`lazyAdapter`)
 * with the eip155 parts as data. Until then it behaves as an instance that is not set up yet: no
 * connectors, no provider, no wagmi config, listeners kept and handed over; a call before
 * `setup()` waits for the code and then meets the instance's own "setup() not called" error.
 *
 * With no wagmi config of the app's own to share, it asks to be set up at the visitor's first
 * sign of interest (`setupOnInterest`) when there is no saved connection to restore: a visitor
 * who never points at the kit never downloads wagmi and viem.
 */
export function lazyEvmAdapter(options: EvmAdapterOptions, context: AdapterContext): EvmAdapter {
  return lazyAdapter<
    EvmAdapter,
    (typeof DEFERRED)[number],
    'normalizeAddressInput' | 'getWagmiConfig'
  >({
    namespace: 'eip155',
    capabilities: evmCapabilities,
    // The app's own wagmi config means its code is in the page already, and the app's wagmi may
    // connect on its own: the kit watches it from the start.
    setupOnInterest: options.wagmiConfig === undefined,
    deferred: DEFERRED,
    // The address codec is the instance's, so its EIP-55 check (keccak) downloads with the
    // instance, not with the page.
    before: { normalizeAddressInput: () => undefined, getWagmiConfig: () => undefined },
    load: () =>
      import('./create-evm-adapter.js').then(({ createEvmAdapter }) =>
        createEvmAdapter(options, context),
      ),
  })
}
