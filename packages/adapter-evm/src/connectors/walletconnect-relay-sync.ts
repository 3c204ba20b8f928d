// Part of the WalletConnect chunk (walletconnect-provider.ts): loaded with the client, never with the page.
import type { Clock } from '@portico/core'

/** How long a restore waits for the relay to hand over what it kept for the session. */
export const RELAY_SYNC_TIMEOUT_MS = 5_000
/** How long a message the relay kept for the session may take to be handled (decrypted, applied). */
export const KEPT_MESSAGE_SETTLE_MS = 1_000

interface Emitter {
  on(event: string, listener: (...args: never[]) => void): unknown
  off(event: string, listener: (...args: never[]) => void): unknown
}

/** What the sync reads of the UniversalProvider: its session, events, and its core's relayer. */
export interface RelaySyncProvider extends Emitter {
  session?: { topic: string } | undefined
  client: {
    core: {
      relayer: Emitter & {
        connected: boolean
        /** The relay's JSON-RPC connection: `payload` for every message the relay sends. */
        provider: Emitter
        subscriber: { events: Emitter; topics: string[] }
      }
    }
  }
}

/** A relay push of a message kept for a topic (`irn_subscription`). */
function keptTopic(payload: unknown): string | undefined {
  const { method, params } = (payload ?? {}) as {
    method?: unknown
    params?: { data?: { topic?: unknown } }
  }
  if (typeof method !== 'string' || !method.endsWith('_subscription')) return undefined
  const topic = params?.data?.topic
  return typeof topic === 'string' ? topic : undefined
}

/** Each client's sync, started when the client was made (see {@link watchRelaySync}). */
const syncs = new WeakMap<object, Promise<void>>()

/**
 * Starts watching a client made just now (`UniversalProvider.init` returned: its relay connection
 * opens in the background), so that the messages the relay hands over at once are not missed by
 * a restore that asks later.
 */
export function watchRelaySync(provider: RelaySyncProvider, clock: Clock): void {
  if (!syncs.has(provider)) syncs.set(provider, relaySynced(provider, clock))
}

/** The client's sync: the one started with it, else one started now. */
export function relaySyncOf(provider: RelaySyncProvider, clock: Clock): Promise<void> {
  return syncs.get(provider) ?? relaySynced(provider, clock)
}

/**
 * Resolves once the restored session's relay state is known: the client has subscribed again
 * (the relay sends the messages it kept for the topic before it answers) and a message kept for
 * the session — the wallet ended it while the tab was closed — was applied (`session_delete`) or
 * had {@link KEPT_MESSAGE_SETTLE_MS} to be. A relay that does not answer within
 * {@link RELAY_SYNC_TIMEOUT_MS} leaves the stored session as it is. Call it right after the
 * provider's `init`, whose relay connection opens in the background.
 */
export function relaySynced(provider: RelaySyncProvider, clock: Clock): Promise<void> {
  const topic = provider.session?.topic
  if (!topic) return Promise.resolve()
  const { relayer } = provider.client.core
  // A client already subscribed (not watched from its start) has had the relay's kept messages.
  if (relayer.connected && relayer.subscriber.topics.includes(topic)) return Promise.resolve()
  const socket = relayer.provider
  const subscriber = relayer.subscriber.events
  return new Promise((resolve) => {
    let kept = false
    let timer: unknown
    const done = () => {
      clock.clearTimeout(timer)
      socket.off('payload', onPayload)
      subscriber.off('subscription_resubscribed', onResubscribed)
      provider.off('session_delete', done)
      resolve()
    }
    const onPayload = (payload: unknown) => {
      if (keptTopic(payload) === topic) kept = true
    }
    const onResubscribed = () => {
      if (!kept) return done()
      clock.clearTimeout(timer)
      timer = clock.setTimeout(done, KEPT_MESSAGE_SETTLE_MS)
    }
    socket.on('payload', onPayload)
    subscriber.on('subscription_resubscribed', onResubscribed)
    provider.on('session_delete', done)
    timer = clock.setTimeout(done, RELAY_SYNC_TIMEOUT_MS)
  })
}
