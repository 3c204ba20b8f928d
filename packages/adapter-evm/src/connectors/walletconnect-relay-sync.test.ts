import { EventEmitter } from 'node:events'
import { manualClock } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import {
  KEPT_MESSAGE_SETTLE_MS,
  type KeptMessage,
  RELAY_SYNC_TIMEOUT_MS,
  type RelaySyncProvider,
  relaySynced,
  relaySyncOf,
  watchRelaySync,
} from './walletconnect-relay-sync.js'

const TOPIC = 'a'.repeat(64)
const deletion: KeptMessage = { topic: TOPIC, message: 'wc_sessionDelete', publishedAt: 1 }

/** A restored UniversalProvider whose relay keeps `kept` for it; its connection still opening. */
function restoredProvider(kept: KeptMessage[] | Error = []) {
  const subscriberEvents = new EventEmitter()
  const asked: unknown[] = []
  const handed: KeptMessage[][] = []
  const relayer = Object.assign(new EventEmitter(), {
    connected: false,
    subscriber: { events: subscriberEvents, topics: [] as string[] },
    async request(request: { method: string; params: unknown }) {
      asked.push(request)
      if (kept instanceof Error) throw kept
      return { messages: kept, hasMore: false }
    },
    async handleBatchMessageEvents(messages: KeptMessage[]) {
      handed.push(messages)
    },
  })
  const provider = Object.assign(new EventEmitter(), {
    session: { topic: TOPIC } as { topic: string } | undefined,
    client: { core: { relayer } },
  })
  return {
    provider: provider as unknown as RelaySyncProvider,
    relayer,
    asked,
    handed,
    resubscribed: () => subscriberEvents.emit('subscription_resubscribed'),
    deleted: () => {
      provider.session = undefined
      provider.emit('session_delete', { topic: TOPIC })
    },
    listeners: () =>
      subscriberEvents.listenerCount('subscription_resubscribed') +
      provider.listenerCount('session_delete'),
  }
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  for (let i = 0; i < 10; i++) await Promise.resolve()
  return done
}

describe('relaySynced', () => {
  it('asks the relay once subscribed again; ends when it kept nothing for the session', async () => {
    const { clock, pending } = manualClock()
    const relay = restoredProvider()
    const synced = relaySynced(relay.provider, clock)
    expect(await settled(synced)).toBe(false)
    expect(relay.asked).toEqual([])
    relay.resubscribed()
    expect(await settled(synced)).toBe(true)
    expect(relay.asked).toEqual([{ method: 'irn_batchFetchMessages', params: { topics: [TOPIC] } }])
    expect(pending()).toBe(0)
    expect(relay.listeners()).toBe(0)
  })

  it('hands a kept deletion to the client and ends on session_delete', async () => {
    const { clock, pending } = manualClock()
    const relay = restoredProvider([deletion, { ...deletion, topic: 'b'.repeat(64) }])
    const synced = relaySynced(relay.provider, clock)
    relay.resubscribed()
    expect(await settled(synced)).toBe(false)
    expect(relay.handed).toEqual([[deletion]])
    relay.deleted()
    expect(await settled(synced)).toBe(true)
    expect(pending()).toBe(0)
    expect(relay.listeners()).toBe(0)
  })

  it('gives a kept message that deletes nothing its settle time, no more', async () => {
    const { clock, advance } = manualClock()
    const relay = restoredProvider([deletion])
    const synced = relaySynced(relay.provider, clock)
    relay.resubscribed()
    await settled(synced)
    advance(KEPT_MESSAGE_SETTLE_MS - 1)
    expect(await settled(synced)).toBe(false)
    advance(1)
    expect(await settled(synced)).toBe(true)
  })

  it('leaves the stored session as it is when the relay does not answer in time, or fails', async () => {
    const { clock, advance } = manualClock()
    const silent = restoredProvider()
    const synced = relaySynced(silent.provider, clock)
    advance(RELAY_SYNC_TIMEOUT_MS - 1)
    expect(await settled(synced)).toBe(false)
    advance(1)
    expect(await settled(synced)).toBe(true)
    const failing = restoredProvider(new Error('relay gone'))
    const failed = relaySynced(failing.provider, clock)
    failing.resubscribed()
    expect(await settled(failed)).toBe(true)
  })

  it('asks at once when the client is subscribed already; without a session it does not wait', async () => {
    const { clock } = manualClock()
    const relay = restoredProvider()
    relay.relayer.connected = true
    relay.relayer.subscriber.topics.push(TOPIC)
    expect(await settled(relaySynced(relay.provider, clock))).toBe(true)
    expect(relay.asked).toHaveLength(1)
    const none = restoredProvider()
    ;(none.provider as { session?: unknown }).session = undefined
    expect(await settled(relaySynced(none.provider, clock))).toBe(true)
    expect(none.asked).toEqual([])
  })

  it('a restore asking later shares the sync started with the client', async () => {
    const { clock } = manualClock()
    const relay = restoredProvider([deletion])
    watchRelaySync(relay.provider, clock)
    relay.resubscribed()
    await Promise.resolve()
    const synced = relaySyncOf(relay.provider, clock)
    expect(await settled(synced)).toBe(false)
    relay.deleted()
    expect(await settled(synced)).toBe(true)
    expect(relay.asked).toHaveLength(1)
  })
})
