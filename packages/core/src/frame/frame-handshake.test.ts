import { afterEach, describe, expect, it } from 'vitest'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import { frameHeader } from './frame-envelope.js'
import { connectToFrame } from './frame-handshake.js'
import { type FrameHost, startFrameHost } from './frame-host.js'
import { createTestWindow, flushDeliveries, manualClock } from './frame-windows.test-helper.js'

const PAGE = 'https://dapp.example'
const FRAME = 'https://wallet.example'
const hello = { ...frameHeader(), type: 'FRAME_HELLO' }

const hosts: FrameHost[] = []
const ports: MessagePort[] = []
afterEach(() => {
  for (const host of hosts.splice(0)) host.close()
  for (const port of ports.splice(0)) port.close()
})

function setUp() {
  const page = createTestWindow(PAGE)
  const frame = createTestWindow(FRAME)
  const clock = manualClock()
  const connecting = connectToFrame({
    hostWindow: page.self,
    frameWindow: page.proxyOf(frame),
    frameOrigin: FRAME,
    clock,
    timeoutMs: 30_000,
  })
  return { page, frame, clock, connecting }
}

function startFrame(
  frame: ReturnType<typeof createTestWindow>,
  page: typeof frame,
  warn?: (r: string) => void,
) {
  const host = startFrameHost({
    selfWindow: frame.self,
    parentWindow: frame.proxyOf(page),
    dappOrigin: PAGE,
    frameVersion: '1.0.0',
    handlers: { IS_CONNECTED: () => ({ isConnected: true }) },
    ...(warn ? { warn } : {}),
  })
  hosts.push(host)
  return host
}

describe('connectToFrame: the kit side of the handshake', () => {
  it('takes the hello of the frame window at the frame origin, hands over a port and gets ready', async () => {
    const { page, frame, connecting } = setUp()
    startFrame(frame, page)
    const connection = await connecting
    ports.push(connection.port)
    expect(connection.ready).toEqual({ frameVersion: '1.0.0' })
    // After the handshake the page's window is not read any more.
    expect(page.listenerCount()).toBe(0)
  })

  it('ignores a hello from another origin, then connects to the real frame', async () => {
    const { page, frame, connecting } = setUp()
    const attacker = createTestWindow('https://evil.example')
    attacker.proxyOf(page).postMessage(hello, '*')
    // Had the kit taken that hello, its port would have gone out before the frame listens, and
    // the real frame's hello would be ignored: the handshake below would never complete.
    await flushDeliveries()
    await flushDeliveries()
    expect(page.listenerCount()).toBe(1)
    startFrame(frame, page)
    const connection = await connecting
    ports.push(connection.port)
    expect(connection.ready.frameVersion).toBe('1.0.0')
  })

  it('ignores a hello from the frame origin sent by another window (e.g. a second iframe of that origin)', async () => {
    const { page, clock, connecting } = setUp()
    const otherFrameOfSameOrigin = createTestWindow(FRAME)
    otherFrameOfSameOrigin.proxyOf(page).postMessage(hello, PAGE)
    // The forged hello arrives; nothing else happens, so the handshake times out.
    await flushDeliveries()
    expect(page.listenerCount()).toBe(1)
    clock.advance(30_000)
    await expect(connecting).rejects.toBeInstanceOf(EmailLoginDependencyError)
  })

  it('gives "Unable to load email login dependency" when the frame never says hello (30000 ms)', async () => {
    const { page, clock, connecting } = setUp()
    clock.advance(29_999)
    expect(page.listenerCount()).toBe(1)
    clock.advance(1)
    await expect(connecting).rejects.toThrow('Unable to load email login dependency')
    expect(page.listenerCount()).toBe(0)
  })

  it('gives the same error when aborted (the iframe failed to load)', async () => {
    const page = createTestWindow(PAGE)
    const frame = createTestWindow(FRAME)
    const controller = new AbortController()
    const connecting = connectToFrame({
      hostWindow: page.self,
      frameWindow: page.proxyOf(frame),
      frameOrigin: FRAME,
      clock: manualClock(),
      timeoutMs: 30_000,
      signal: controller.signal,
    })
    controller.abort()
    await expect(connecting).rejects.toThrow('Unable to load email login dependency')
  })

  it('posts the port to the frame origin only: a frame that navigated away never gets it', async () => {
    const { page, frame, clock, connecting } = setUp()
    let connectSeen = false
    hosts.push(
      startFrameHost({
        selfWindow: frame.self,
        parentWindow: frame.proxyOf(page),
        dappOrigin: PAGE,
        frameVersion: 'x',
        handlers: {},
        onConnected: () => {
          connectSeen = true
        },
      }),
    )
    // Runs right after the kit's listener took the hello and posted its port: the iframe now
    // navigates to another origin before that post is delivered.
    page.self.addEventListener('message', () => {
      frame.origin = 'https://elsewhere.example'
    })
    await flushDeliveries() // the hello
    await flushDeliveries() // the kit's connect, posted when the hello arrived
    expect(connectSeen).toBe(false)
    clock.advance(30_000)
    await expect(connecting).rejects.toBeInstanceOf(EmailLoginDependencyError)
  })
})

describe('startFrameHost: the frame side of the handshake', () => {
  it('refuses a connect from a window that is not its parent, even at the dapp origin', async () => {
    const { page, frame, connecting } = setUp()
    const popup = createTestWindow(PAGE)
    const warnings: string[] = []
    startFrame(frame, page, (reason) => warnings.push(reason))
    const forged = new MessageChannel()
    ports.push(forged.port1)
    // Delivered before the kit's connect; the frame takes one port only, so the kit's handshake
    // completing proves the forged one was refused.
    popup
      .proxyOf(frame)
      .postMessage({ ...frameHeader(), type: 'KIT_CONNECT' }, FRAME, [forged.port2])
    const connection = await connecting
    ports.push(connection.port)
    expect(connection.ready.frameVersion).toBe('1.0.0')
    expect(warnings).toEqual(['foreign-window'])
  })

  it('refuses a connect from its parent at another origin (the page navigated)', async () => {
    const evilParent = createTestWindow('https://evil.example')
    const frame = createTestWindow(FRAME)
    const warnings: string[] = []
    startFrameHost({
      selfWindow: frame.self,
      parentWindow: frame.proxyOf(evilParent),
      dappOrigin: PAGE,
      frameVersion: '1.0.0',
      handlers: {},
      warn: (reason) => warnings.push(reason),
    })
    const channel = new MessageChannel()
    ports.push(channel.port1, channel.port2)
    evilParent
      .proxyOf(frame)
      .postMessage({ ...frameHeader(), type: 'KIT_CONNECT' }, FRAME, [channel.port2])
    await flushDeliveries()
    expect(warnings).toEqual(['foreign-window'])
    expect(frame.listenerCount()).toBe(1)
  })

  it('stops reading its window once connected: a later connect is never seen', async () => {
    const { page, frame, connecting } = setUp()
    startFrame(frame, page)
    const connection = await connecting
    ports.push(connection.port)
    expect(frame.listenerCount()).toBe(0)
  })
})
