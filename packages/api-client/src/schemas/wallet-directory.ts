import * as v from 'valibot'
import { Caip2Schema, nonEmptyDisplayText, nonEmptyText, text } from './common.js'

/** SPEC §3 "Wallet listing entry", as the directory returns it. Unknown fields are stripped. */
export const WalletListingEntrySchema = v.object({
  id: v.pipe(nonEmptyText(128), v.regex(/^[-_.a-zA-Z0-9]+$/, 'Invalid wallet id')),
  name: nonEmptyDisplayText(128),
  image_id: v.optional(v.pipe(text(128), v.regex(/^[-_.a-zA-Z0-9]*$/, 'Invalid image id'))),
  image_url: v.optional(v.string()),
  homepage: v.optional(v.nullable(text(2048))),
  chains: v.optional(v.pipe(v.array(Caip2Schema), v.maxLength(200))),
  mobile_link: v.optional(v.nullable(text(2048))),
  desktop_link: v.optional(v.nullable(text(2048))),
  webapp_link: v.optional(v.nullable(text(2048))),
  rdns: v.optional(v.nullable(text(256))),
  badge_type: v.optional(v.picklist(['certified', 'none'])),
})

export type WalletListingEntry = v.InferOutput<typeof WalletListingEntrySchema>

/**
 * The `/getWallets` envelope: `{ count, data }` (entries are validated one by one afterwards so a
 * bad entry is dropped, never the list). `wallets` is accepted as an alias of `data`.
 */
export const GetWalletsEnvelopeSchema = v.pipe(
  v.object({
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    data: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(5000))),
    wallets: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(5000))),
  }),
  v.check((body) => body.data !== undefined || body.wallets !== undefined, 'Missing data'),
)

/** The validated `/getWallets` result. */
export interface GetWalletsResult {
  count: number
  data: WalletListingEntry[]
}

/** A `/getWallets` response as the server sends it. */
export const GetWalletsResponseSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.array(WalletListingEntrySchema),
})

/** `/getAnalyticsConfig` response. */
export const AnalyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })
export type AnalyticsConfig = v.InferOutput<typeof AnalyticsConfigSchema>
