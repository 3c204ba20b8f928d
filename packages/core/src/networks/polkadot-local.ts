import type { CaipNetworkId } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { defineNetwork } from './define-network.js'

export interface PolkadotLocalParameters {
  /** The local chain's genesis hash (`0x` + 64 hex); its first 16 bytes are the CAIP-2 reference. */
  genesisHash: string
  /** WebSocket endpoint of the node (`ws://127.0.0.1:…`). */
  wsUrl: string
  /** The runtime's SS58 prefix: addresses are shown in it. */
  ss58Prefix: number
  decimals: number
  symbol: string
  /** Display name (default "Polkadot Local (simulated)": the UI says the tokens are not real). */
  name?: string | undefined
}

/** A polkadot network with the SS58 prefix its addresses use. */
export type PolkadotLocalNetwork = Network & { caipNetworkId: CaipNetworkId; ss58Prefix: number }

/**
 * A local Substrate chain (chopsticks, a dev node) as a polkadot network. The CAIP-2 id comes from
 * the genesis hash; the network carries `ss58Prefix`, which the polkadot adapter uses to encode
 * the extension's accounts for it.
 *
 * @example
 * const local = polkadotLocal({ genesisHash, wsUrl: 'ws://127.0.0.1:8000', ss58Prefix: 42, decimals: 12, symbol: 'UNIT' })
 * createAppKit({ adapters: [polkadotAdapter({ networks: [local] })], networks: [local], projectId })
 */
export function polkadotLocal(parameters: PolkadotLocalParameters): PolkadotLocalNetwork {
  if (!/^0x[0-9a-fA-F]{64}$/.test(parameters.genesisHash))
    throw new TypeError('genesisHash must be 0x followed by 64 hex characters')
  const url = new URL(parameters.wsUrl)
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw new TypeError('wsUrl must be a ws(s) URL')
  const { ss58Prefix, decimals, symbol } = parameters
  if (!Number.isInteger(ss58Prefix) || ss58Prefix < 0 || ss58Prefix > 16383)
    throw new TypeError('ss58Prefix must be an integer from 0 to 16383')
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 30)
    throw new TypeError('decimals must be an integer from 0 to 30')
  const httpUrl = parameters.wsUrl.replace(/^ws/, 'http')
  return defineNetwork({
    id: parameters.genesisHash.slice(2, 34).toLowerCase(),
    chainNamespace: 'polkadot',
    name: parameters.name ?? 'Polkadot Local (simulated)',
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [httpUrl], webSocket: [parameters.wsUrl] } },
    assets: { imageId: 'polkadot' },
    testnet: true,
    ss58Prefix,
  })
}
