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

// Asset Hubs (system parachains holding the relay's native token since the 2025 migration of
// balances): the same token and SS58 prefix as their relay, their own genesis hash.

/** Polkadot Asset Hub (statemint). */
export const polkadotAssetHub = /*#__PURE__*/ defineNetwork({
  id: '68d56f15f85d3136970ec16946040bc1',
  chainNamespace: 'polkadot',
  name: 'Polkadot Asset Hub',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: {
    default: {
      http: ['https://polkadot-asset-hub-rpc.polkadot.io'],
      webSocket: ['wss://polkadot-asset-hub-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://assethub-polkadot.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: false,
})

/** Kusama Asset Hub (statemine). */
export const kusamaAssetHub = /*#__PURE__*/ defineNetwork({
  id: '48239ef607d7928874027a43a6768920',
  chainNamespace: 'polkadot',
  name: 'Kusama Asset Hub',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://kusama-asset-hub-rpc.polkadot.io'],
      webSocket: ['wss://kusama-asset-hub-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://assethub-kusama.subscan.io' } },
  assets: { imageId: 'kusama' },
  testnet: false,
})

/** Westend Asset Hub (westmint), the test Asset Hub. */
export const westendAssetHub = /*#__PURE__*/ defineNetwork({
  id: '67f9723393ef76214df0118c34bbbd3d',
  chainNamespace: 'polkadot',
  name: 'Westend Asset Hub',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://westend-asset-hub-rpc.polkadot.io'],
      webSocket: ['wss://westend-asset-hub-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://assethub-westend.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: true,
})
