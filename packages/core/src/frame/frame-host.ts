import * as v from 'valibot'
import {
  FrameRequestEnvelopeSchema,
  frameHeader,
  isFrameMessageSizeAllowed,
  KitConnectSchema,
} from './frame-envelope.js'
import {
  type FrameErrorCode,
  type FrameEventPayload,
  type FrameEventType,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameRequests,
  isFrameRequestType,
} from './frame-messages.js'

/** A refusal the frame reports with a code (and, for the cooldown, the seconds left). */
export class FrameHandlerError extends Error {
  override name = 'FrameHandlerError'
  readonly code: FrameErrorCode
  readonly seconds: number | undefined
  constructor(code: FrameErrorCode, message: string, seconds?: number) {
    super(message)
    this.code = code
    this.seconds = seconds
  }
}

/** The frame's answer to one request type. `signal` aborts when the kit withdraws the request. */
export type FrameHandler<T extends FrameRequestType> = (
  payload: FrameRequestPayload<T>,
  context: { signal: AbortSignal },
) => Promise<FrameReplyPayload<T>> | FrameReplyPayload<T>

export type FrameHandlers = { [T in FrameRequestType]?: FrameHandler<T> }

export interface FrameHostOptions {
  /** The frame's own window: the kit's connect message arrives here. */
  selfWindow: {
    addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
    removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  }
  /** `window.parent`: the only window a connect is taken from, and where the hello goes. */
  parentWindow: { postMessage(message: unknown, targetOrigin: string): void }
  /** The dapp origin this frame serves (checked against the connect's `event.origin`). */
  dappOrigin: string
  frameVersion: string
  handlers: FrameHandlers
  /** Told why a message was dropped. */
  warn?: (reason: string, details?: unknown) => void
  /** Called once the kit's port is taken. */
  onConnected?: () => void
}

export interface FrameHost {
  /** Sends an event to the kit (ignored before the handshake). */
  emit<T extends FrameEventType>(type: T, payload: FrameEventPayload<T>): void
  close(): void
}

/** How many request ids the frame remembers, so a replayed request is not run twice. */
const SEEN_IDS_KEPT = 1000

/**
 * The frame's side of the protocol: says hello to the dapp origin, takes the first connect that
 * comes from `window.parent` at that origin with a port, then answers requests on the port only.
 * Each request is checked (size, envelope, known type, payload schema, an id not seen before);
 * each answer is checked against its schema before it leaves, so the frame never sends what the
 * kit would drop.
 */
export function startFrameHost(options: FrameHostOptions): FrameHost {
  const warn = options.warn ?? (() => {})
  const inFlight = new Map<string, AbortController>()
  const seen = new Set<string>()
  let port: MessagePort | undefined
  let closed = false

  function onWindowMessage(event: MessageEvent) {
    if (port || closed) return
    if (event.source !== options.parentWindow || event.origin !== options.dappOrigin) {
      return warn('foreign-window', event.origin)
    }
    const transferred = event.ports[0]
    if (!transferred || !isFrameMessageSizeAllowed(event.data)) return warn('malformed')
    if (!v.is(KitConnectSchema, event.data)) return warn('malformed')
    options.selfWindow.removeEventListener('message', onWindowMessage)
    port = transferred
    port.onmessage = (portEvent) => void receive(portEvent.data)
    port.postMessage({
      ...frameHeader(),
      type: 'FRAME_READY',
      payload: { frameVersion: options.frameVersion },
    })
    options.onConnected?.()
  }

  function reply(id: string, type: string, payload: unknown): void {
    if (!closed) port?.postMessage({ ...frameHeader(), id, type, payload })
  }

  function replyError(
    id: string,
    type: string,
    code: FrameErrorCode,
    message: string,
    seconds?: number,
  ) {
    reply(
      id,
      `${type}_ERROR`,
      seconds === undefined ? { code, message } : { code, message, seconds },
    )
  }

  async function receive(data: unknown): Promise<void> {
    if (!isFrameMessageSizeAllowed(data)) return warn('oversized')
    const envelope = v.safeParse(FrameRequestEnvelopeSchema, data)
    if (!envelope.success) return warn('malformed')
    const { id, type } = envelope.output
    if (seen.has(id)) return warn('replayed-id', id)
    seen.add(id)
    if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as string)
    if (!isFrameRequestType(type)) return replyError(id, type, 'INVALID_REQUEST', 'Unknown message')
    const payload = v.safeParse(frameRequests[type].request, envelope.output.payload)
    if (!payload.success) {
      return replyError(id, type, 'INVALID_REQUEST', v.summarize(payload.issues))
    }
    if (type === 'RPC_ABORT') {
      const requestId = (payload.output as FrameRequestPayload<'RPC_ABORT'>).requestId
      inFlight.get(requestId)?.abort()
      return reply(id, 'RPC_ABORT_SUCCESS', {})
    }
    const handler = options.handlers[type] as FrameHandler<typeof type> | undefined
    if (!handler) return replyError(id, type, 'INVALID_REQUEST', `${type} is not supported`)
    const controller = new AbortController()
    inFlight.set(id, controller)
    try {
      const answer = await handler(payload.output as never, { signal: controller.signal })
      if (controller.signal.aborted) return replyError(id, type, 'ABORTED', 'Request was aborted')
      const checked = v.safeParse(frameRequests[type].reply, answer)
      if (!checked.success) {
        warn('invalid-answer', v.summarize(checked.issues))
        return replyError(id, type, 'UNKNOWN', 'An error occurred')
      }
      reply(id, `${type}_SUCCESS`, checked.output)
    } catch (error) {
      if (controller.signal.aborted) return replyError(id, type, 'ABORTED', 'Request was aborted')
      if (error instanceof FrameHandlerError) {
        return replyError(id, type, error.code, error.message.slice(0, 500), error.seconds)
      }
      warn('handler-failed', error)
      replyError(id, type, 'UNKNOWN', 'An error occurred')
    } finally {
      inFlight.delete(id)
    }
  }

  options.selfWindow.addEventListener('message', onWindowMessage)
  options.parentWindow.postMessage({ ...frameHeader(), type: 'FRAME_HELLO' }, options.dappOrigin)

  return {
    emit(type, payload) {
      if (!closed) port?.postMessage({ ...frameHeader(), type, payload })
    },
    close() {
      closed = true
      options.selfWindow.removeEventListener('message', onWindowMessage)
      for (const controller of inFlight.values()) controller.abort()
      if (port) {
        port.onmessage = null
        port.close()
      }
    },
  }
}
