// The spec's numbers that both the clients and core use, defined once here (api-client is the leaf;
// core re-exports them). A module of plain constants: importing one pulls in no client or schema code.

// SPEC §5 listing sizes.
/** Wallets per page of the "all wallets" list. */
export const WALLET_LIST_PAGE_SIZE = 40
/** Featured wallets fetched for the connect view. */
export const FEATURED_WALLETS_COUNT = 4
/** Recommended wallets fetched for the connect view. */
export const RECOMMENDED_WALLETS_COUNT = 4
/** Entries asked for by a search. */
export const WALLET_SEARCH_PAGE_SIZE = 100

// SPEC §9 cache lifetimes.
/** SPEC §9: portfolio and native balance caches last 30 s. */
export const BALANCE_CACHE_MS = 30_000
/** SPEC §9: name service and identity caches last 5 min. */
export const NAME_CACHE_MS = 5 * 60_000
