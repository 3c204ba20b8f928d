import { EventEmitter } from 'node:events'
import { manualClock } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import {
  KEPT_MESSAGE_SETTLE_MS,
  RELAY_SYNC_TIMEOUT_MS,
  type RelaySyncProvider,
  relaySynced,
  relaySyncOf,
  watchRelaySync,
} from './walletconnect-relay-sync.js'

const TOPIC = 'a'.repeat(64)

/** A restored UniversalProvider whose relay connection is still opening. */
function restoredProvider() {
  const socket = new EventEmitter()
  const subscriberEvents = new EventEmitter()
  const provider = Object.assign(new EventEmitter(), {
    session: { topic: TOPIC } as { topic: string } | undefined,
    client: {
      core: {
        relayer: Object.assign(new EventEmitter(), {
          connected: false,
          provider: socket,
          subscriber: { events: subscriberEvents, topics: [] as string[] },
        }),
      },
    },
  })
  return {
    provider: provider as unknown as RelaySyncProvider,
    /** The relay sends a message it kept for `topic`. */
    kept: (topic = TOPIC) =>
      socket.emit('payload', {
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: 's', data: { topic, message: 'm', publishedAt: 0 } },
      }),
    resubscribed: () => subscriberEvents.emit('subscription_resubscribed'),
    deleted: () => {
      provider.session = undefined
      provider.emit('session_delete', { topic: TOPIC })
    },
    listeners: () =>
      socket.listenerCount('payload') +
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
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return done
}

describe('relaySynced', () => {
  it('ends when the client subscribed again and the relay kept nothing for the session', async () => {
    const { clock, pending } = manualClock()
    const relay = restoredProvider()
    const synced = relaySynced(relay.provider, clock)
    relay.kept('b'.repeat(64))
    expect(await settled(synced)).toBe(false)
    relay.resubscribed()
    expect(await settled(synced)).toBe(true)
    expect(pending()).toBe(0)
    expect(relay.listeners()).toBe(0)
  })

  it('waits for a message the relay kept for the session: ends on session_delete', async () => {
    const { clock, pending } = manualClock()
    const relay = restoredProvider()
    const synced = relaySynced(relay.provider, clock)
    relay.kept()
    relay.resubscribed()
    expect(await settled(synced)).toBe(false)
    relay.deleted()
    expect(await settled(synced)).toBe(true)
    expect(pending()).toBe(0)
    expect(relay.listeners()).toBe(0)
  })

  it('gives a kept message that is not a deletion its settle time, no more', async () => {
    const { clock, advance } = manualClock()
    const relay = restoredProvider()
    const synced = relaySynced(relay.provider, clock)
    relay.kept()
    relay.resubscribed()
    advance(KEPT_MESSAGE_SETTLE_MS - 1)
    expect(await settled(synced)).toBe(false)
    advance(1)
    expect(await settled(synced)).toBe(true)
  })

  it('leaves the stored session as it is when the relay does not answer in time', async () => {
    const { clock, advance } = manualClock()
    const relay = restoredProvider()
    const synced = relaySynced(relay.provider, clock)
    advance(RELAY_SYNC_TIMEOUT_MS - 1)
    expect(await settled(synced)).toBe(false)
    advance(1)
    expect(await settled(synced)).toBe(true)
    expect(relay.listeners()).toBe(0)
  })

  it('does not wait for a client already subscribed to the session, nor without a session', async () => {
    const { clock, pending } = manualClock()
    const relay = restoredProvider()
    const relayer = (
      relay.provider as unknown as {
        client: { core: { relayer: { connected: boolean; subscriber: { topics: string[] } } } }
      }
    ).client.core.relayer
    relayer.connected = true
    relayer.subscriber.topics.push(TOPIC)
    expect(await settled(relaySynced(relay.provider, clock))).toBe(true)
    const none = restoredProvider()
    ;(none.provider as { session?: unknown }).session = undefined
    expect(await settled(relaySynced(none.provider, clock))).toBe(true)
    expect(pending()).toBe(0)
  })

  it('a restore asking after the relay handed the deletion over still sees it (watched from the start)', async () => {
    const { clock } = manualClock()
    const relay = restoredProvider()
    watchRelaySync(relay.provider, clock)
    // All of it before the restore asks: the client connected, got the kept message, subscribed.
    relay.kept()
    relay.resubscribed()
    const relayer = (
      relay.provider as unknown as {
        client: { core: { relayer: { connected: boolean; subscriber: { topics: string[] } } } }
      }
    ).client.core.relayer
    relayer.connected = true
    relayer.subscriber.topics.push(TOPIC)
    const synced = relaySyncOf(relay.provider, clock)
    expect(await settled(synced)).toBe(false)
    relay.deleted()
    expect(await settled(synced)).toBe(true)
  })
})
