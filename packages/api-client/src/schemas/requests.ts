import * as v from 'valibot'
import {
  AccountAddressSchema,
  Caip2Schema,
  EvmAddressSchema,
  nonEmptyText,
  text,
} from './common.js'

/** A query-string integer between `min` and `max`, parsed to a number. */
const queryInt = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Expected an integer'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  )

/** A comma-separated list in a query string, parsed to an array. */
const queryList = (item: v.GenericSchema<string, string>, max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max * 130),
    v.transform((value) => (value === '' ? [] : value.split(','))),
    v.array(item),
    v.maxLength(max),
  )

const queryBoolean = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((value) => value === 'true' || value === '1'),
)

const WalletIdSchema = v.pipe(nonEmptyText(128), v.regex(/^[-_.a-zA-Z0-9]+$/, 'Invalid wallet id'))

/** Query of `GET /getWallets`. */
export const GetWalletsQuerySchema = v.object({
  page: v.optional(queryInt(1, 100_000), '1'),
  entries: v.optional(queryInt(1, 100), '40'),
  search: v.optional(text(100)),
  chains: v.optional(queryList(Caip2Schema, 100)),
  include: v.optional(queryList(WalletIdSchema, 200)),
  exclude: v.optional(queryList(WalletIdSchema, 500)),
  badge_type: v.optional(v.picklist(['certified', 'none'])),
  projectId: v.optional(text(128)),
  clientId: v.optional(text(128)),
})
export type GetWalletsQuery = v.InferOutput<typeof GetWalletsQuerySchema>

/** An image id in `/getWalletImage/{id}` and the other image paths. */
export const ImageIdSchema = v.pipe(
  nonEmptyText(128),
  v.regex(/^[-_.a-zA-Z0-9]+$/, 'Invalid image id'),
)

/** An account address in a path. */
export const AddressParamSchema = AccountAddressSchema

/** A currency code (`usd`, `eur`). */
export const CurrencySchema = v.pipe(v.string(), v.regex(/^[a-z]{3,5}$/, 'Invalid currency'))

/** Query of `GET /v1/account/{address}/balance`. */
export const BalanceQuerySchema = v.object({
  currency: v.optional(CurrencySchema, 'usd'),
  chainId: v.optional(Caip2Schema),
  forceUpdate: v.optional(queryBoolean),
  projectId: v.optional(text(128)),
  clientId: v.optional(text(128)),
})
export type BalanceQuery = v.InferOutput<typeof BalanceQuerySchema>

/** Query of `GET /v1/account/{address}/history`. */
export const HistoryQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor'))),
  chainId: v.optional(Caip2Schema),
  onramp: v.optional(text(32)),
  cache: v.optional(text(32)),
  projectId: v.optional(text(128)),
  clientId: v.optional(text(128)),
})
export type HistoryQuery = v.InferOutput<typeof HistoryQuerySchema>

/** A CAIP-10 account id `namespace:reference:address`. */
export const Caip10Schema = v.pipe(
  v.string(),
  v.regex(
    /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/,
    'Invalid CAIP-10 account id',
  ),
)

/** Body of `POST /v1/fungible/price`: `addresses` are CAIP-10 token ids. */
export const FungiblePriceBodySchema = v.object({
  currency: CurrencySchema,
  addresses: v.pipe(v.array(Caip10Schema), v.minLength(1), v.maxLength(100)),
  projectId: v.optional(text(128)),
})
export type FungiblePriceBody = v.InferOutput<typeof FungiblePriceBodySchema>

/** A name as it appears in profile paths (`alice` or `alice.portico.id`). */
export const NameParamSchema = v.pipe(
  nonEmptyText(255),
  v.regex(/^[-.a-zA-Z0-9]+$/, 'Invalid name'),
)

/** A 65-byte (or longer, for smart accounts) hex signature. */
export const SignatureSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{130,4000}$/, 'Invalid signature'),
)

/** Seconds since the epoch, up to 9999-12-31 (a larger number overflows dates and columns). */
const EpochSecondsSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(253_402_300_799),
)

/** A single-use nonce in a signed message (CAIP-122: at least 8 alphanumerics). */
export const SignedNonceSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,64}$/, 'Invalid nonce'))

/** Body of `POST /v1/profile/account` (name registration). */
export const RegisterNameBodySchema = v.object({
  coin_type: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  address: EvmAddressSchema,
  message: nonEmptyText(4096),
  signature: SignatureSchema,
})
export type RegisterNameBody = v.InferOutput<typeof RegisterNameBodySchema>

/**
 * The signed registration message: JSON `{ name, attributes, timestamp, coin_type, domain, nonce }`
 * (timestamp in seconds). `coin_type` repeats the body's, `domain` is the host of the data API
 * the registration is sent to, `nonce` is single-use: the signature is then good for one
 * registration, on one coin type, at one deployment.
 */
export const RegisterNameMessageSchema = v.object({
  name: NameParamSchema,
  attributes: v.optional(
    v.pipe(
      v.record(text(64), text(2048)),
      v.check((record) => Object.keys(record).length <= 50, 'Too many attributes'),
    ),
  ),
  timestamp: EpochSecondsSchema,
  coin_type: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  domain: v.pipe(nonEmptyText(255), v.regex(/^[-.a-zA-Z0-9:[\]]+$/, 'Invalid domain')),
  nonce: SignedNonceSchema,
})
export type RegisterNameMessage = v.InferOutput<typeof RegisterNameMessageSchema>

/**
 * Body of `POST /v1/sessions/{caipAddress}` (record a granted session). The signature covers a
 * structured message naming the API's domain, the account, pci, expiry, permissions hash,
 * `issuedAt` (seconds) and `nonce` (apps/api `sessionGrantMessage`).
 */
export const CreateSessionBodySchema = v.object({
  pci: v.pipe(nonEmptyText(200), v.regex(/^[-_.:a-zA-Z0-9]+$/, 'Invalid pci')),
  expiry: EpochSecondsSchema,
  issuedAt: EpochSecondsSchema,
  nonce: SignedNonceSchema,
  permissions: v.pipe(
    v.array(v.object({ type: nonEmptyText(100), data: v.optional(text(4000)) })),
    v.maxLength(50),
  ),
  signature: SignatureSchema,
})
export type CreateSessionBody = v.InferOutput<typeof CreateSessionBodySchema>

/** Body of `POST /v1/sessions/{caipAddress}/revoke`: the signature is over the `pci` text. */
export const RevokeSessionBodySchema = v.object({
  pci: v.pipe(nonEmptyText(200), v.regex(/^[-_.:a-zA-Z0-9]+$/, 'Invalid pci')),
  signature: SignatureSchema,
})
export type RevokeSessionBody = v.InferOutput<typeof RevokeSessionBodySchema>

/** Query of `POST /e` (analytics). */
export const AnalyticsQuerySchema = v.object({
  projectId: nonEmptyText(128),
  st: nonEmptyText(64),
  sv: nonEmptyText(64),
})
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuerySchema>

/** Body of `POST /e` (analytics event). */
export const AnalyticsEventBodySchema = v.object({
  eventId: nonEmptyText(64),
  url: text(2048),
  domain: text(255),
  /** Milliseconds since the epoch, up to 9999-12-31. */
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(253_402_300_799_999)),
  props: v.object({
    event: nonEmptyText(128),
    type: v.picklist(['track', 'error']),
    properties: v.optional(
      v.pipe(
        v.record(text(64), v.unknown()),
        v.check((record) => Object.keys(record).length <= 100, 'Too many properties'),
      ),
    ),
    address: v.optional(text(128)),
  }),
})
export type AnalyticsEventBody = v.InferOutput<typeof AnalyticsEventBodySchema>
