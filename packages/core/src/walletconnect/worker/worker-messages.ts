import * as v from 'valibot'

/**
 * The messages between a page's WalletConnect provider facade and the worker that runs the
 * WalletConnect client (`walletconnect-worker-host.ts`). Both ends parse what they receive with
 * the schemas here: a worker's port is reached by every tab of the origin, and a page by whatever
 * the worker script sends, so neither trusts the other's shape.
 */

/** The provider events the worker forwards to every page that opened the same client. */
export const WORKER_PROVIDER_EVENTS = [
  'display_uri',
  'session_delete',
  'session_event',
  'session_update',
  'session_expire',
  'chainChanged',
  'accountsChanged',
  'connect',
  'disconnect',
] as const

export type WorkerProviderEvent = (typeof WORKER_PROVIDER_EVENTS)[number]

/** What a page calls on the hosted provider (UniversalProvider's methods of the same names). */
export const WORKER_CALLS = ['connect', 'request', 'disconnect', 'setDefaultChain'] as const

export type WorkerCall = (typeof WORKER_CALLS)[number]

/** The options of the client a page opens in the worker: the kit's, less its storage. */
const OpenOptionsSchema = v.object({
  projectId: v.string(),
  prefix: v.pipe(v.string(), v.minLength(1)),
  relayUrl: v.optional(v.string()),
  metadata: v.optional(
    v.object({
      name: v.string(),
      description: v.string(),
      url: v.string(),
      icons: v.array(v.string()),
    }),
  ),
  skipVerify: v.optional(v.boolean()),
})

export type WorkerOpenOptions = v.InferOutput<typeof OpenOptionsSchema>

const CallId = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Page → worker. */
const PageMessageSchema = v.variant('type', [
  v.object({ type: v.literal('open'), id: CallId, options: OpenOptionsSchema }),
  v.object({
    type: v.literal('call'),
    id: CallId,
    method: v.picklist(WORKER_CALLS),
    params: v.array(v.unknown()),
  }),
])

export type PageMessage = v.InferOutput<typeof PageMessageSchema>

/**
 * The session as the facade reads it (UniversalProvider's `session`): the topic and each
 * namespace's accounts are checked, the rest (chains, methods, peer metadata) is kept as sent.
 */
const SessionSchema = v.looseObject({
  topic: v.string(),
  namespaces: v.record(v.string(), v.looseObject({ accounts: v.array(v.string()) })),
})

export type WorkerSession = v.InferOutput<typeof SessionSchema>

const ReplyErrorSchema = v.object({
  message: v.string(),
  code: v.optional(v.number()),
  data: v.optional(v.unknown()),
})

export type WorkerReplyError = v.InferOutput<typeof ReplyErrorSchema>

/** Worker → page. Every message carries the client's session as it is after it. */
// Replies are told apart by `ok` inside `type` (valibot's variant takes the first option whose
// key matches, so two options of one `type` would never reach the second).
const WorkerMessageSchema = v.variant('type', [
  v.variant('ok', [
    v.object({
      type: v.literal('reply'),
      id: CallId,
      ok: v.literal(true),
      value: v.unknown(),
      session: v.nullable(SessionSchema),
    }),
    v.object({
      type: v.literal('reply'),
      id: CallId,
      ok: v.literal(false),
      error: ReplyErrorSchema,
      session: v.nullable(SessionSchema),
    }),
  ]),
  v.object({
    type: v.literal('event'),
    name: v.picklist(WORKER_PROVIDER_EVENTS),
    data: v.unknown(),
    session: v.nullable(SessionSchema),
  }),
])

export type WorkerMessage = v.InferOutput<typeof WorkerMessageSchema>

/** A page's message to the worker, or `undefined` when it has not the shape of one. */
export function parsePageMessage(data: unknown): PageMessage | undefined {
  const parsed = v.safeParse(PageMessageSchema, data)
  return parsed.success ? parsed.output : undefined
}

/** The worker's message to a page, or `undefined` when it has not the shape of one. */
export function parseWorkerMessage(data: unknown): WorkerMessage | undefined {
  const parsed = v.safeParse(WorkerMessageSchema, data)
  return parsed.success ? parsed.output : undefined
}

/** The call id of a message that failed its parse, when it has a usable one (to answer it). */
export function callIdOf(data: unknown): number | undefined {
  const id = (data as { id?: unknown } | null)?.id
  return typeof data === 'object' && v.is(CallId, id) ? id : undefined
}
