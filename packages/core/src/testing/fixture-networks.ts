import type { Network } from '../types/network.js'

/** Minimal networks for core's own tests (not exported; apps use `networks/`). */
function evm(id: number, name: string, testnet = false): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
    testnet,
  }
}

export const testMainnet = evm(1, 'Ethereum')
export const testOptimism = evm(10, 'OP Mainnet')
export const testSepolia = evm(11155111, 'Sepolia', true)
export const testSolana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
export const testBitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
}

export const ALICE = '0x1111111111111111111111111111111111111111'
export const BOB = '0x2222222222222222222222222222222222222222'
export const SOL_ALICE = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
