import { defineAdapter } from '@portico/core'
import type {
  BitcoinAdapter,
  BitcoinAdapterDefinition,
  BitcoinAdapterOptions,
} from './bitcoin-adapter-types.js'
import { lazyBitcoinAdapter } from './instance/lazy-bitcoin-adapter.js'

export { DEFAULT_REQUEST_TIMEOUT } from '@portico/core/adapter-kit'

/**
 * The bip122 chain adapter, as a definition: `createAppKit` creates one instance per kit from it.
 * An instance offers the wallets of sats-connect's provider registry (Xverse and the wallets that
 * list themselves in `btc_providers`) and Wallet Standard wallets with `bitcoin:` features, each
 * once; connects the payment and ordinals addresses (payment active by default, SPEC §6), signs
 * messages with BIP-322 / BIP-137 and verifies them before answering, pays satoshis
 * (`sendTransfer`), signs PSBTs, estimates fees and reads balances through Esplora, and switches
 * mainnet / testnet / signet / regtest. Errors are core's typed errors. The instance's code
 * downloads with the kit's start-up, after the page's first paint (for a visitor with nothing to
 * restore, at the first sign of interest).
 *
 * @example
 * const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
 * const kit = createAppKit({
 *   adapters: [bitcoinAdapter({ walletConnect: { projectId } })],
 *   networks: [bitcoin, regtest],
 *   projectId,
 * })
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapterDefinition {
  return defineAdapter<BitcoinAdapter>('bip122', (context) => lazyBitcoinAdapter(options, context))
}
