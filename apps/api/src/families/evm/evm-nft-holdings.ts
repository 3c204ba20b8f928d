import type { NftHolding } from '@portico/api-client'
import { NftHoldingSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import type { Database } from '../../db/database.js'

/** Most NFTs listed for one account. */
export const NFT_HOLDINGS_LIMIT = 1000

/**
 * The ERC-721 tokens an address holds now, by the indexed transfers: a token counts only when
 * its latest confirmed transfer (by block, transaction index and log index) went to the
 * address, so one received and later sent away is no longer listed. Newest first.
 */
export async function readNftHoldings(params: {
  db: Database
  address: string
  chainId?: number | undefined
  spam: ReadonlySet<string>
  assetImageUrl: (id: string) => string
}): Promise<NftHolding[]> {
  const address = params.address.toLowerCase()
  const args: unknown[] = [address, NFT_HOLDINGS_LIMIT]
  const chainFilter =
    params.chainId === undefined ? '' : `AND chain_id = $${args.push(params.chainId)}`
  const rows = await params.db.query<{
    chain_id: string | number
    token: string
    token_id: string
    to_address: string
    block_number: string | number
    collection: string | null
  }>(
    `WITH candidates AS (
       SELECT DISTINCT chain_id, token, token_id FROM transfers
       WHERE to_address = $1 AND kind = 'erc721' ${chainFilter}
     ), latest AS (
       SELECT DISTINCT ON (t.chain_id, t.token, t.token_id)
         t.chain_id, t.token, t.token_id, t.to_address, t.block_number, t.tx_index, t.log_index
       FROM candidates c
       JOIN transfers t ON t.chain_id = c.chain_id AND t.token = c.token AND t.token_id = c.token_id
       WHERE t.kind = 'erc721' AND t.status = 'confirmed'
       ORDER BY t.chain_id, t.token, t.token_id, t.block_number DESC, t.tx_index DESC, t.log_index DESC
     )
     SELECT l.chain_id, l.token, l.token_id, l.to_address, l.block_number,
       CASE WHEN k.usable THEN k.name END AS collection
     FROM latest l LEFT JOIN tokens k ON k.chain_id = l.chain_id AND k.address = l.token
     WHERE l.to_address = $1
     ORDER BY l.block_number DESC, l.tx_index DESC, l.log_index DESC
     LIMIT $2`,
    args,
  )
  return rows.flatMap((row) => {
    const chainId = Number(row.chain_id)
    const holding: NftHolding = {
      chainId: `eip155:${chainId}`,
      contract: row.token,
      tokenId: row.token_id,
      name: `${row.collection ?? 'NFT'} #${row.token_id}`.slice(0, 256),
      previewUrl: params.assetImageUrl(`nft-${chainId}-${row.token}-${row.token_id}`),
      isSpam: params.spam.has(`eip155:${chainId}:${row.token}`) || params.spam.has(row.token),
    }
    // Checked against the shared schema: a bad entry is dropped, not the answer.
    return v.safeParse(NftHoldingSchema, holding).success ? [holding] : []
  })
}
