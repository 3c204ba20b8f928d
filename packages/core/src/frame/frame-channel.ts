import * as v from 'valibot'
import { FrameTimeoutError, RequestAbortedError } from '../errors/adapter-errors.js'
import { validationErrorOf } from '../errors/validation-message.js'
import type { Clock } from '../lifecycle/clock.js'
import {
  FrameEventEnvelopeSchema,
  FrameReplyEnvelopeSchema,
  frameHeader,
  isFrameMessageSizeAllowed,
} from './frame-envelope.js'
import {
  FrameErrorPayloadSchema,
  type FrameEventPayload,
  type FrameEventType,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameEvents,
  frameRequests,
  frameWithdrawableRequests,
} from './frame-messages.js'
import { frameReplyError } from './frame-reply-error.js'

/** SPEC §9: the frame's steps give up after 30000 ms ("Something went wrong"). */
export const FRAME_TIMEOUT_MS = 30_000

/** The port end the kit holds (a `MessagePort` after the handshake). */
export interface FramePort {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

export interface FrameChannelOptions {
  port: FramePort
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  /** Default timeout of every request; `null` waits without limit. */
  timeoutMs?: number | null
  /** Request ids; `crypto.randomUUID()` unless a test fixes them. */
  newId?: () => string
  /** Told why a message was dropped (debug logging, tests). */
  warn?: (reason: FrameDropReason, details?: unknown) => void
  /** Frame events (session updates). */
  onEvent?: <T extends FrameEventType>(type: T, payload: FrameEventPayload<T>) => void
}

export type FrameDropReason =
  | 'oversized'
  | 'malformed'
  | 'unknown-id'
  | 'wrong-type'
  | 'invalid-payload'
  | 'unknown-event'

export interface FrameRequestOptions {
  /** Aborting rejects with "Request was aborted"; an RPC request is also withdrawn in the frame. */
  signal?: AbortSignal
  /** Overrides the channel's timeout for this request (`null`: none, e.g. a user deciding). */
  timeoutMs?: number | null
}

export interface FrameChannel {
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameReplyPayload<T>>
  /** Rejects every pending request ("Request was aborted") and closes the port. */
  close(): void
}

interface Pending {
  type: FrameRequestType
  method: string | undefined
  resolve(payload: unknown): void
  reject(error: Error): void
}

/**
 * The kit's end of the frame protocol, over the port handed over in the handshake. Every reply is
 * checked before it settles anything: its size, its envelope, that its id is one we sent and are
 * still waiting for (so a second answer is dropped), that its type is the one asked for, and its
 * payload against that type's schema. A dropped message settles nothing; the request times out.
 *
 * @example
 * const channel = createFrameChannel({ port, clock: systemClock })
 * const { email } = await channel.request('EMAIL_LOGIN', {}, { timeoutMs: null })
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { port, clock } = options
  const defaultTimeout = options.timeoutMs === undefined ? FRAME_TIMEOUT_MS : options.timeoutMs
  const newId = options.newId ?? (() => crypto.randomUUID())
  const warn = options.warn ?? (() => {})
  const pending = new Map<string, Pending>()
  let closed = false

  port.onmessage = (event) => receive(event.data)

  function receive(data: unknown) {
    if (!isFrameMessageSizeAllowed(data)) return warn('oversized')
    const reply = v.safeParse(FrameReplyEnvelopeSchema, data)
    if (!reply.success) return receiveEvent(data)
    const entry = pending.get(reply.output.id)
    if (!entry) return warn('unknown-id', reply.output.id)
    const { type, payload } = reply.output
    if (type === `${entry.type}_SUCCESS`) {
      const parsed = v.safeParse(frameRequests[entry.type].reply, payload)
      if (!parsed.success) return warn('invalid-payload', v.summarize(parsed.issues))
      pending.delete(reply.output.id)
      return entry.resolve(parsed.output)
    }
    if (type === `${entry.type}_ERROR`) {
      const parsed = v.safeParse(FrameErrorPayloadSchema, payload)
      if (!parsed.success) return warn('invalid-payload', v.summarize(parsed.issues))
      pending.delete(reply.output.id)
      return entry.reject(frameReplyError(parsed.output, entry.method))
    }
    warn('wrong-type', type)
  }

  function receiveEvent(data: unknown) {
    const event = v.safeParse(FrameEventEnvelopeSchema, data)
    if (!event.success) return warn('malformed')
    const type = event.output.type
    if (!Object.hasOwn(frameEvents, type)) return warn('unknown-event', type)
    const eventType = type as FrameEventType
    const parsed = v.safeParse(frameEvents[eventType], event.output.payload)
    if (!parsed.success) return warn('invalid-payload', v.summarize(parsed.issues))
    options.onEvent?.(eventType, parsed.output)
  }

  return {
    request(type, payload, requestOptions = {}) {
      if (closed) return Promise.reject(new RequestAbortedError())
      const checked = v.safeParse(frameRequests[type].request, payload)
      if (!checked.success) {
        return Promise.reject(validationErrorOf(checked.issues))
      }
      const { signal } = requestOptions
      if (signal?.aborted) return Promise.reject(new RequestAbortedError())
      const id = newId()
      const method = type === 'RPC_REQUEST' ? (payload as { method: string }).method : undefined
      const timeoutMs =
        requestOptions.timeoutMs === undefined ? defaultTimeout : requestOptions.timeoutMs
      return new Promise((resolve, reject) => {
        let timer: unknown
        const finish = () => {
          pending.delete(id)
          if (timer !== undefined) clock.clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        // An abandoned RPC request or email step is withdrawn in the frame too, so its card closes.
        const withdraw = () => {
          if (frameWithdrawableRequests.has(type) && !closed) {
            port.postMessage({
              ...frameHeader(),
              id: newId(),
              type: 'RPC_ABORT',
              payload: { requestId: id },
            })
          }
        }
        const onAbort = () => {
          finish()
          withdraw()
          reject(new RequestAbortedError())
        }
        pending.set(id, {
          type,
          method,
          resolve: (value) => {
            finish()
            resolve(value as FrameReplyPayload<typeof type>)
          },
          reject: (error) => {
            finish()
            reject(error)
          },
        })
        signal?.addEventListener('abort', onAbort, { once: true })
        if (timeoutMs !== null) {
          timer = clock.setTimeout(() => {
            finish()
            withdraw()
            reject(new FrameTimeoutError({ details: `${type} got no answer in ${timeoutMs} ms` }))
          }, timeoutMs)
        }
        port.postMessage({ ...frameHeader(), id, type, payload: checked.output })
      })
    },
    close() {
      if (closed) return
      closed = true
      port.onmessage = null
      for (const entry of [...pending.values()]) entry.reject(new RequestAbortedError())
      pending.clear()
      port.close()
    },
  }
}
