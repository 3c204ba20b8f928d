import type { Transaction } from '@portico/core'

/** One NFT the account holds, as far as its activity tells (name and preview image from `nft_info`). */
export interface NftItem {
  key: string
  name: string
  imageUrl: string | undefined
}

/**
 * The NFTs seen arriving in the account's transactions, newest first, one entry per name and image.
 * Spam-flagged NFTs are hidden (SPEC §5 drops transactions made only of them; single spam transfers
 * inside a mixed transaction are hidden here too).
 */
export function collectNfts(transactions: readonly Transaction[]): NftItem[] {
  const seen = new Set<string>()
  const items: NftItem[] = []
  for (const transaction of transactions) {
    transaction.transfers.forEach((transfer, index) => {
      const info = transfer.nft_info
      if (!info || info.flags?.is_spam) return
      if (transfer.direction === 'out') return
      const name = typeof info.name === 'string' && info.name.length > 0 ? info.name : 'NFT'
      const imageUrl = info.content?.preview?.url
      const identity = `${name}\u0000${imageUrl ?? ''}`
      if (seen.has(identity)) return
      seen.add(identity)
      items.push({ key: `${transaction.id}:${index}`, name, imageUrl })
    })
  }
  return items
}
