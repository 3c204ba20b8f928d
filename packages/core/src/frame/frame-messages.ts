import * as v from 'valibot'
import {
  EmptyPayloadSchema,
  FrameAccountTypeSchema,
  FrameAddressSchema,
  FrameChainIdSchema,
  FrameDappDataSchema,
  FrameEmailSchema,
  FrameIdSchema,
  FrameRpcParamsSchema,
  FrameSocialProviderSchema,
  FrameThemeSchema,
  FrameUrlSchema,
  FrameUserSchema,
  frameText,
} from './frame-schemas.js'

/**
 * Every request the kit may send the wallet frame (SPEC §7 "Embedded wallet frame"), with the
 * schema of its payload and of its success reply's payload. An error reply always carries
 * {@link FrameErrorPayloadSchema}. Both sides parse with these tables and nothing else.
 */
export const frameRequests = {
  /**
   * SPEC §4 email login, all of it in the frame's own card: the address, then CONNECT at once on
   * a device whose login key (kept in the frame's origin) apps/api accepts for it, else the device
   * approval when the server asks for it, the code and its resend. The dapp never sees the address
   * typed, the code, nor which path was taken; it hears the outcome once the user is logged in
   * (USER_REJECTED on Cancel).
   */
  EMAIL_LOGIN: { request: EmptyPayloadSchema, reply: v.object({ email: FrameEmailSchema }) },
  CONNECT_SOCIAL: { request: v.object({ uri: FrameUrlSchema }), reply: FrameUserSchema },
  /**
   * The kit saw the login popup closed. The frame ends the attempt unless the popup's last page
   * already reported its result (`cancelled: false`: CONNECT_SOCIAL still answers with the user);
   * a CONNECT_SOCIAL waiting for it then answers USER_REJECTED.
   */
  CANCEL_SOCIAL: { request: EmptyPayloadSchema, reply: v.object({ cancelled: v.boolean() }) },
  GET_FARCASTER_URI: { request: EmptyPayloadSchema, reply: v.object({ url: FrameUrlSchema }) },
  CONNECT_FARCASTER: {
    request: EmptyPayloadSchema,
    reply: v.object({ userName: frameText(128) }),
  },
  GET_USER: {
    request: v.object({
      chainId: v.optional(FrameChainIdSchema),
      preferredAccountType: v.optional(FrameAccountTypeSchema),
    }),
    reply: FrameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    request: v.object({
      provider: FrameSocialProviderSchema,
      /**
       * The redirect path (popups blocked, in-app browsers): the dapp page the login returns to.
       * Without it the login ends on the frame's own page in the kit's popup.
       */
      returnUrl: v.optional(FrameUrlSchema),
    }),
    reply: v.object({ uri: FrameUrlSchema }),
  },
  SIGN_OUT: { request: EmptyPayloadSchema, reply: EmptyPayloadSchema },
  IS_CONNECTED: { request: EmptyPayloadSchema, reply: v.object({ isConnected: v.boolean() }) },
  GET_CHAIN_ID: { request: EmptyPayloadSchema, reply: v.object({ chainId: FrameChainIdSchema }) },
  SWITCH_NETWORK: {
    request: v.object({ chainId: FrameChainIdSchema }),
    reply: v.object({ chainId: FrameChainIdSchema }),
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: EmptyPayloadSchema,
    reply: v.object({
      smartAccountEnabledNetworks: v.pipe(v.array(FrameChainIdSchema), v.maxLength(256)),
    }),
  },
  /**
   * The smart account on the frame's chain, made if need be. The kit does not send it: SPEC §7
   * lists it without a moment, and the connect's GET_USER already answers the smart account's
   * address and whether it is deployed (the frame works both out there). It stays for a dapp that
   * drives a frame through this protocol itself.
   */
  INIT_SMART_ACCOUNT: {
    request: EmptyPayloadSchema,
    reply: v.object({ address: FrameAddressSchema, isDeployed: v.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: v.object({ type: FrameAccountTypeSchema }),
    reply: v.object({ type: FrameAccountTypeSchema, address: FrameAddressSchema }),
  },
  /** SPEC §6: the frame answers safe methods, asks the user for not-safe ones, refuses the rest. */
  RPC_REQUEST: {
    request: v.object({
      method: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9_]{1,64}$/)),
      params: v.optional(FrameRpcParamsSchema),
      chainId: v.optional(FrameChainIdSchema),
    }),
    reply: v.object({ result: v.unknown() }),
  },
  /**
   * Abandons the request with id `requestId` (an RPC request or an email step: its card closes,
   * it answers ABORTED).
   */
  RPC_ABORT: { request: v.object({ requestId: FrameIdSchema }), reply: EmptyPayloadSchema },
  /**
   * SPEC §4 email update in the frame's own card: the new address, the code sent to the current
   * address, then the one sent to the new address. Answers the new address once it is changed.
   */
  EMAIL_UPDATE: { request: EmptyPayloadSchema, reply: v.object({ email: FrameEmailSchema }) },
  /** Sent by the kit when the frame connects, and on each theme change (frame-sync). */
  SYNC_THEME: { request: FrameThemeSchema, reply: EmptyPayloadSchema },
  /** Sent by the kit when the frame connects: shown on the cards as the dapp's claim. */
  SYNC_DAPP_DATA: { request: FrameDappDataSchema, reply: EmptyPayloadSchema },
  /**
   * The frame loads its page again; the kit then connects to the new page (the handshake again).
   * Sent by the AUTH connector's reload: SPEC §4, Back from the Farcaster view without an address.
   */
  RELOAD: { request: EmptyPayloadSchema, reply: EmptyPayloadSchema },
} as const

export type FrameRequestType = keyof typeof frameRequests
export type FrameRequestPayload<T extends FrameRequestType> = v.InferOutput<
  (typeof frameRequests)[T]['request']
>
export type FrameReplyPayload<T extends FrameRequestType> = v.InferOutput<
  (typeof frameRequests)[T]['reply']
>

/** The request types, for iteration (tests, the frame's dispatcher). */
export const frameRequestTypes = Object.keys(frameRequests) as FrameRequestType[]

/**
 * The requests the frame ends when the kit abandons them (RPC_ABORT): the user's approval and the
 * email steps typed in the frame (their card closes), and the wait for a Farcaster approval (the
 * frame stops asking apps/api whether it came).
 */
export const frameWithdrawableRequests: ReadonlySet<FrameRequestType> = new Set<FrameRequestType>([
  'RPC_REQUEST',
  'EMAIL_LOGIN',
  'EMAIL_UPDATE',
  'CONNECT_FARCASTER',
])

/** Whether `type` names a request of the protocol. */
export function isFrameRequestType(type: unknown): type is FrameRequestType {
  return typeof type === 'string' && Object.hasOwn(frameRequests, type)
}

/**
 * Why a request failed, as a code the kit maps to its typed errors (never free text shown to the
 * user): a hostile or broken frame cannot put words in the modal.
 */
export const FrameErrorCodeSchema = v.picklist([
  // apps/api's auth codes, passed through by the frame (texts: embeddedAuthTexts)
  'COOLDOWN',
  'RATE_LIMITED',
  'EMAIL_INVALID',
  'OTP_INVALID',
  'OTP_ATTEMPTS',
  'OTP_EXPIRED',
  'LOGIN_EXPIRED',
  'EMAIL_TAKEN',
  'EMAIL_UNCHANGED',
  'UPDATE_EXPIRED',
  'SESSION_INVALID',
  'MAIL_FAILED',
  'FARCASTER_INVALID',
  'RELAY_FAILED',
  'CREATE_WALLET_REFUSED',
  // the frame's own
  'NOT_CONNECTED',
  'USER_REJECTED',
  'ABORTED',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_CHAIN',
  'INVALID_REQUEST',
  'UNKNOWN',
])
export type FrameErrorCode = v.InferOutput<typeof FrameErrorCodeSchema>

/** SPEC §7: "each message has a success reply and an error reply carrying a message". */
export const FrameErrorPayloadSchema = v.object({
  code: FrameErrorCodeSchema,
  message: frameText(500),
  /** COOLDOWN: whole seconds left (SPEC §5 "Please try again after {n} seconds"). */
  seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400))),
})
export type FrameErrorPayload = v.InferOutput<typeof FrameErrorPayloadSchema>

/** Events the frame sends without being asked (no id): its session changed. */
export const frameEvents = {
  SESSION_UPDATE: v.object({
    isConnected: v.boolean(),
    address: v.optional(FrameAddressSchema),
    chainId: v.optional(FrameChainIdSchema),
  }),
} as const
export type FrameEventType = keyof typeof frameEvents
export type FrameEventPayload<T extends FrameEventType> = v.InferOutput<(typeof frameEvents)[T]>
