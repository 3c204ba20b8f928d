import { defineNetwork } from './define-network.js'

// bip122 networks: the CAIP-2 reference is the first 16 bytes of the genesis block hash in hex.
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** Bitcoin mainnet. */
export const bitcoin = /*#__PURE__*/ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  assets: { imageId: 'bitcoin' },
  testnet: false,
})

/** Bitcoin testnet3. */
export const bitcoinTestnet = /*#__PURE__*/ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { ...btc, symbol: 'tBTC' },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
})

/** Bitcoin testnet4 (BIP-94). */
export const bitcoinTestnet4 = /*#__PURE__*/ defineNetwork({
  id: '00000000da84f2bafbbc53dee25a72ae',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet4',
  nativeCurrency: { ...btc, symbol: 'tBTC' },
  rpcUrls: { default: { http: ['https://mempool.space/testnet4/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet4' } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
})

/** Bitcoin signet (the default BIP-325 signet; addresses share testnet's `tb1` / m / n / 2). */
export const bitcoinSignet = /*#__PURE__*/ defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: { ...btc, symbol: 'sBTC' },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
})
