/** An NFT an account holds now (the data API's `/nfts` shape), defined once by its schema in api-client. */
export type { NftHolding } from '@portico/api-client'
