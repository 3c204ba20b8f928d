// SPEC §5 listing sizes (40 per page, 4 featured, 4 recommended, 100 per search). The wire client
// sends them, so they are defined once in @portico/api-client (the leaf) and only named here.
export {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '@portico/api-client'
