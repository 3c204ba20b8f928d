// Part of the WalletConnect chunk (walletconnect-provider.ts): loaded with the client, never with the page.
import type { Clock } from '@portico/core'

/** How long a restore waits for the relay to hand over what it kept for the session. */
export const RELAY_SYNC_TIMEOUT_MS = 5_000
/** How long a message the relay kept for the session may take to be applied (decrypted, handled). */
export const KEPT_MESSAGE_SETTLE_MS = 1_000

interface Emitter {
  on(event: string, listener: (...args: never[]) => void): unknown
  off(event: string, listener: (...args: never[]) => void): unknown
}

/** A message the relay kept for a topic, as `irn_batchFetchMessages` returns it. */
export interface KeptMessage {
  topic: string
  message: string
  publishedAt: number
}

/** What the sync reads of the UniversalProvider: its session, events, and its core's relayer. */
export interface RelaySyncProvider extends Emitter {
  session?: { topic: string } | undefined
  client: {
    core: {
      relayer: Emitter & {
        connected: boolean
        subscriber: { events: Emitter; topics: string[] }
        request(request: { method: string; params: unknown }): Promise<unknown>
        /** Hands messages to the client as if the relay had pushed them (duplicates are dropped). */
        handleBatchMessageEvents(messages: KeptMessage[]): Promise<void>
      }
    }
  }
}

/** Each client's sync, started when the client was made (see {@link watchRelaySync}). */
const syncs = new WeakMap<object, Promise<void>>()

/**
 * Starts the sync of a client made just now (`UniversalProvider.init` returned; its relay
 * connection opens in the background), so that a restore asking later finds it under way.
 */
export function watchRelaySync(provider: RelaySyncProvider, clock: Clock): void {
  if (!syncs.has(provider)) syncs.set(provider, relaySynced(provider, clock))
}

/** The client's sync: the one started with it, else one started now. */
export function relaySyncOf(provider: RelaySyncProvider, clock: Clock): Promise<void> {
  return syncs.get(provider) ?? relaySynced(provider, clock)
}

function keptFor(result: unknown, topic: string): KeptMessage[] {
  const messages = (result as { messages?: unknown } | null)?.messages
  if (!Array.isArray(messages)) return []
  return messages.filter(
    (entry): entry is KeptMessage =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as KeptMessage).topic === topic &&
      typeof (entry as KeptMessage).message === 'string',
  )
}

/**
 * Resolves once the restored session's relay state is known. When the client is subscribed to
 * the session's topic again, it asks the relay for the messages it kept for the topic
 * (`irn_batchFetchMessages`: the relay's push of them may come tens of milliseconds after the
 * subscription) and hands them to the client; a kept message — the wallet ended the session while
 * the page was closed — then has {@link KEPT_MESSAGE_SETTLE_MS} to be applied, and
 * `session_delete` ends the wait at once. A relay that does not answer within
 * {@link RELAY_SYNC_TIMEOUT_MS} leaves the stored session as it is.
 */
export function relaySynced(provider: RelaySyncProvider, clock: Clock): Promise<void> {
  const restored = provider.session?.topic
  if (!restored) return Promise.resolve()
  const topic: string = restored
  const { relayer } = provider.client.core
  const subscriber = relayer.subscriber.events
  return new Promise((resolve) => {
    let finished = false
    let fetching = false
    let timer: unknown
    const done = () => {
      if (finished) return
      finished = true
      clock.clearTimeout(timer)
      subscriber.off('subscription_resubscribed', fetchKept)
      provider.off('session_delete', done)
      resolve()
    }
    async function fetchKept() {
      if (finished || fetching) return
      fetching = true
      try {
        const kept = keptFor(
          await relayer.request({ method: 'irn_batchFetchMessages', params: { topics: [topic] } }),
          topic,
        )
        if (kept.length === 0) return done()
        clock.clearTimeout(timer)
        timer = clock.setTimeout(done, KEPT_MESSAGE_SETTLE_MS)
        await relayer.handleBatchMessageEvents(kept)
      } catch {
        // The relay could not say: the stored session stands, as without the sync.
        done()
      }
    }
    subscriber.on('subscription_resubscribed', fetchKept)
    provider.on('session_delete', done)
    timer = clock.setTimeout(done, RELAY_SYNC_TIMEOUT_MS)
    if (relayer.connected && relayer.subscriber.topics.includes(topic)) void fetchKept()
  })
}
