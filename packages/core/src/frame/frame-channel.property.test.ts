import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { FrameTimeoutError } from '../errors/adapter-errors.js'
import { BaseError } from '../errors/base-error.js'
import {
  createFrameChannel,
  FRAME_TIMEOUT_MS,
  type FrameDropReason,
  type FramePort,
} from './frame-channel.js'
import { frameHeader } from './frame-envelope.js'
import { FrameErrorCodeSchema, frameEvents } from './frame-messages.js'
import { FrameUserSchema } from './frame-schemas.js'
import { manualClock } from './frame-windows.test-helper.js'

const REQUEST_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'

/** The kit's port as the channel sees it; the test delivers the frame's messages itself. */
function memoryPort(): FramePort & { deliver(data: unknown): void } {
  const port = {
    postMessage() {},
    onmessage: null as FramePort['onmessage'],
    close() {},
    deliver(data: unknown) {
      port.onmessage?.({ data } as MessageEvent)
    },
  }
  return port
}

const address = fc.stringMatching(/^[0-9a-zA-Z]{1,64}$/)
const accountType = fc.constantFrom('smartAccount', 'eoa', 'payment', 'ordinal')
/** Users as SPEC §3 describes them (the frame's GET_USER answer). */
const validUser = fc.record(
  {
    email: fc.oneof(
      fc.constant(null),
      fc.constantFrom('ada@example.com', 'a.b+c@mail.example.org'),
    ),
    address,
    chainId: fc.oneof(fc.nat(), fc.stringMatching(/^[-_a-zA-Z0-9]{1,64}$/)),
    accounts: fc.array(fc.record({ address, type: accountType }), { maxLength: 16 }),
    userName: fc.string({ maxLength: 128 }),
    smartAccountDeployed: fc.boolean(),
    preferredAccountType: accountType,
  },
  {
    requiredKeys: [
      'address',
      'chainId',
      'accounts',
      'smartAccountDeployed',
      'preferredAccountType',
    ],
  },
)
const validError = fc.record(
  {
    code: fc.constantFrom(...FrameErrorCodeSchema.options),
    message: fc.string({ maxLength: 500 }),
    seconds: fc.integer({ min: 0, max: 86_400 }),
  },
  { requiredKeys: ['code', 'message'] },
)
const validSession = fc.record(
  { isConnected: fc.boolean(), address, chainId: fc.nat() },
  { requiredKeys: ['isConnected'] },
)

/** Messages from a frame that may be broken or hostile: near-valid envelopes and any JSON. */
const frameMessage = fc.oneof(
  hostileJson(),
  fc.record(
    {
      protocol: fc.oneof(fc.constant('portico-frame'), hostileJson()),
      version: fc.oneof(fc.constant(1), hostileJson()),
      id: fc.oneof(fc.constant(REQUEST_ID), fc.uuid(), hostileString()),
      type: fc.oneof(
        fc.constantFrom(
          'GET_USER_SUCCESS',
          'GET_USER_ERROR',
          'SESSION_UPDATE',
          'EMAIL_LOGIN_SUCCESS',
        ),
        hostileString(),
      ),
      payload: fc.oneof(validUser, validError, validSession, hostileJson()),
    },
    { requiredKeys: [] },
  ),
)

/** A channel with one GET_USER request in flight. */
function setUp() {
  const port = memoryPort()
  const drops: FrameDropReason[] = []
  const events: unknown[] = []
  const clock = manualClock()
  const channel = createFrameChannel({
    port,
    clock,
    newId: () => REQUEST_ID,
    warn: (reason) => drops.push(reason),
    onEvent: (_type, payload) => events.push(payload),
  })
  const outcome = channel.request('GET_USER', { chainId: 1 }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  /**
   * The sentinel: the kit's clock passes the request's timeout, so a request no message settled
   * ends as FrameTimeoutError (no frame answer maps to that error).
   */
  const settle = async () => {
    clock.advance(FRAME_TIMEOUT_MS)
    const result = await outcome
    channel.close()
    const timedOut = 'error' in result && result.error instanceof FrameTimeoutError
    return { result, settled: !timedOut }
  }
  return { port, drops, events, settle }
}

describe('the kit end of the frame protocol (properties)', () => {
  it('any message from the frame is dropped with a reason, delivered as a valid event, or settles the request with a valid answer; it never throws', async () => {
    await checkAsyncProperty(
      'frame channel (kit) arbitrary messages',
      fc.asyncProperty(frameMessage, async (data) => {
        const { port, drops, events, settle } = setUp()
        expect(() => port.deliver(data)).not.toThrow()
        const { result, settled } = await settle()
        expect(drops.length + events.length + (settled ? 1 : 0)).toBe(1)
        for (const event of events) expect(v.is(frameEvents.SESSION_UPDATE, event)).toBe(true)
        if (settled && 'value' in result) expect(v.is(FrameUserSchema, result.value)).toBe(true)
        if (settled && 'error' in result) expect(result.error).toBeInstanceOf(BaseError)
      }),
    )
  })

  it('valid generated answers are accepted: a user resolves, an error payload rejects, a session update is delivered', async () => {
    await checkAsyncProperty(
      'frame channel (kit) valid messages',
      fc.asyncProperty(
        fc.oneof(
          validUser.map((payload) => ({
            kind: 'user' as const,
            type: 'GET_USER_SUCCESS',
            payload,
          })),
          validError.map((payload) => ({
            kind: 'error' as const,
            type: 'GET_USER_ERROR',
            payload,
          })),
          validSession.map((payload) => ({
            kind: 'event' as const,
            type: 'SESSION_UPDATE',
            payload,
          })),
        ),
        async ({ kind, type, payload }) => {
          const { port, drops, events, settle } = setUp()
          port.deliver({
            ...frameHeader(),
            ...(kind === 'event' ? {} : { id: REQUEST_ID }),
            type,
            payload,
          })
          const { result, settled } = await settle()
          expect(drops).toEqual([])
          if (kind === 'user') expect(result).toEqual({ value: payload })
          if (kind === 'error') {
            expect(settled).toBe(true)
            expect((result as { error: unknown }).error).toBeInstanceOf(BaseError)
          }
          if (kind === 'event') expect(events).toEqual([payload])
        },
      ),
    )
  })
})
