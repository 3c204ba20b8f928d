import * as SolanaAddress from '../caip/solana-address.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { defineNetwork } from './define-network.js'

export interface SolanaLocalnetParameters {
  /** The local chain's genesis hash (base58 of 32 bytes, `getGenesisHash`). */
  genesisHash: string
  /** JSON-RPC URL of the local chain (`http://127.0.0.1:PORT`). */
  rpcUrl: string
  /** WebSocket URL for subscriptions (`ws://127.0.0.1:PORT`). */
  wsUrl?: string | undefined
  /** Display name (default "Solana Local (simulated)": the UI says the coins are not real). */
  name?: string | undefined
}

function checkUrl(value: string, protocols: readonly string[], what: string): string {
  const url = new URL(value)
  if (!protocols.includes(url.protocol))
    throw new TypeError(`${what} must be a ${protocols[0]} URL`)
  return value.replace(/\/+$/, '')
}

/**
 * A local Solana cluster (a test validator or a simulated chain). Every local chain has its own
 * genesis, so the CAIP-2 id is `solana:` + the first 32 characters of its genesis hash, as for the
 * public clusters; a wallet knows it as the Wallet Standard chain `solana:localnet`.
 *
 * @example
 * const local = solanaLocalnet({ genesisHash, rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' })
 * createAppKit({ adapters: [solanaAdapter()], networks: [local], projectId })
 */
export function solanaLocalnet(
  parameters: SolanaLocalnetParameters,
): Network & { caipNetworkId: CaipNetworkId } {
  // A genesis hash has the shape of an address: base58 decoding to exactly 32 bytes.
  if (!SolanaAddress.validate(parameters.genesisHash))
    throw new TypeError('genesisHash must be a base58 hash of 32 bytes')
  const http = checkUrl(parameters.rpcUrl, ['http:', 'https:'], 'rpcUrl')
  const ws = parameters.wsUrl ? checkUrl(parameters.wsUrl, ['ws:', 'wss:'], 'wsUrl') : undefined
  return defineNetwork({
    id: parameters.genesisHash.slice(0, 32),
    chainNamespace: 'solana',
    name: parameters.name ?? 'Solana Local (simulated)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [http], ...(ws ? { webSocket: [ws] } : {}) } },
    assets: { imageId: 'solana' },
    testnet: true,
  })
}
