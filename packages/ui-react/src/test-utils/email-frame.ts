import type { AppKit, EmbeddedWalletActions } from '@portico/core'
import {
  createFrameChannel,
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
  type FrameErrorPayload,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
} from '@portico/core/frame-protocol'

/** Thrown by a handler: the frame answers with this error reply (code, message, seconds). */
export class FrameRefusal extends Error {
  constructor(readonly payload: FrameErrorPayload) {
    super(payload.message)
  }
}

export type EmailFrameHandlers = {
  [T in FrameRequestType]?: (
    payload: FrameRequestPayload<T>,
  ) => FrameReplyPayload<T> | Promise<FrameReplyPayload<T>>
}

export interface EmailFrame {
  /** Every request the frame received, in order. */
  received: { type: string; payload: unknown }[]
  /** How the frame answers `type` from now on (throw a `FrameRefusal` for an error reply). */
  answer<T extends FrameRequestType>(type: T, handler: NonNullable<EmailFrameHandlers[T]>): void
}

/**
 * Gives `kit` embedded-wallet actions that talk to a frame over a real MessageChannel with core's
 * frame channel (its schemas, its error replies turned into core's typed errors, its timeouts on
 * the kit's clock). The frame's side answers as `answer` told it (the UI boundary only: the real
 * frame and apps/api are driven end to end by the lab's tests). A request without an answer waits,
 * as a frame that has not answered yet, until `answer` is told how (or for ever).
 */
interface Request {
  id: string
  type: FrameRequestType
  payload: never
}

export function attachEmailFrame(kit: AppKit): EmailFrame {
  const handlers: EmailFrameHandlers = {}
  const unanswered: Request[] = []
  const { port1, port2 } = new MessageChannel()
  const channel = createFrameChannel({ port: port1, clock: kit.clock })
  const frame: EmailFrame = {
    received: [],
    answer(type, handler) {
      ;(handlers as Record<string, unknown>)[type] = handler
      for (const request of unanswered.filter((r) => r.type === type)) {
        unanswered.splice(unanswered.indexOf(request), 1)
        void reply(request)
      }
    },
  }
  const header = { protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION }
  port2.onmessage = (event: MessageEvent) => {
    const request = event.data as Request
    frame.received.push({ type: request.type, payload: request.payload })
    if (handlers[request.type]) void reply(request)
    else unanswered.push(request)
  }
  async function reply({ id, type, payload }: Request) {
    const handler = handlers[type] as (payload: never) => unknown
    try {
      const answer = await handler(payload)
      port2.postMessage({ ...header, id, type: `${type}_SUCCESS`, payload: answer })
    } catch (error) {
      const refusal =
        error instanceof FrameRefusal
          ? error.payload
          : { code: 'UNKNOWN', message: 'An error occurred' }
      port2.postMessage({ ...header, id, type: `${type}_ERROR`, payload: refusal })
    }
  }
  // The kit's own actions for anything the email views do not call (new ones included).
  const actions: EmbeddedWalletActions = {
    ...kit.embeddedWallet,
    connectEmail: (options = {}) =>
      channel.request(
        'EMAIL_LOGIN',
        {},
        { timeoutMs: null, ...(options.signal ? { signal: options.signal } : {}) },
      ),
    updateEmail: (options = {}) =>
      channel.request(
        'EMAIL_UPDATE',
        {},
        { timeoutMs: null, ...(options.signal ? { signal: options.signal } : {}) },
      ),
    getFarcasterUri: () => channel.request('GET_FARCASTER_URI', {}),
    connectFarcaster: (options = {}) =>
      channel.request(
        'CONNECT_FARCASTER',
        {},
        { timeoutMs: null, ...(options.signal ? { signal: options.signal } : {}) },
      ),
    isConnected: async () => (await channel.request('IS_CONNECTED', {})).isConnected,
    signOut: async () => {
      await channel.request('SIGN_OUT', {})
    },
    storedLogin: () => undefined,
    watchSession: () => () => {},
    request: (type, payload, options) => channel.request(type, payload, options),
    setFrameVisible: async () => {},
  }
  // In place: the kit's flows hold this object (they run the email and Farcaster steps).
  Object.assign(kit.embeddedWallet, actions)
  return frame
}
