import { describe, expect, it } from 'vitest'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import { loadEmbeddedFrame } from './embedded-frame.js'
import { createTestWindow, flushDeliveries, manualClock } from './frame-windows.test-helper.js'

// The kit's own handshake bound on the path of an app that does not set `embeddedWallet.timeoutMs`:
// SPEC §9's 30000 ms default. (The lab's frame fault e2e shortens the bound through that option, so
// this is where the default is held.) The page is the frame tests' window pair with a document
// that holds one iframe whose frame never says hello.
const PAGE = 'https://dapp.example'

function setUp(options: { timeoutMs?: number } = {}) {
  const page = createTestWindow(PAGE)
  const frame = createTestWindow('https://wallet.example')
  const inPage = new Set<unknown>()
  const iframe = {
    style: {},
    src: '',
    title: '',
    contentWindow: page.proxyOf(frame),
    setAttribute() {},
    addEventListener() {},
    remove() {
      inPage.delete(iframe)
    },
  }
  const document = {
    defaultView: { ...page.self, location: { origin: PAGE } },
    createElement: () => iframe,
    body: { append: (node: unknown) => inPage.add(node) },
  } as unknown as Document
  const clock = { ...manualClock(), now: () => 0 }
  const state: { settled: boolean; error?: unknown } = { settled: false }
  const loading = loadEmbeddedFrame({
    frameUrl: 'https://wallet.example/',
    projectId: 'p1',
    version: '1.0.0',
    clock,
    document,
    ...options,
  }).then(
    () => {
      state.settled = true
    },
    (error: unknown) => {
      state.settled = true
      state.error = error
    },
  )
  return { clock, state, loading, inPage, iframe }
}

describe('loadEmbeddedFrame: the handshake bound', () => {
  it('gives "Unable to load email login dependency" after 30000 ms by default, and removes the iframe', async () => {
    const { clock, state, loading, inPage, iframe } = setUp()
    expect(iframe.src).toMatch(/^https:\/\/wallet\.example\/\?projectId=p1&/)
    clock.advance(29_999)
    await flushDeliveries()
    expect(state).toEqual({ settled: false })
    expect(inPage.has(iframe)).toBe(true)
    clock.advance(1)
    await loading
    expect(state.error).toBeInstanceOf(EmailLoginDependencyError)
    expect((state.error as Error).message).toBe('Unable to load email login dependency')
    expect(inPage.has(iframe)).toBe(false)
  })

  it('takes a configured bound instead (embeddedWallet.timeoutMs)', async () => {
    const { clock, state, loading } = setUp({ timeoutMs: 3_000 })
    clock.advance(2_999)
    await flushDeliveries()
    expect(state).toEqual({ settled: false })
    clock.advance(1)
    await loading
    expect(state.error).toBeInstanceOf(EmailLoginDependencyError)
  })
})
