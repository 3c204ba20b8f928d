import { defineNetwork } from './define-network.js'

// EVM networks of SPEC §9 (mainnets and their main testnets), plus Fantom and Kaia, which the
// swap network list names. One constant each so bundlers drop the ones an app does not import.

/** Ethereum (eip155:1). */
export const mainnet = /*#__PURE__*/ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageId: 'ethereum' },
  testnet: false,
})

/** Sepolia (eip155:11155111). */
export const sepolia = /*#__PURE__*/ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  assets: { imageId: 'ethereum' },
  testnet: true,
})

/** Holesky (eip155:17000). */
export const holesky = /*#__PURE__*/ defineNetwork({
  id: 17000,
  chainNamespace: 'eip155',
  name: 'Holesky',
  nativeCurrency: { name: 'Holesky Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-holesky-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://holesky.etherscan.io' } },
  assets: { imageId: 'ethereum' },
  testnet: true,
})

/** Hoodi (eip155:560048). */
export const hoodi = /*#__PURE__*/ defineNetwork({
  id: 560048,
  chainNamespace: 'eip155',
  name: 'Hoodi',
  nativeCurrency: { name: 'Hoodi Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.hoodi.ethpandaops.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://hoodi.etherscan.io' } },
  assets: { imageId: 'ethereum' },
  testnet: true,
})

/** OP Mainnet (eip155:10). */
export const optimism = /*#__PURE__*/ defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  assets: { imageId: 'optimism' },
  testnet: false,
})

/** OP Sepolia (eip155:11155420). */
export const optimismSepolia = /*#__PURE__*/ defineNetwork({
  id: 11155420,
  chainNamespace: 'eip155',
  name: 'OP Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  },
  assets: { imageId: 'optimism' },
  testnet: true,
})

/** Arbitrum One (eip155:42161). */
export const arbitrum = /*#__PURE__*/ defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  assets: { imageId: 'arbitrum' },
  testnet: false,
})

/** Arbitrum Sepolia (eip155:421614). */
export const arbitrumSepolia = /*#__PURE__*/ defineNetwork({
  id: 421614,
  chainNamespace: 'eip155',
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  assets: { imageId: 'arbitrum' },
  testnet: true,
})

/** Polygon (eip155:137). */
export const polygon = /*#__PURE__*/ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  assets: { imageId: 'polygon' },
  testnet: false,
})

/** Polygon Amoy (eip155:80002). */
export const polygonAmoy = /*#__PURE__*/ defineNetwork({
  id: 80002,
  chainNamespace: 'eip155',
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  assets: { imageId: 'polygon' },
  testnet: true,
})

/** Celo (eip155:42220). */
export const celo = /*#__PURE__*/ defineNetwork({
  id: 42220,
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  assets: { imageId: 'celo' },
  testnet: false,
})

/** Celo Alfajores (eip155:44787). */
export const celoAlfajores = /*#__PURE__*/ defineNetwork({
  id: 44787,
  chainNamespace: 'eip155',
  name: 'Celo Alfajores',
  nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://alfajores-forno.celo-testnet.org'] } },
  blockExplorers: {
    default: { name: 'Celo Explorer', url: 'https://celo-alfajores.blockscout.com' },
  },
  assets: { imageId: 'celo' },
  testnet: true,
})

/** Aurora (eip155:1313161554). */
export const aurora = /*#__PURE__*/ defineNetwork({
  id: 1313161554,
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  assets: { imageId: 'aurora' },
  testnet: false,
})

/** Aurora Testnet (eip155:1313161555). */
export const auroraTestnet = /*#__PURE__*/ defineNetwork({
  id: 1313161555,
  chainNamespace: 'eip155',
  name: 'Aurora Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' } },
  assets: { imageId: 'aurora' },
  testnet: true,
})

/** BNB Smart Chain (eip155:56). */
export const bsc = /*#__PURE__*/ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  assets: { imageId: 'bsc' },
  testnet: false,
})

/** BNB Smart Chain Testnet (eip155:97). */
export const bscTestnet = /*#__PURE__*/ defineNetwork({
  id: 97,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  assets: { imageId: 'bsc' },
  testnet: true,
})

/** Avalanche (eip155:43114). */
export const avalanche = /*#__PURE__*/ defineNetwork({
  id: 43114,
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  assets: { imageId: 'avalanche' },
  testnet: false,
})

/** Avalanche Fuji (eip155:43113). */
export const avalancheFuji = /*#__PURE__*/ defineNetwork({
  id: 43113,
  chainNamespace: 'eip155',
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  assets: { imageId: 'avalanche' },
  testnet: true,
})

/** ZKsync Era (eip155:324). */
export const zksync = /*#__PURE__*/ defineNetwork({
  id: 324,
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  assets: { imageId: 'zksync' },
  testnet: false,
})

/** ZKsync Sepolia Testnet (eip155:300). */
export const zksyncSepolia = /*#__PURE__*/ defineNetwork({
  id: 300,
  chainNamespace: 'eip155',
  name: 'ZKsync Sepolia Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.era.zksync.dev'] } },
  blockExplorers: {
    default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io' },
  },
  assets: { imageId: 'zksync' },
  testnet: true,
})

/** Gnosis (eip155:100). */
export const gnosis = /*#__PURE__*/ defineNetwork({
  id: 100,
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  assets: { imageId: 'gnosis' },
  testnet: false,
})

/** Gnosis Chiado (eip155:10200). */
export const gnosisChiado = /*#__PURE__*/ defineNetwork({
  id: 10200,
  chainNamespace: 'eip155',
  name: 'Gnosis Chiado',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.chiadochain.net'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://gnosis-chiado.blockscout.com' } },
  assets: { imageId: 'gnosis' },
  testnet: true,
})

/** Base (eip155:8453). */
export const base = /*#__PURE__*/ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageId: 'base' },
  testnet: false,
})

/** Base Sepolia (eip155:84532). */
export const baseSepolia = /*#__PURE__*/ defineNetwork({
  id: 84532,
  chainNamespace: 'eip155',
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  assets: { imageId: 'base' },
  testnet: true,
})

/** Zora (eip155:7777777). */
export const zora = /*#__PURE__*/ defineNetwork({
  id: 7777777,
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  assets: { imageId: 'zora' },
  testnet: false,
})

/** Zora Sepolia (eip155:999999999). */
export const zoraSepolia = /*#__PURE__*/ defineNetwork({
  id: 999999999,
  chainNamespace: 'eip155',
  name: 'Zora Sepolia',
  nativeCurrency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.rpc.zora.energy'] } },
  blockExplorers: {
    default: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy' },
  },
  assets: { imageId: 'zora' },
  testnet: true,
})

/** Fantom (eip155:250). */
export const fantom = /*#__PURE__*/ defineNetwork({
  id: 250,
  chainNamespace: 'eip155',
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpcapi.fantom.network'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  assets: { imageId: 'fantom' },
  testnet: false,
})

/** Kaia (eip155:8217). */
export const kaia = /*#__PURE__*/ defineNetwork({
  id: 8217,
  chainNamespace: 'eip155',
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  assets: { imageId: 'kaia' },
  testnet: false,
})
