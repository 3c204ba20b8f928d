import type { Clock } from '../lifecycle/clock.js'

// Windows of different origins as the browser gives them to scripts: `postMessage(message,
// targetOrigin)` on another window's proxy delivers a `message` event there, later, with the
// sender's origin and the sender's proxy as `source`, and only when `targetOrigin` matches the
// receiver's origin (else the browser drops it). The ports are real MessagePorts.

export interface TestWindow {
  /** Writable: a test may "navigate" the window to another origin. */
  origin: string
  /** The window's own `message` events, as its scripts see them. */
  self: {
    addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
    removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  }
  /** How many `message` listeners are attached (to check a side stopped listening). */
  listenerCount(): number
  /** The proxy of `target` as this window's scripts hold it (`iframe.contentWindow`, `parent`). */
  proxyOf(target: TestWindow): TestProxy
}

export interface TestProxy {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void
}

export function createTestWindow(origin: string): TestWindow {
  const listeners = new Set<(event: MessageEvent) => void>()
  const proxies = new Map<TestWindow, TestProxy>()
  const window: TestWindow = {
    origin,
    self: {
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
    listenerCount: () => listeners.size,
    proxyOf(target) {
      let proxy = proxies.get(target)
      if (!proxy) {
        proxy = {
          postMessage(message, targetOrigin, transfer = []) {
            // The receiver sees the sender through its own proxy of the sender.
            const source = target.proxyOf(window)
            const data = structuredClone(message)
            const ports = transfer.filter((t): t is MessagePort => t instanceof MessagePort)
            const senderOrigin = window.origin
            // As in browsers, the target origin is compared when the message is delivered: a
            // window that navigated away in between gets nothing.
            setTimeout(() => {
              if (targetOrigin !== '*' && targetOrigin !== target.origin) return
              deliver(target, { data, origin: senderOrigin, source, ports })
            }, 0)
          },
        }
        proxies.set(target, proxy)
      }
      return proxy
    },
  }
  deliverTo.set(window, (event) => {
    for (const listener of [...listeners]) listener(event)
  })
  return window
}

const deliverTo = new WeakMap<TestWindow, (event: MessageEvent) => void>()

function deliver(
  target: TestWindow,
  init: { data: unknown; origin: string; source: unknown; ports: MessagePort[] },
): void {
  const event = Object.assign(new Event('message'), init) as unknown as MessageEvent
  deliverTo.get(target)?.(event)
}

/**
 * Resolves once every message posted so far between test windows was delivered (deliveries are
 * timers of 0 ms, which run in the order they were set).
 */
export function flushDeliveries(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** The next message a port receives. */
export function nextMessage(port: MessagePort): Promise<unknown> {
  return new Promise((resolve) => {
    port.onmessage = (event) => {
      port.onmessage = null
      resolve(event.data)
    }
  })
}

/** A clock whose timers run only when the test advances it. */
export function manualClock(): Pick<Clock, 'setTimeout' | 'clearTimeout'> & {
  advance(ms: number): void
  pending(): number
} {
  let now = 0
  let nextHandle = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  return {
    setTimeout(fn, ms) {
      const handle = nextHandle++
      timers.set(handle, { at: now + ms, fn })
      return handle
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      now += ms
      for (const [handle, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(handle)
          timer.fn()
        }
      }
    },
    pending: () => timers.size,
  }
}
