import { type FrameHandlers, type FrameHost, startFrameHost } from '../frame/frame-host.js'

type MessageListener = (event: MessageEvent) => void

interface PageWindow {
  origin: string
  listeners: Set<MessageListener>
  /** This window as another window's scripts hold it (`parent`, `iframe.contentWindow`). */
  proxies: Map<PageWindow, { postMessage(message: unknown, origin: string, t?: unknown[]): void }>
}

function pageWindow(origin: string): PageWindow {
  return { origin, listeners: new Set(), proxies: new Map() }
}

/**
 * `from`'s handle on `to`: `postMessage` delivers a `message` event to `to` a task later, with
 * `from`'s origin and `to`'s handle on `from` as `source`, and only when the target origin matches
 * `to`'s (as browsers do). Ports are real MessagePorts.
 */
function proxyOf(from: PageWindow, to: PageWindow) {
  let proxy = from.proxies.get(to)
  if (!proxy) {
    proxy = {
      postMessage(message: unknown, targetOrigin: string, transfer: unknown[] = []) {
        const data = structuredClone(message)
        const ports = transfer.filter((t): t is MessagePort => t instanceof MessagePort)
        setTimeout(() => {
          if (targetOrigin !== '*' && targetOrigin !== to.origin) return
          const event = Object.assign(new Event('message'), {
            data,
            origin: from.origin,
            source: proxyOf(to, from),
            ports,
          }) as unknown as MessageEvent
          for (const listener of [...to.listeners]) listener(event)
        }, 0)
      },
    }
    from.proxies.set(to, proxy)
  }
  return proxy
}

function selfOf(window: PageWindow) {
  return {
    addEventListener: (_type: 'message', listener: MessageListener) => {
      window.listeners.add(listener)
    },
    removeEventListener: (_type: 'message', listener: MessageListener) => {
      window.listeners.delete(listener)
    },
  }
}

export interface FramePageParameters {
  /** The dapp page's origin (default `https://dapp.example`). */
  pageOrigin?: string
  /** The wallet frame's origin (default `https://wallet.example`). */
  frameOrigin?: string
  /** The frame's answers (core's frame host runs them, with every check of the protocol). */
  handlers: FrameHandlers
}

export interface FramePage {
  /** Pass as `createAppKit({ embeddedWallet: { frameUrl, document } })`. */
  document: Document
  /** The frame's page URL, at `frameOrigin`. */
  frameUrl: string
  /** How many times the kit added the frame's iframe (0 = the frame never loaded). */
  loads(): number
  /** How many times the frame's page loaded again in its iframe (RELOAD). */
  reloads(): number
  /** Whether the frame is shown over the page (not-safe requests). */
  visible(): boolean
  /** The running frame host, once the iframe was added (to send SESSION_UPDATE events). */
  host(): FrameHost | undefined
  /** Removes the frame and stops its host. */
  close(): void
}

/**
 * A page whose document takes the wallet frame's iframe the way a browser does, without one: the
 * kit and the frame are two windows of different origins that talk through `postMessage` and then
 * a real `MessageChannel`, after the real handshake; the frame's side is core's frame host
 * running `handlers`. For Node tests of the embedded wallet (a browser test loads the real frame).
 *
 * @example
 * const page = createFramePage({ handlers: { IS_CONNECTED: () => ({ isConnected: false }) } })
 * createAppKit({ ...options, embeddedWallet: { frameUrl: page.frameUrl, document: page.document } })
 */
export function createFramePage(parameters: FramePageParameters): FramePage {
  const page = pageWindow(parameters.pageOrigin ?? 'https://dapp.example')
  const frame = pageWindow(parameters.frameOrigin ?? 'https://wallet.example')
  let loads = 0
  let reloads = 0
  let host: FrameHost | undefined
  let shown = false
  const startHost = () => {
    host?.close()
    host = startFrameHost({
      selfWindow: selfOf(frame),
      parentWindow: proxyOf(frame, page),
      dappOrigin: page.origin,
      frameVersion: 'test',
      handlers,
    })
  }
  // As the real frame: RELOAD answers, then the page loads again (a new host that says hello; the
  // kit's port to the old one is gone). A test's own RELOAD handler replaces this one.
  const handlers: FrameHandlers = {
    RELOAD: () => {
      setTimeout(() => {
        if (!host) return
        reloads += 1
        startHost()
      }, 0)
      return {}
    },
    ...parameters.handlers,
  }
  const makeIframe = () => {
    const style: Record<string, string> = {}
    let attached = false
    const iframe = {
      title: '',
      src: '',
      style: new Proxy(style, {
        set(target, key, value) {
          target[key as string] = String(value)
          if (key === 'display' && attached) shown = value !== 'none'
          return true
        },
      }),
      setAttribute: () => {},
      addEventListener: () => {},
      contentWindow: proxyOf(page, frame),
      attach() {
        attached = true
        loads += 1
        startHost()
      },
      remove() {
        attached = false
        shown = false
        host?.close()
        host = undefined
      },
    }
    return iframe
  }
  const view = { ...selfOf(page), location: { origin: page.origin } }
  const document = {
    defaultView: view,
    createElement: () => makeIframe(),
    body: { append: (iframe: ReturnType<typeof makeIframe>) => iframe.attach() },
  } as unknown as Document
  return {
    document,
    frameUrl: `${frame.origin}/`,
    loads: () => loads,
    reloads: () => reloads,
    visible: () => shown,
    host: () => host,
    close() {
      host?.close()
      host = undefined
    },
  }
}
