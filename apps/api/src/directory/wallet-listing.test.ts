import { WalletListingEntrySchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { iconSvg } from './images.js'
import { generateWalletListing, queryWallets } from './wallet-listing.js'

describe('generated wallet listing', () => {
  const listing = generateWalletListing(600)
  it('is deterministic, unique, and valid for the api-client schema', () => {
    expect(generateWalletListing(600)).toEqual(listing)
    expect(new Set(listing.map((w) => w.id)).size).toBe(600)
    expect(new Set(listing.map((w) => w.name)).size).toBe(600)
    for (const wallet of listing)
      expect(v.safeParse(WalletListingEntrySchema, wallet).success).toBe(true)
  })
  it('pages past the end to an empty page with the full count', () => {
    expect(queryWallets(listing, { page: 100, entries: 40 })).toEqual({ count: 600, data: [] })
  })
  it('escapes text in generated icons', () => {
    const svg = iconSvg('<b> "x"', 'red"/><script>')
    expect(svg).not.toContain('<script>')
    expect(svg).not.toContain('<b>')
  })
})
