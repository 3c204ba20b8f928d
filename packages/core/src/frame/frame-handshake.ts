import * as v from 'valibot'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import type { Clock } from '../lifecycle/clock.js'
import {
  FrameHelloSchema,
  type FrameReady,
  FrameReadySchema,
  frameHeader,
  isFrameMessageSizeAllowed,
} from './frame-envelope.js'

/** What the handshake needs of the page's window: its `message` events. */
export interface HandshakeHostWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** What the handshake needs of the frame's window (`iframe.contentWindow`). */
export interface HandshakeFrameWindow {
  postMessage(message: unknown, targetOrigin: string, transfer: Transferable[]): void
}

export interface FrameHandshakeOptions {
  hostWindow: HandshakeHostWindow
  frameWindow: HandshakeFrameWindow
  /** The configured frame origin (e.g. `https://wallet.example.com`). */
  frameOrigin: string
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  /** SPEC §9: 30000 ms unless configured. */
  timeoutMs: number
  /** Rejects the handshake (the iframe failed to load, the kit is destroyed). */
  signal?: AbortSignal
  createChannel?: () => MessageChannel
}

export interface FrameConnection {
  port: MessagePort
  ready: FrameReady['payload']
}

/**
 * The kit's side of the handshake. It waits for the frame's hello and takes it only from the
 * frame's own window (`event.source`) at the configured origin (`event.origin`); everything else
 * posted to the page is ignored. It then hands the frame one end of a new `MessageChannel`,
 * posted to the frame origin only (the browser delivers it to nobody else), and waits for the
 * frame's ready on that port. After that the page's `message` events are no longer read at all.
 * Failing or timing out gives "Unable to load email login dependency" (SPEC §8).
 *
 * @example
 * const { port } = await connectToFrame({ hostWindow: window, frameWindow: iframe.contentWindow,
 *   frameOrigin: 'https://wallet.example.com', clock: systemClock, timeoutMs: 30_000 })
 */
export function connectToFrame(options: FrameHandshakeOptions): Promise<FrameConnection> {
  const { hostWindow, frameWindow, frameOrigin, clock, signal } = options
  return new Promise((resolve, reject) => {
    let port: MessagePort | undefined
    const cleanUp = () => {
      hostWindow.removeEventListener('message', onWindowMessage)
      clock.clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const fail = (details: string) => {
      cleanUp()
      if (port) {
        port.onmessage = null
        port.close()
      }
      reject(new EmailLoginDependencyError({ details }))
    }
    const onAbort = () => fail('the frame was removed before it answered')
    const timer = clock.setTimeout(
      () => fail(`the frame did not answer in ${options.timeoutMs} ms`),
      options.timeoutMs,
    )
    function onWindowMessage(event: MessageEvent): void {
      if (port) return
      if (event.origin !== frameOrigin || event.source !== frameWindow) return
      if (!isFrameMessageSizeAllowed(event.data)) return
      if (!v.is(FrameHelloSchema, event.data)) return
      // The page's window is no longer listened to: all later traffic is on the private port.
      hostWindow.removeEventListener('message', onWindowMessage)
      const channel = options.createChannel?.() ?? new MessageChannel()
      const ownPort = channel.port1
      port = ownPort
      ownPort.onmessage = (portEvent) => {
        const ready = isFrameMessageSizeAllowed(portEvent.data)
          ? v.safeParse(FrameReadySchema, portEvent.data)
          : undefined
        if (!ready?.success) return
        ownPort.onmessage = null
        cleanUp()
        resolve({ port: ownPort, ready: ready.output.payload })
      }
      frameWindow.postMessage({ ...frameHeader(), type: 'KIT_CONNECT' }, frameOrigin, [
        channel.port2,
      ])
    }
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    hostWindow.addEventListener('message', onWindowMessage)
  })
}
