import {
  type AdapterConnection,
  type AdapterContext,
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
  type Connector,
  type Network,
} from '@portico/core'
import {
  adapterNetworks,
  createAdapterEvents,
  createRestoreWaits,
  createScopedClock,
  DEFAULT_REQUEST_TIMEOUT,
  DEFAULT_RESTORE_WAIT,
  lazyAddressCodec,
  loadBitcoinAddress,
  withTimeout,
} from '@portico/core/adapter-kit'
import { resolvePreferredAccountType } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import {
  type BitcoinAddressCodec,
  checkAddresses,
  inferReference,
} from '../accounts/account-entries.js'
import type {
  BitcoinAdapter,
  BitcoinAdapterOptions,
  StandardWallets,
} from '../bitcoin-adapter-types.js'
import { type FoundWallet, findWallets } from '../connectors/wallet-registry.js'
import { InvalidWalletAnswerError } from '../errors/invalid-wallet-answer-error.js'
import { toPorticoError } from '../errors/to-portico-error.js'
import {
  type BitcoinNetworkName,
  nameOfNetwork,
  referenceOfName,
} from '../networks/bitcoin-network-names.js'
import { createWalletConnectConnector } from '../walletconnect/walletconnect-connector.js'
import type { BitcoinWallet, WalletAccounts } from '../wallets/bitcoin-wallet.js'
import { createActingMethods } from './acting-methods.js'
import { bitcoinCapabilities } from './bitcoin-capabilities.js'
import {
  applyAddresses,
  connectionOf,
  handleWalletEvent,
  type SessionContext,
  type WalletSession,
} from './wallet-session.js'

const ALL_REFERENCES = (['Mainnet', 'Testnet', 'Testnet4', 'Signet', 'Regtest'] as const).map(
  referenceOfName,
)

const connectorTypes = {
  'sats-connect': 'INJECTED',
  'wallet-standard': 'ANNOUNCED',
  walletconnect: 'WALLET_CONNECT',
} as const

function toConnector(found: FoundWallet): Connector {
  return {
    id: found.id,
    name: found.name,
    type: connectorTypes[found.source],
    chain: 'bip122',
    ...(found.icon ? { imageUrl: found.icon } : {}),
    ...(found.source === 'walletconnect' ? {} : { installed: true }),
  }
}

/** Creates one bip122 adapter instance for one kit (see `bitcoinAdapter`). */
export function createBitcoinAdapter(
  options: BitcoinAdapterOptions,
  context: AdapterContext,
): BitcoinAdapter {
  const emitter = createAdapterEvents(context.warn)
  // Every timer of this instance (the request timeouts) is cleared at destroy and none starts
  // after it.
  const clock = createScopedClock(context.clock)
  const networks = adapterNetworks(
    options.networks,
    context.networks,
    (n) => n.chainNamespace === 'bip122',
  )
  const timeout = options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window)
  const preferred = resolvePreferredAccountType({
    namespace: 'bip122',
    configured: options.defaultAccountType ? { bip122: options.defaultAccountType } : undefined,
  })
  let standard: StandardWallets | undefined = options.wallets
  const offs: (() => void)[] = []
  let session: WalletSession | undefined
  let destroyed = false

  const networkName = (): BitcoinNetworkName => {
    const byReference = session && networks.find((n) => String(n.id) === session?.reference)
    return nameOfNetwork(byReference ?? networks[0] ?? { id: '' }) ?? 'Mainnet'
  }
  const walletConnect = options.walletConnect
    ? createWalletConnectConnector({
        options: options.walletConnect,
        context,
        networks,
        onDisplayUri: (uri) => emitter.emit('displayUri', { uri }),
      })
    : undefined
  const wallets = () => [
    ...findWallets(target, standard, networkName),
    ...(walletConnect ? [walletConnect.found] : []),
  ]
  // A restore waits for its wallet: a Wallet Standard registration makes it look again at once;
  // a sats-connect provider (its registry has no event) is looked for again when the wait ends.
  const [waitRestore, checkRestores, endRestores] = createRestoreWaits(clock)

  /** A wallet request with the timeout, its errors mapped to core's typed errors. */
  async function act<T>(method: string, run: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(run(), { clock, timeout, method })
    } catch (error) {
      // A malformed answer is refused where it was parsed; it is reported here, for every method.
      if (error instanceof InvalidWalletAnswerError)
        context.warn(`Refused the wallet's answer to ${error.method}`, error)
      throw toPorticoError(error)
    }
  }

  const sessionContext: SessionContext = {
    emitter,
    warn: context.warn,
    end: () => end(),
  }

  // The address codec (base58check with sha256, bech32: @noble/hashes, @scure/base) downloads
  // with the first connection or restore, not with the page.
  const addressCodec = lazyAddressCodec(loadBitcoinAddress)

  function end(): void {
    session?.unsubscribe()
    session = undefined
  }

  function start(
    codec: BitcoinAddressCodec,
    found: FoundWallet,
    wallet: BitcoinWallet,
    accounts: WalletAccounts,
    requested: Network | undefined,
  ): AdapterConnection {
    const references = networks.map((n) => String(n.id))
    if (requested) references.unshift(String(requested.id))
    const reference = accounts.network
      ? referenceOfName(accounts.network)
      : (inferReference(codec, accounts.addresses, references) ??
        inferReference(codec, accounts.addresses, ALL_REFERENCES))
    if (!reference) {
      context.warn('Refused wallet addresses of no known network', accounts.addresses)
      throw new InvalidWalletAnswerError('getAddresses')
    }
    const { accepted, refused } = checkAddresses(codec, accounts.addresses, reference)
    if (refused.length > 0) context.warn('Refused wallet addresses of another network', refused)
    if (accepted.length === 0) throw new InvalidWalletAnswerError('getAddresses')
    end()
    const created: WalletSession = {
      connectorId: found.id,
      wallet,
      reference,
      codec,
      addresses: accepted,
      activeType: preferred,
      unsubscribe: wallet.subscribe((event) => {
        if (session === created && !destroyed) handleWalletEvent(created, event, sessionContext)
      }),
    }
    session = created
    const sessionTopic = wallet.sessionTopic?.()
    return { ...connectionOf(created, found), ...(sessionTopic ? { sessionTopic } : {}) }
  }

  const acting = createActingMethods({
    options,
    networks,
    act,
    session: () => session,
    onSwitched(reference, addresses) {
      if (!session) return
      session.reference = reference
      emitter.emit('chainChanged', { chainId: reference })
      if (addresses) applyAddresses(session, addresses, sessionContext)
    },
  })

  return {
    namespace: 'bip122',
    capabilities: bitcoinCapabilities,
    ...acting,

    setup() {
      if (!standard) standard = getWallets()
      const changed = () => {
        checkRestores()
        if (!destroyed)
          emitter.emit('connectorsChanged', { connectors: wallets().map(toConnector) })
      }
      offs.push(standard.on('register', changed), standard.on('unregister', changed))
    },

    async destroy() {
      destroyed = true
      endRestores()
      for (const off of offs.splice(0)) off()
      // The wallet stays connected: the next instance over the same storage restores it.
      end()
      emitter.clear()
      clock.dispose()
      await walletConnect?.dispose()
    },

    getConnectors: () => wallets().map(toConnector),

    async connect({ connectorId, network }) {
      const found = wallets().find((w) => w.id === connectorId)
      if (!found)
        throw new AdapterOrConnectorNotFoundError({ details: `No Bitcoin wallet ${connectorId}` })
      const wallet = found.create()
      const name = network ? nameOfNetwork(network) : undefined
      // The codec downloads while the wallet answers: no address is read without its checksum.
      const [codec, accounts] = await Promise.all([
        addressCodec.load(),
        act('getAddresses', () =>
          wallet.connect({ network: name, message: options.connectMessage }),
        ),
      ])
      return start(codec, found, wallet, accounts, network)
    },

    async reconnect({ connectorId, network }) {
      const found = await waitRestore(
        () => wallets().find((w) => w.id === connectorId),
        options.restoreWait ?? DEFAULT_RESTORE_WAIT,
      )
      if (!found || destroyed) return undefined
      const wallet = found.create()
      const [codec, accounts] = await Promise.all([
        addressCodec.load(),
        act('wallet_getAccount', () => wallet.restore()),
      ])
      if (!accounts || accounts.addresses.length === 0) return undefined
      return start(codec, found, wallet, accounts, network)
    },

    async disconnect() {
      const current = session
      end()
      await current?.wallet.disconnect().catch(() => undefined)
    },

    on: emitter.on,

    async switchNetwork(network) {
      const name = nameOfNetwork(network)
      if (!name || !networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        throw new ChainNotSupportedError()
      await acting.switchWalletNetwork(network, name)
    },

    getProvider: () => session?.wallet.provider,

    // Core checks the addresses a connection or a wallet event brought, which came through the
    // codec; before its code is in, an address is refused, never accepted unchecked.
    validateAddress: (address) =>
      addressCodec.loaded?.validate(address, session?.reference) ?? false,

    selectAccount({ address }) {
      const entry = session?.addresses.find((a) => a.address === address)
      if (session && entry)
        session.activeType = entry.purpose === 'ordinals' ? 'ordinal' : 'payment'
    },
  }
}
