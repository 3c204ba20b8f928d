import type { CaipNetworkId } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { defineNetwork } from './define-network.js'

/** CAIP-2 reference of every regtest chain: the first 16 bytes of the fixed regtest genesis hash. */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

export interface BitcoinRegtestParameters {
  /** Base URL of the node's Esplora-style REST API (balances, fee estimates, broadcast). */
  esploraUrl: string
  /** Display name (default "Bitcoin Regtest (simulated)": the UI says the coins are not real). */
  name?: string | undefined
  /** Block explorer of the local node, if one runs. */
  explorerUrl?: string | undefined
}

/**
 * A local Bitcoin regtest network (`bcrt1` addresses) read through an Esplora-style REST API. Every
 * regtest chain has the same genesis block, so the CAIP-2 id is always
 * `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`; the URL says which node.
 *
 * @example
 * const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
 * createAppKit({ adapters: [bitcoinAdapter({ networks: [regtest] })], networks: [regtest], projectId })
 */
export function bitcoinRegtest(
  parameters: BitcoinRegtestParameters,
): Network & { caipNetworkId: CaipNetworkId } {
  const url = new URL(parameters.esploraUrl)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError('esploraUrl must be an http(s) URL')
  return defineNetwork({
    id: BITCOIN_REGTEST_REFERENCE,
    chainNamespace: 'bip122',
    name: parameters.name ?? 'Bitcoin Regtest (simulated)',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [parameters.esploraUrl.replace(/\/+$/, '')] } },
    ...(parameters.explorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: parameters.explorerUrl } } }
      : {}),
    assets: { imageId: 'bitcoin' },
    testnet: true,
  })
}
