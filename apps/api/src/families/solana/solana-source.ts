import { createSolanaRpc, isAddress } from '@solana/kit'
import * as v from 'valibot'
import { ApiError } from '../../http/api-error.js'
import type { FamilyDataSource, FamilyFactory } from '../family-source.js'
import { readSolanaBalances } from './solana-balances.js'
import { SolanaFamilyConfigSchema, solanaCaip2 } from './solana-config.js'
import { readSolanaHistory } from './solana-history.js'
import { createSolanaIndexer } from './solana-indexer.js'
import { createTokenMetadataReader } from './solana-token-metadata.js'

const DEFAULT_TOKEN_LIMIT = 100

function checkedAddress(address: string): string {
  if (!isAddress(address)) throw new ApiError(400, 'Invalid address', 'address')
  return address
}

/**
 * `families.solana`: balances (SOL + SPL through getBalance / getTokenAccountsByOwner, names from
 * Metaplex metadata, cleaned) and history (SOL/SPL transfers indexed into the server's database
 * from getSignaturesForAddress / getTransaction, synced when asked) of one cluster.
 */
export const solanaFamily: FamilyFactory = {
  key: 'solana',
  async create(section, context) {
    const parsed = v.safeParse(SolanaFamilyConfigSchema, section)
    if (!parsed.success) {
      throw new Error(`api config: families.solana: ${parsed.issues[0]?.message ?? 'invalid'}`)
    }
    const config = parsed.output
    const rpc = createSolanaRpc(config.rpcUrl)
    const chain = solanaCaip2(config.genesisHash)
    const native = config.native ?? { name: 'Solana', symbol: 'SOL' }
    const pricing = { prices: context.prices, byMint: config.prices ?? {} }
    const metadata = createTokenMetadataReader(rpc)
    const indexer = createSolanaIndexer({ rpc, db: context.db, leases: context.leases, chain })
    const source: FamilyDataSource = {
      namespace: 'solana',
      chains: [chain],
      addressesIgnoreCase: false,
      historyWithoutChain: 'first-chain',
      isAddress: (address) => isAddress(address),
      balances: ({ address, iconUrl }) =>
        readSolanaBalances({
          rpc,
          owner: checkedAddress(address),
          caip2: chain,
          native,
          pricing,
          metadata,
          iconUrl,
          tokenLimit: config.tokenLimit ?? DEFAULT_TOKEN_LIMIT,
        }),
      async history({ address, cursor, pageSize, tokenImageUrl }) {
        const owner = checkedAddress(address)
        await indexer.sync(owner)
        return readSolanaHistory({
          db: context.db,
          chain,
          owner,
          cursor,
          pageSize,
          native,
          pricing,
          metadata,
          tokenImageUrl,
        })
      },
      async close() {},
    }
    return source
  },
}
