// Each family's address codec behind its own import(): the checksums' hash functions
// (@noble/hashes, @scure/base) then download when an adapter first needs them, not with the page.
// Kept apart from checked-address.ts so an app bundles only the loaders its adapters call.

/** The solana codec (base58 to 32 bytes). */
export const loadSolanaAddress = () => import('./solana-address.js')
/** The polkadot codec (SS58, blake2b). */
export const loadPolkadotAddress = () => import('./polkadot-address.js')
/** The bip122 codec (base58check with sha256, bech32 and bech32m). */
export const loadBitcoinAddress = () => import('./bitcoin-address.js')
