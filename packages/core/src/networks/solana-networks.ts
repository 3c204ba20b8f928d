import { defineNetwork } from './define-network.js'

// Solana networks: the CAIP-2 reference is the first 32 characters of the genesis hash.
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Solana mainnet-beta (genesis 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d). */
export const solana = /*#__PURE__*/ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  assets: { imageId: 'solana' },
  testnet: false,
})

/** Solana testnet (genesis 4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY). */
export const solanaTestnet = /*#__PURE__*/ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  assets: { imageId: 'solana' },
  testnet: true,
})

/** Solana devnet (genesis EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG). */
export const solanaDevnet = /*#__PURE__*/ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  assets: { imageId: 'solana' },
  testnet: true,
})
