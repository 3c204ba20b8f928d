// The dapp page of frame.browser.test.ts: bundled with Vite and run in Chromium on an origin of
// its own. It loads the frame as the kit does and lets the test drive the channel.
import {
  createFrameProvider,
  type EmbeddedFrame,
  type FrameRequestType,
  loadEmbeddedFrame,
} from '@portico/core/frame-protocol'

const page = window as unknown as {
  __dapp: {
    load(frameUrl: string, timeoutMs?: number): Promise<string>
    request(type: FrameRequestType, payload: unknown): Promise<unknown>
    /** An email step typed in the frame's own card: shown for the step, no timeout (as the kit). */
    card(type: 'EMAIL_LOGIN' | 'EMAIL_UPDATE'): Promise<unknown>
    /** An EIP-1193 request through the AUTH connector's provider (shows the frame to approve). */
    rpc(method: string, params?: unknown[]): Promise<unknown>
    drops: string[]
    events: unknown[]
    frameCount(): number
  }
}

let frame: EmbeddedFrame | undefined
const drops: string[] = []
const events: unknown[] = []

page.__dapp = {
  drops,
  events,
  async load(frameUrl, timeoutMs) {
    try {
      frame = await loadEmbeddedFrame({
        frameUrl,
        projectId: 'frame-test',
        chainId: 31337,
        version: 'test',
        ...(timeoutMs ? { timeoutMs } : {}),
        warn: (reason) => drops.push(reason),
        onEvent: (type, payload) => events.push({ type, payload }),
      })
      return 'ready'
    } catch (error) {
      return (error as Error).message
    }
  },
  async request(type, payload) {
    if (!frame) throw new Error('no frame')
    try {
      return await frame.channel.request(type, payload as never)
    } catch (error) {
      return { error: (error as Error).message }
    }
  },
  async card(type) {
    const current = frame
    if (!current) throw new Error('no frame')
    current.show()
    try {
      return await current.channel.request(type, {}, { timeoutMs: null })
    } catch (error) {
      return { error: (error as Error).message }
    } finally {
      current.hide()
    }
  },
  async rpc(method, params) {
    const current = frame
    if (!current) throw new Error('no frame')
    const provider = createFrameProvider(
      {
        request: (type, payload, options) => current.channel.request(type, payload, options),
        setFrameVisible: async (visible) => (visible ? current.show() : current.hide()),
      },
      () => 31337,
    )
    try {
      return await provider.request({ method, ...(params ? { params } : {}) })
    } catch (error) {
      return { error: (error as Error).message }
    }
  },
  frameCount: () => document.querySelectorAll('iframe[data-portico-frame]').length,
}
