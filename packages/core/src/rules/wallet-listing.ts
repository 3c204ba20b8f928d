/** Wallet directory page size (SPEC §5). */
export const WALLET_LIST_PAGE_SIZE = 40
/** Featured wallets shown on the connect view (SPEC §5). */
export const FEATURED_WALLETS_COUNT = 4
/** Recommended wallets shown on the connect view (SPEC §5). */
export const RECOMMENDED_WALLETS_COUNT = 4
/** Wallet directory search page size (SPEC §5). */
export const WALLET_SEARCH_PAGE_SIZE = 100
