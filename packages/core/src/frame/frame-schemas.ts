import * as v from 'valibot'
import { isValidEmail } from '../rules/text-rules.js'

// The building blocks of the frame messages (SPEC §7 "Embedded wallet frame"). Both sides parse
// every payload with these, so a field that is not what it claims never reaches a flow.

/** A message id: the kit makes them with `crypto.randomUUID()`. */
export const FrameIdSchema = v.pipe(v.string(), v.uuid())

/** SPEC §5: a valid email address (the rule of the frame's email fields and of its answers). */
export const FrameEmailSchema = v.pipe(
  v.string(),
  v.check(isValidEmail, 'Email must be a valid email address'),
)

/** The one-time code the user types in the frame's card: exactly 6 digits. */
export const FrameOtpSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'Invalid input'))

/** A chain reference: a number on eip155, a short string elsewhere (solana's genesis prefix). */
export const FrameChainIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  v.pipe(v.string(), v.regex(/^[-_a-zA-Z0-9]{1,64}$/)),
])

/** An address in its chain's own format (hex, base58, SS58, bech32): letters and digits only. */
export const FrameAddressSchema = v.pipe(v.string(), v.regex(/^[0-9a-zA-Z]{1,128}$/))

/** SPEC §6 account types. */
export const FrameAccountTypeSchema = v.picklist(['smartAccount', 'eoa', 'payment', 'ordinal'])

/** SPEC §3: the embedded wallet's social providers (no farcaster: it has its own messages). */
export const FrameSocialProviderSchema = v.picklist([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
])

/** An https (or, for a local lab, http) URL of bounded length. */
export const FrameUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url(),
  v.check((value) => /^https?:\/\//.test(value), 'Invalid input'),
)

/** Short untrusted text (a user name, an error message): bounded, never rendered as HTML. */
export const frameText = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** An empty payload (extra keys are stripped by `v.object`). */
export const EmptyPayloadSchema = v.object({})

/** SPEC §3 "Connected user (embedded wallet)", as the frame reports it. */
export const FrameUserSchema = v.object({
  email: v.optional(v.nullable(FrameEmailSchema)),
  address: FrameAddressSchema,
  chainId: FrameChainIdSchema,
  accounts: v.pipe(
    v.array(v.object({ address: FrameAddressSchema, type: FrameAccountTypeSchema })),
    v.maxLength(16),
  ),
  userName: v.optional(frameText(128)),
  smartAccountDeployed: v.boolean(),
  preferredAccountType: FrameAccountTypeSchema,
})
export type FrameUser = v.InferOutput<typeof FrameUserSchema>

/** JSON-RPC params: an array or an object (EIP-1193). */
export const FrameRpcParamsSchema = v.union([
  v.pipe(v.array(v.unknown()), v.maxLength(1024)),
  v.record(v.string(), v.unknown()),
])

/** A theme value: bounded text the frame parses itself (a colour, a length), never passed on as CSS. */
const FrameThemeValueSchema = v.pipe(v.string(), v.maxLength(64))

/**
 * The theme variables the wallet frame takes (SYNC_THEME): its accents and corners, the kit's own
 * token names. A closed set: a message naming any other is refused whole, so the dapp's theme
 * never reaches the text or the background of the frame's cards. The kit sends only these.
 */
const FrameThemeVariablesSchema = v.strictObject({
  '--portico-accent': v.optional(FrameThemeValueSchema),
  '--portico-frame-accent': v.optional(FrameThemeValueSchema),
  '--portico-focus-ring': v.optional(FrameThemeValueSchema),
  '--portico-radius-card': v.optional(FrameThemeValueSchema),
  '--portico-radius-control': v.optional(FrameThemeValueSchema),
})
export type FrameThemeVariable = keyof typeof FrameThemeVariablesSchema.entries

/** The names of {@link FrameThemeVariablesSchema}, for the kit's pick and the frame's mapping. */
export const FRAME_THEME_VARIABLES = Object.keys(
  FrameThemeVariablesSchema.entries,
) as readonly FrameThemeVariable[]

/** SPEC §2 theme mode and the frame's theme variables: what the frame's cards follow of the app's theme. */
export const FrameThemeSchema = v.object({
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  themeVariables: v.optional(FrameThemeVariablesSchema),
})

/**
 * SPEC §3 dapp metadata and the kit's version, shown by the frame's cards as what the dapp says
 * of itself, beside the origin the frame observed (never trusted for anything).
 */
export const FrameDappDataSchema = v.object({
  projectId: v.optional(frameText(128)),
  sdkVersion: frameText(64),
  sdkType: v.optional(frameText(32)),
  metadata: v.optional(
    v.object({
      name: frameText(128),
      description: v.optional(frameText(512)),
      url: v.optional(FrameUrlSchema),
      icons: v.optional(v.pipe(v.array(FrameUrlSchema), v.maxLength(8))),
    }),
  ),
})
