import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { FrameReplyEnvelopeSchema, frameHeader } from './frame-envelope.js'
import { connectToFrame } from './frame-handshake.js'
import { type FrameHost, startFrameHost } from './frame-host.js'
import { FrameErrorPayloadSchema, frameRequests, frameRequestTypes } from './frame-messages.js'
import { createTestWindow, manualClock } from './frame-windows.test-helper.js'

// The frame's end after a real handshake between two test windows: the test holds the kit's
// MessagePort and posts whatever a broken or hostile page would.

const SENTINEL_TYPE = 'IS_CONNECTED'
let port: MessagePort
let host: FrameHost
const warnings: string[] = []
/**
 * Every id posted so far. The frame refuses an id it has seen (a replay, frame-host.test.ts), and
 * fast-check's uuids repeat over long runs (it favours edge values): the valid-request property
 * asks with fresh ids only.
 */
const posted = new Set<unknown>()
/** Replies in arrival order; `next` resolves when the sentinel's reply arrives. */
let replies: unknown[] = []
let sentinel: { id: string; arrived: () => void } | undefined

beforeAll(async () => {
  const page = createTestWindow('https://dapp.example')
  const frame = createTestWindow('https://wallet.example')
  const connecting = connectToFrame({
    hostWindow: page.self,
    frameWindow: page.proxyOf(frame),
    frameOrigin: 'https://wallet.example',
    clock: manualClock(),
    timeoutMs: 30_000,
  })
  host = startFrameHost({
    selfWindow: frame.self,
    parentWindow: frame.proxyOf(page),
    dappOrigin: 'https://dapp.example',
    frameVersion: '1.0.0',
    handlers: {
      IS_CONNECTED: () => ({ isConnected: false }),
      GET_CHAIN_ID: () => ({ chainId: 1 }),
      SIGN_OUT: () => ({}),
    },
    warn: (reason) => warnings.push(reason),
  })
  port = (await connecting).port
  port.onmessage = (event) => {
    const data = event.data as { id?: unknown }
    if (sentinel && data.id === sentinel.id) sentinel.arrived()
    else replies.push(event.data)
  }
})
afterAll(() => {
  host.close()
  port.close()
})

/**
 * The last post's sentinel. With a time budget (`pnpm fuzz`), fast-check stops waiting for the run
 * in flight when the time is up, so the next property's first post could meet that run's late
 * replies: each post starts once the one before has had its answer.
 */
let previous: Promise<void> = Promise.resolve()

/** Posts `data`, then a valid request; resolves with what the frame did before answering that. */
async function post(data: unknown): Promise<{ replies: unknown[]; warnings: string[] }> {
  await previous
  replies = []
  const warned = warnings.length
  const id = crypto.randomUUID()
  const arrived = new Promise<void>((resolve) => {
    sentinel = { id, arrived: resolve }
  })
  previous = arrived
  posted.add((data as { id?: unknown } | null)?.id)
  posted.add(id)
  port.postMessage(data)
  port.postMessage({ ...frameHeader(), id, type: SENTINEL_TYPE, payload: {} })
  await arrived
  return { replies, warnings: warnings.slice(warned) }
}

const request = fc.record(
  {
    protocol: fc.oneof(fc.constant('portico-frame'), hostileJson()),
    version: fc.oneof(fc.constant(1), hostileJson()),
    id: fc.oneof(fc.uuid(), hostileString()),
    type: fc.oneof(fc.constantFrom(...frameRequestTypes), hostileString()),
    payload: fc.oneof(
      fc.constantFrom({}, { chainId: 1 }, { provider: 'google' }, { requestId: 'x' }),
      hostileJson(),
    ),
  },
  { requiredKeys: [] },
)

describe('the frame end of the frame protocol (properties)', () => {
  it('any message from the page is dropped with a warning or answered once, with a valid success or error reply to its id', async () => {
    await checkAsyncProperty(
      'frame host (frame) arbitrary messages',
      fc.asyncProperty(fc.oneof(request, hostileJson()), async (data) => {
        const outcome = await post(data)
        expect(outcome.replies.length + outcome.warnings.length).toBe(1)
        for (const reply of outcome.replies) {
          const envelope = v.parse(FrameReplyEnvelopeSchema, reply)
          expect(envelope.id).toBe((data as { id: unknown }).id)
          const type = (data as { type: string }).type
          if (envelope.type === `${type}_ERROR`)
            expect(v.is(FrameErrorPayloadSchema, envelope.payload)).toBe(true)
          else {
            expect(envelope.type).toBe(`${type}_SUCCESS`)
            const schema = frameRequests[type as keyof typeof frameRequests].reply
            expect(v.is(schema, envelope.payload)).toBe(true)
          }
        }
      }),
    )
  })

  it('valid generated requests of the handled types are answered with their success reply', async () => {
    await checkAsyncProperty(
      'frame host (frame) valid requests',
      fc.asyncProperty(
        fc.constantFrom('IS_CONNECTED', 'GET_CHAIN_ID', 'SIGN_OUT'),
        fc.uuid({ version: 4 }),
        async (type, id) => {
          fc.pre(!posted.has(id))
          const outcome = await post({ ...frameHeader(), id, type, payload: {} })
          expect(outcome.warnings).toEqual([])
          expect(outcome.replies).toHaveLength(1)
          expect(outcome.replies[0]).toMatchObject({ id, type: `${type}_SUCCESS` })
        },
      ),
    )
  })
})
