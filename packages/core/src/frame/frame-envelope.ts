import * as v from 'valibot'
import { FrameIdSchema, frameText } from './frame-schemas.js'

/** Marks our messages among whatever else a page posts to its windows. */
export const FRAME_PROTOCOL = 'portico-frame'
/** Bumped on an incompatible change; both sides refuse a version they do not speak. */
export const FRAME_PROTOCOL_VERSION = 1
/**
 * The largest message either side accepts, in characters of its JSON form. Replies carry RPC
 * results (logs, blocks), so the bound is generous; it stops a peer from making the other side
 * parse megabytes.
 */
export const FRAME_MAX_MESSAGE_CHARS = 1_000_000

const header = {
  protocol: v.literal(FRAME_PROTOCOL),
  version: v.literal(FRAME_PROTOCOL_VERSION),
}

/** Frame → page (window.postMessage): the frame's script runs and waits for the kit's port. */
export const FrameHelloSchema = v.object({ ...header, type: v.literal('FRAME_HELLO') })
/** Page → frame (window.postMessage, with one MessagePort): every later message uses that port. */
export const KitConnectSchema = v.object({ ...header, type: v.literal('KIT_CONNECT') })
/** Frame → kit (first message on the port): the handshake is done. */
export const FrameReadySchema = v.object({
  ...header,
  type: v.literal('FRAME_READY'),
  payload: v.object({ frameVersion: frameText(64) }),
})
export type FrameReady = v.InferOutput<typeof FrameReadySchema>

/** Kit → frame: a request. The payload is parsed against the type's schema afterwards. */
export const FrameRequestEnvelopeSchema = v.object({
  ...header,
  id: FrameIdSchema,
  type: v.pipe(v.string(), v.maxLength(64)),
  payload: v.unknown(),
})
export type FrameRequestEnvelope = v.InferOutput<typeof FrameRequestEnvelopeSchema>

/** Frame → kit: the reply to request `id`, typed `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. */
export const FrameReplyEnvelopeSchema = v.object({
  ...header,
  id: FrameIdSchema,
  type: v.pipe(v.string(), v.maxLength(72)),
  payload: v.unknown(),
})
export type FrameReplyEnvelope = v.InferOutput<typeof FrameReplyEnvelopeSchema>

/** Frame → kit: an event (no id). */
export const FrameEventEnvelopeSchema = v.object({
  ...header,
  type: v.pipe(v.string(), v.maxLength(64)),
  payload: v.unknown(),
})

/**
 * The size of a message in characters of its JSON form, or `undefined` when it has none (cycles,
 * bigints, functions): such a message is dropped like an oversized one.
 *
 * @example
 * frameMessageSize({ a: 1 }) // 7
 */
export function frameMessageSize(data: unknown): number | undefined {
  try {
    const json = JSON.stringify(data)
    return typeof json === 'string' ? json.length : undefined
  } catch {
    return undefined
  }
}

/** Whether `data` is small enough to parse (see {@link FRAME_MAX_MESSAGE_CHARS}). */
export function isFrameMessageSizeAllowed(data: unknown): boolean {
  const size = frameMessageSize(data)
  return size !== undefined && size <= FRAME_MAX_MESSAGE_CHARS
}

/** The header every message carries. */
export function frameHeader(): { protocol: typeof FRAME_PROTOCOL; version: 1 } {
  return { protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION }
}
