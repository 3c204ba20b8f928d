import { defineNetwork } from './define-network.js'

// Polkadot relay chains: the CAIP-2 reference is the first 16 bytes of the genesis hash in hex.

/** Polkadot relay chain. */
export const polkadot = /*#__PURE__*/ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: false,
})

/** Kusama relay chain. */
export const kusama = /*#__PURE__*/ defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://kusama-rpc.polkadot.io'],
      webSocket: ['wss://kusama-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  assets: { imageId: 'kusama' },
  testnet: false,
})

/** Westend test relay chain. */
export const westend = /*#__PURE__*/ defineNetwork({
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://westend-rpc.polkadot.io'],
      webSocket: ['wss://westend-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: true,
})
