import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileJson,
  oneFieldOff,
  validOneOffOrNear,
} from '../../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../../scripts/fuzz/property-runs.js'
import {
  parsePageMessage,
  parseWorkerMessage,
  WORKER_CALLS,
  WORKER_PROVIDER_EVENTS,
} from './worker-messages.js'

const session = fc.record({
  topic: fc.string({ minLength: 1, maxLength: 64 }),
  namespaces: fc.dictionary(
    fc.constantFrom('eip155', 'solana'),
    fc.record({ accounts: fc.array(fc.string(), { maxLength: 3 }) }),
  ),
})
const callId = fc.nat()
const workerMessage = fc.oneof(
  fc.record({
    type: fc.constant('reply'),
    id: callId,
    ok: fc.constant(true),
    value: hostileJson(),
    session: fc.option(session, { nil: null }),
  }),
  fc.record({
    type: fc.constant('reply'),
    id: callId,
    ok: fc.constant(false),
    error: fc.record({ message: fc.string(), code: fc.integer() }),
    session: fc.option(session, { nil: null }),
  }),
  fc.record({
    type: fc.constant('event'),
    name: fc.constantFrom(...WORKER_PROVIDER_EVENTS),
    data: hostileJson(),
    session: fc.option(session, { nil: null }),
  }),
)
const pageMessage = fc.record({
  type: fc.constant('call'),
  id: callId,
  method: fc.constantFrom(...WORKER_CALLS),
  params: fc.array(hostileJson(), { maxLength: 3 }),
})
const offByOne = <T extends object>(valid: fc.Arbitrary<T>) =>
  oneFieldOff(valid as fc.Arbitrary<Record<string, unknown>>, {
    type: fc.constantFrom('replies', 'evnt', 1, null),
    id: fc.constantFrom(-1, 1.5, '1', Number.NaN),
    session: fc.constantFrom({ topic: 1 }, 'session', { topic: 'a', namespaces: { eip155: {} } }),
    name: fc.constantFrom('display_url', '__proto__', 7),
    method: fc.constantFrom('eval', 'toString', 0),
    params: fc.constantFrom('x', { 0: 1 }),
  })

describe('WalletConnect worker messages (properties)', () => {
  it('a whole worker message parses to its own fields; one with a field off is refused', () => {
    checkProperty(
      'parseWorkerMessage',
      fc.property(
        validOneOffOrNear(workerMessage, offByOne(workerMessage), hostileJson()),
        (data) => {
          const parsed = parseWorkerMessage(data)
          // Whole: every field the schema names comes through as sent (others are dropped).
          if (isWholeWorkerMessage(data)) expect(data).toMatchObject(parsed ?? { refused: true })
          else expect(parsed).toBeUndefined()
        },
      ),
    )
  })

  it('a page message parses only with a known method and a whole call id, and never throws', () => {
    checkProperty(
      'parsePageMessage',
      fc.property(validOneOffOrNear(pageMessage, offByOne(pageMessage), hostileJson()), (data) => {
        const parsed = parsePageMessage(data)
        if (parsed !== undefined) {
          expect(WORKER_CALLS).toContain((parsed as { method?: string }).method)
          expect(Number.isInteger(parsed.id) && parsed.id >= 0).toBe(true)
        }
      }),
    )
  })
})

/** The generator's own test of wholeness: every field the schema checks, as the schema checks it. */
function isWholeWorkerMessage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  const sessionOk =
    m.session === null ||
    (typeof m.session === 'object' &&
      typeof (m.session as { topic?: unknown }).topic === 'string' &&
      Object.values((m.session as { namespaces?: object }).namespaces ?? { x: 1 }).every((ns) =>
        Array.isArray((ns as { accounts?: unknown }).accounts),
      ) &&
      typeof (m.session as { namespaces?: unknown }).namespaces === 'object')
  if (!sessionOk || !('session' in m)) return false
  if (m.type === 'event')
    return (WORKER_PROVIDER_EVENTS as readonly unknown[]).includes(m.name) && 'data' in m
  if (m.type !== 'reply' || !Number.isInteger(m.id) || (m.id as number) < 0) return false
  return m.ok === true
    ? 'value' in m
    : m.ok === false && typeof (m.error as { message?: unknown })?.message === 'string'
}
