import { afterEach, describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/adapter-errors.js'
import { createFrameChannel, type FrameChannel } from './frame-channel.js'
import { frameHeader } from './frame-envelope.js'
import { connectToFrame } from './frame-handshake.js'
import {
  FrameHandlerError,
  type FrameHandlers,
  type FrameHost,
  startFrameHost,
} from './frame-host.js'
import { createTestWindow, manualClock, nextMessage } from './frame-windows.test-helper.js'

const PAGE = 'https://dapp.example'
const FRAME = 'https://wallet.example'
const ADDRESS = '0x2222222222222222222222222222222222222222'

const cleanUps: (() => void)[] = []
afterEach(() => {
  for (const cleanUp of cleanUps.splice(0)) cleanUp()
})

/** Both halves of the protocol between two test windows, after a real handshake. */
async function connect(handlers: FrameHandlers, warn?: (reason: string) => void) {
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
  const host: FrameHost = startFrameHost({
    selfWindow: frame.self,
    parentWindow: frame.proxyOf(page),
    dappOrigin: PAGE,
    frameVersion: '1.0.0',
    handlers,
    ...(warn ? { warn } : {}),
  })
  const { port } = await connecting
  const events: unknown[] = []
  const channel: FrameChannel = createFrameChannel({
    port,
    clock,
    onEvent: (type, payload) => events.push({ type, payload }),
  })
  cleanUps.push(
    () => channel.close(),
    () => host.close(),
  )
  return { channel, host, events, port, clock }
}

describe('startFrameHost: answering requests', () => {
  it('runs an email login: EMAIL_LOGIN answers the address, then GET_USER', async () => {
    const { channel } = await connect({
      EMAIL_LOGIN: () => ({ email: 'ada@example.com' }),
      GET_USER: () => ({
        email: 'ada@example.com',
        address: ADDRESS,
        chainId: 31337,
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
      }),
    })
    expect(await channel.request('EMAIL_LOGIN', {})).toEqual({ email: 'ada@example.com' })
    expect((await channel.request('GET_USER', {})).address).toBe(ADDRESS)
  })

  it('passes a refusal as a code the kit maps (the cooldown with its seconds)', async () => {
    const { channel } = await connect({
      EMAIL_LOGIN: () => {
        throw new FrameHandlerError('COOLDOWN', 'Please try again after 17 seconds', 17)
      },
    })
    await expect(channel.request('EMAIL_LOGIN', {})).rejects.toThrow(
      'Please try again after 17 seconds',
    )
  })

  it('hides a handler crash and an answer its schema refuses behind "An error occurred"', async () => {
    const warnings: string[] = []
    const { channel } = await connect(
      {
        GET_CHAIN_ID: () => {
          throw new Error('secret internals')
        },
        IS_CONNECTED: () => ({ isConnected: 'yes' }) as never,
      },
      (reason) => warnings.push(reason),
    )
    const crash = (await channel.request('GET_CHAIN_ID', {}).catch((e: unknown) => e)) as Error
    expect(crash.message).toBe('An error occurred')
    expect((crash as { details?: string }).details).toBe('An error occurred')
    await expect(channel.request('IS_CONNECTED', {})).rejects.toThrow('An error occurred')
    expect(warnings).toEqual(['handler-failed', 'invalid-answer'])
  })

  it('answers INVALID_REQUEST to a type it does not handle and to a payload its schema refuses', async () => {
    const { port } = await connect({})
    const id = crypto.randomUUID()
    const unknown = nextMessage(port)
    port.postMessage({ ...frameHeader(), id, type: 'RELOAD', payload: {} })
    expect(await unknown).toMatchObject({
      id,
      type: 'RELOAD_ERROR',
      payload: { code: 'INVALID_REQUEST' },
    })
    const badId = crypto.randomUUID()
    const bad = nextMessage(port)
    port.postMessage({
      ...frameHeader(),
      id: badId,
      type: 'SWITCH_NETWORK',
      payload: { chainId: -1 },
    })
    expect(await bad).toMatchObject({
      id: badId,
      type: 'SWITCH_NETWORK_ERROR',
      payload: { code: 'INVALID_REQUEST' },
    })
  })

  it('runs a replayed request id once', async () => {
    let runs = 0
    const warnings: string[] = []
    const { port } = await connect(
      {
        RELOAD: () => {
          runs += 1
          return {}
        },
      },
      (reason) => warnings.push(reason),
    )
    const id = crypto.randomUUID()
    const request = { ...frameHeader(), id, type: 'RELOAD', payload: {} }
    port.postMessage(request)
    port.postMessage(request)
    const laterId = crypto.randomUUID()
    const answers: unknown[] = []
    await new Promise<void>((resolve) => {
      port.onmessage = (event) => {
        answers.push(event.data)
        if ((event.data as { id: string }).id === laterId) resolve()
      }
      port.postMessage({ ...frameHeader(), id: laterId, type: 'RELOAD', payload: {} })
    })
    expect(runs).toBe(2)
    expect(answers.map((a) => (a as { id: string }).id)).toEqual([id, laterId])
    expect(warnings).toEqual(['replayed-id'])
  })

  it('aborts the handler of a withdrawn RPC request', async () => {
    let sawAbort: () => void = () => {}
    const aborted = new Promise<void>((resolve) => {
      sawAbort = resolve
    })
    const { channel } = await connect({
      RPC_REQUEST: (_payload, { signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            sawAbort()
            reject(new Error('closed'))
          })
        }),
    })
    const controller = new AbortController()
    const signing = channel.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x00', ADDRESS] },
      { signal: controller.signal, timeoutMs: null },
    )
    // The withdrawal follows the request on the same ordered port, so the handler runs first.
    controller.abort()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    await aborted
  })

  it('sends session events to the kit', async () => {
    const { channel, host, events } = await connect({
      IS_CONNECTED: () => ({ isConnected: false }),
    })
    host.emit('SESSION_UPDATE', { isConnected: false })
    // Port messages arrive in order: the event is in before the reply to a later request.
    await channel.request('IS_CONNECTED', {})
    expect(events).toEqual([{ type: 'SESSION_UPDATE', payload: { isConnected: false } }])
  })
})
