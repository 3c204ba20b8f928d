import type {
  AdapterCapabilities,
  AdapterContext,
  AdapterEventMap,
  AdapterEventName,
  Unsubscribe,
} from '@portico/core'
import { afterNextPaint, loadOnce } from '@portico/core/adapter-kit'
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

type Deferred = (typeof DEFERRED)[number]
type AnyAsync = (...args: unknown[]) => Promise<unknown>

/**
 * The eip155 instance a page creates with its kit, whose code (wagmi, viem, the connectors and
 * discovery) downloads with `setup()` instead of with the page: the button and the provider paint
 * without parsing it, and the start-up of the kit (restore, discovery) begins right after that
 * first paint. Until
 * then it behaves as an instance that is not set up yet: no connectors, no provider, listeners
 * kept and handed over; a call before `setup()` waits for the code and then meets the instance's
 * own "setup() not called" error.
 *
 * With no wagmi config of the app's own to share, it asks to be set up at the visitor's first
 * sign of interest (`setupOnInterest`) when there is no saved connection to restore: a visitor
 * who never points at the kit never downloads wagmi and viem.
 */
export function lazyEvmAdapter(options: EvmAdapterOptions, context: AdapterContext): EvmAdapter {
  let loaded: EvmAdapter | undefined
  let destroyed = false
  const handOver = new Set<(instance: EvmAdapter) => void>()

  // A failed download (offline, a deploy in between) is retried by the next call.
  const instance = loadOnce(() =>
    import('./create-evm-adapter.js').then(({ createEvmAdapter }) => {
      const created = createEvmAdapter(options, context)
      loaded = created
      for (const attach of handOver) attach(created)
      handOver.clear()
      return created
    }),
  )

  const deferred = Object.fromEntries(
    DEFERRED.map((name) => [
      name,
      (...args: unknown[]): Promise<unknown> => {
        const call = (created: EvmAdapter) => (created[name] as AnyAsync).apply(created, args)
        // Once the instance is in, a call starts in the caller's turn, as on the instance itself.
        if (!loaded) return instance().then(call)
        try {
          return call(loaded)
        } catch (error) {
          return Promise.reject(error)
        }
      },
    ]),
  ) as Pick<EvmAdapter, Deferred>

  return {
    namespace: 'eip155',
    // Data answers at once: core reads it before the instance's code is in.
    capabilities: evmCapabilities,
    // The app's own wagmi config means its code is in the page already, and the app's wagmi may
    // connect on its own: the kit watches it from the start.
    setupOnInterest: options.wagmiConfig === undefined,
    // The address codec is the instance's, so its EIP-55 check (keccak) downloads with the
    // instance, not with the page. Core checks only addresses a connection or a wallet event
    // brought, which come from the instance; before it is in, a check refuses, never accepts.
    validateAddress: (address) => loaded?.validateAddress(address) ?? false,
    normalizeAddressInput: (input) => loaded?.normalizeAddressInput?.(input),
    async setup() {
      await afterNextPaint()
      if (destroyed) return
      const created = await instance()
      if (!destroyed) await created.setup()
    },
    getConnectors: () => loaded?.getConnectors() ?? [],
    getProvider: () => loaded?.getProvider(),
    getWagmiConfig: () => loaded?.getWagmiConfig(),
    on<E extends AdapterEventName>(
      event: E,
      listener: (payload: AdapterEventMap[E]) => void,
    ): Unsubscribe {
      if (loaded) return loaded.on(event, listener)
      let off: Unsubscribe | undefined
      const attach = (created: EvmAdapter) => {
        off = created.on(event, listener)
      }
      handOver.add(attach)
      return () => {
        handOver.delete(attach)
        off?.()
      }
    },
    ...deferred,
    async destroy() {
      if (destroyed) return
      destroyed = true
      handOver.clear()
      const created = loaded ?? (await instance.current()?.catch(() => undefined))
      await created?.destroy()
    },
  }
}
