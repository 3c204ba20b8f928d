import { afterEach, describe, expect, it } from 'vitest'
import { FrameTimeoutError, RequestAbortedError } from '../errors/adapter-errors.js'
import { EmailCooldownError } from '../errors/app-kit-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { createFrameChannel, type FrameChannel, type FrameDropReason } from './frame-channel.js'
import { FRAME_MAX_MESSAGE_CHARS, frameHeader } from './frame-envelope.js'
import { EmbeddedAuthError } from './frame-reply-error.js'
import { manualClock, nextMessage } from './frame-windows.test-helper.js'

// The kit's channel against a frame the test plays by hand on the other end of a real
// MessageChannel, so it can answer twice, with the wrong type, too much, or not at all.

const channels: FrameChannel[] = []
const ports: MessagePort[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
  for (const port of ports.splice(0)) port.close()
})

interface SentRequest {
  id: string
  type: string
  payload: unknown
}

function setUp(timeoutMs?: number | null) {
  const { port1, port2 } = new MessageChannel()
  ports.push(port2)
  const clock = manualClock()
  const drops: FrameDropReason[] = []
  const events: unknown[] = []
  const channel = createFrameChannel({
    port: port1,
    clock,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    warn: (reason) => drops.push(reason),
    onEvent: (type, payload) => events.push({ type, payload }),
  })
  channels.push(channel)
  const frame = {
    next: () => nextMessage(port2) as Promise<SentRequest>,
    send: (message: unknown) => port2.postMessage(message),
    reply: (id: string, type: string, payload: unknown) =>
      port2.postMessage({ ...frameHeader(), id, type, payload }),
  }
  return { channel, clock, drops, events, frame }
}

const user = {
  email: 'ada@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

describe('createFrameChannel', () => {
  it('sends a checked request with a fresh UUID and resolves with the parsed success reply', async () => {
    const { channel, frame } = setUp()
    const sent = frame.next()
    const answer = channel.request('SWITCH_NETWORK', { chainId: 10 })
    const request = await sent
    expect(request).toMatchObject({
      protocol: 'portico-frame',
      version: 1,
      type: 'SWITCH_NETWORK',
      payload: { chainId: 10 },
    })
    expect(request.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    frame.reply(request.id, 'SWITCH_NETWORK_SUCCESS', { chainId: 10, extra: 'stripped' })
    expect(await answer).toEqual({ chainId: 10 })
  })

  it('refuses to send a payload its schema refuses, in the spec’s validation words', async () => {
    const { channel } = setUp()
    await expect(channel.request('SWITCH_NETWORK', { chainId: -1 })).rejects.toThrow(
      'Invalid input',
    )
    await expect(
      channel.request('SWITCH_NETWORK', {} as unknown as { chainId: number }),
    ).rejects.toThrow('Required')
    await expect(
      channel.request('SWITCH_NETWORK', { chainId: true } as unknown as { chainId: number }),
    ).rejects.toThrow('Expected (number | string) received true')
  })

  it('drops a second answer for the same id', async () => {
    const { channel, frame, drops } = setUp()
    const sent = frame.next()
    const first = channel.request('GET_USER', {})
    const { id } = await sent
    frame.reply(id, 'GET_USER_SUCCESS', user)
    frame.reply(id, 'GET_USER_SUCCESS', { ...user, email: 'mallory@example.com' })
    expect((await first).email).toBe('ada@example.com')
    // A later request's answer arrives after the duplicate on the same ordered port.
    const sentNext = frame.next()
    const second = channel.request('IS_CONNECTED', {})
    frame.reply((await sentNext).id, 'IS_CONNECTED_SUCCESS', { isConnected: true })
    expect(await second).toEqual({ isConnected: true })
    expect(drops).toEqual(['unknown-id'])
  })

  it('drops an answer of the wrong type and waits for the right one', async () => {
    const { channel, frame, drops } = setUp()
    const sent = frame.next()
    const answer = channel.request('IS_CONNECTED', {})
    const { id } = await sent
    frame.reply(id, 'SIGN_OUT_SUCCESS', {})
    frame.reply(id, 'IS_CONNECTED_SUCCESS', { isConnected: false })
    expect(await answer).toEqual({ isConnected: false })
    expect(drops).toEqual(['wrong-type'])
  })

  it('drops a success whose payload does not match its schema', async () => {
    const { channel, frame, drops } = setUp()
    const sent = frame.next()
    const answer = channel.request('GET_USER', {})
    const { id } = await sent
    frame.reply(id, 'GET_USER_SUCCESS', { ...user, address: '<img src=x onerror=alert(1)>' })
    frame.reply(id, 'GET_USER_SUCCESS', user)
    expect((await answer).address).toBe(user.address)
    expect(drops).toEqual(['invalid-payload'])
  })

  it('drops an oversized message', async () => {
    const { channel, frame, drops } = setUp()
    const sent = frame.next()
    const answer = channel.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    const { id } = await sent
    frame.reply(id, 'RPC_REQUEST_SUCCESS', { result: 'x'.repeat(FRAME_MAX_MESSAGE_CHARS) })
    frame.reply(id, 'RPC_REQUEST_SUCCESS', { result: '0x10' })
    expect(await answer).toEqual({ result: '0x10' })
    expect(drops).toEqual(['oversized'])
  })

  it('drops messages that are not ours and events it does not know', async () => {
    const { channel, frame, drops, events } = setUp()
    frame.send('hello')
    frame.send({ protocol: 'portico-frame', version: 2, type: 'SESSION_UPDATE', payload: {} })
    frame.send({ ...frameHeader(), type: 'STEAL_KEYS', payload: {} })
    frame.send({ ...frameHeader(), type: 'SESSION_UPDATE', payload: { isConnected: true } })
    const sent = frame.next()
    const answer = channel.request('IS_CONNECTED', {})
    frame.reply((await sent).id, 'IS_CONNECTED_SUCCESS', { isConnected: true })
    await answer
    expect(drops).toEqual(['malformed', 'malformed', 'unknown-event'])
    expect(events).toEqual([{ type: 'SESSION_UPDATE', payload: { isConnected: true } }])
  })

  it('times out after 30000 ms with "Something went wrong" and drops the late answer', async () => {
    const { channel, clock, frame, drops } = setUp()
    const sent = frame.next()
    const answer = channel.request('GET_CHAIN_ID', {})
    const { id } = await sent
    clock.advance(29_999)
    clock.advance(1)
    const error = await answer.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameTimeoutError)
    expect((error as Error).message).toBe('Something went wrong')
    frame.reply(id, 'GET_CHAIN_ID_SUCCESS', { chainId: 1 })
    const sentNext = frame.next()
    const next = channel.request('IS_CONNECTED', {})
    frame.reply((await sentNext).id, 'IS_CONNECTED_SUCCESS', { isConnected: true })
    await next
    expect(drops).toEqual(['unknown-id'])
  })

  it('takes a configured timeout, and none for a request that waits for the user', async () => {
    const { channel, clock, frame } = setUp(5_000)
    const sent = frame.next()
    const answer = channel.request('GET_CHAIN_ID', {})
    await sent
    clock.advance(5_000)
    await expect(answer).rejects.toBeInstanceOf(FrameTimeoutError)
    const sentRpc = frame.next()
    const signing = channel.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x68656c6c6f', user.address] },
      { timeoutMs: null },
    )
    const { id } = await sentRpc
    clock.advance(10 * 60_000)
    frame.reply(id, 'RPC_REQUEST_SUCCESS', { result: '0xsig' })
    expect(await signing).toEqual({ result: '0xsig' })
  })

  it('aborting an RPC request rejects with "Request was aborted" and withdraws it in the frame', async () => {
    const { channel, frame } = setUp()
    const controller = new AbortController()
    const sent = frame.next()
    const signing = channel.request(
      'RPC_REQUEST',
      { method: 'eth_sendTransaction', params: [{}] },
      { signal: controller.signal },
    )
    const { id } = await sent
    const withdrawn = frame.next()
    controller.abort()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(await withdrawn).toMatchObject({ type: 'RPC_ABORT', payload: { requestId: id } })
  })

  it('aborting an email step withdraws it in the frame too (its card closes)', async () => {
    const { channel, frame } = setUp()
    const controller = new AbortController()
    const sent = frame.next()
    const login = channel.request('EMAIL_LOGIN', {}, { signal: controller.signal, timeoutMs: null })
    const { id } = await sent
    const withdrawn = frame.next()
    controller.abort()
    await expect(login).rejects.toBeInstanceOf(RequestAbortedError)
    expect(await withdrawn).toMatchObject({ type: 'RPC_ABORT', payload: { requestId: id } })
  })

  it("maps error replies to typed errors with fixed texts, not the frame's words", async () => {
    const { channel, frame } = setUp()
    const cases: [string, unknown, unknown, string][] = [
      [
        'EMAIL_LOGIN',
        { code: 'COOLDOWN', message: 'x', seconds: 12 },
        EmailCooldownError,
        'Please try again after 12 seconds',
      ],
      [
        'EMAIL_LOGIN',
        { code: 'OTP_INVALID', message: 'Send your seed to …' },
        EmbeddedAuthError,
        'Invalid code',
      ],
      [
        'EMAIL_LOGIN',
        { code: 'OTP_ATTEMPTS', message: '' },
        EmbeddedAuthError,
        'Too many wrong codes. Please request a new code',
      ],
      [
        'EMAIL_LOGIN',
        { code: 'OTP_EXPIRED', message: '' },
        EmbeddedAuthError,
        'The code has expired. Please request a new code',
      ],
      [
        'CONNECT_FARCASTER',
        { code: 'FARCASTER_INVALID', message: 'not custody' },
        EmbeddedAuthError,
        'The Farcaster sign-in could not be verified',
      ],
      [
        'GET_FARCASTER_URI',
        { code: 'RELAY_FAILED', message: '' },
        EmbeddedAuthError,
        'Could not reach the Farcaster relay. Please try again',
      ],
      [
        'RPC_REQUEST',
        { code: 'USER_REJECTED', message: '' },
        UserRejectedRequestError,
        'User rejected the request.',
      ],
      [
        'RPC_REQUEST',
        { code: 'METHOD_NOT_ALLOWED', message: '' },
        Error,
        'Requested RPC call is not allowed',
      ],
      [
        'SWITCH_NETWORK',
        { code: 'UNSUPPORTED_CHAIN', message: '' },
        Error,
        'Chain is not supported',
      ],
      ['GET_USER', { code: 'UNKNOWN', message: 'boom' }, Error, 'An error occurred'],
    ]
    const payloads: Record<string, unknown> = {
      EMAIL_LOGIN: {},
      CONNECT_FARCASTER: {},
      GET_FARCASTER_URI: {},
      RPC_REQUEST: { method: 'personal_sign' },
      SWITCH_NETWORK: { chainId: 999 },
      GET_USER: {},
    }
    for (const [type, errorPayload, errorClass, text] of cases) {
      const sent = frame.next()
      const answer = channel.request(type as 'GET_USER', payloads[type] as never)
      frame.reply((await sent).id, `${type}_ERROR`, errorPayload)
      const error = await answer.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(errorClass as typeof Error)
      expect((error as Error).message).toBe(text)
    }
  })

  it('close rejects what is pending with "Request was aborted"', async () => {
    const { channel, frame } = setUp()
    const sent = frame.next()
    const answer = channel.request('IS_CONNECTED', {})
    await sent
    channel.close()
    await expect(answer).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(channel.request('IS_CONNECTED', {})).rejects.toBeInstanceOf(RequestAbortedError)
  })
})
