import type { TransactionTransfer } from '@portico/api-client'
import { TransactionTransferSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'

/** Distinct keys kept before the memo starts over (a key is a few hundred bytes at most). */
const MAX_KEYS = 10_000

/**
 * Whether a history transfer passes the shared schema, checked once per `key` rather than on
 * every page: the caller's key names everything the check depends on that does not come from
 * our own formatting — a token's name and symbol (cleaned and capped when the indexer stored
 * them, so in practice they always pass), the icon URL, an NFT id's length. Amounts (decimal
 * strings from uint256), directions and prices are ours. A transfer failing is dropped from the
 * page (a hostile token's metadata), never the page.
 */
export function createTransferCheck(): (key: string, transfer: TransactionTransfer) => boolean {
  const known = new Map<string, boolean>()
  return (key, transfer) => {
    let passes = known.get(key)
    if (passes === undefined) {
      if (known.size >= MAX_KEYS) known.clear()
      passes = v.safeParse(TransactionTransferSchema, transfer).success
      known.set(key, passes)
    }
    return passes
  }
}
