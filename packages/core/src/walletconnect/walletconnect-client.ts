import type { KitStorage } from '../storage/kit-storage.js'
import { silentWalletConnectLogger, type WalletConnectLogger } from './walletconnect-logger.js'
import {
  createWalletConnectStorage,
  type WalletConnectKeyValueStorage,
} from './walletconnect-storage.js'

/**
 * The part of a `@walletconnect/universal-provider` client core touches. Core never loads
 * WalletConnect: each adapter passes its lazily imported `UniversalProvider.init`.
 */
export interface WalletConnectClientLike {
  client: {
    core: {
      heartbeat: { stop(): void }
      relayer: { transportClose(): Promise<unknown> }
      expirer: { events: { removeAllListeners(): unknown } }
      verify: { register: (...args: never[]) => Promise<unknown> }
    }
  }
}

/** A client run elsewhere (a worker): leaving it only lets go of the page's channel to it. */
export interface ReleasableClientLike {
  release(): void
}

/** What the kit's shared slot holds: a client on the page, or the facade of one in a worker. */
export type SharedClientLike = WalletConnectClientLike | ReleasableClientLike

/** The options of `UniversalProvider.init` the kit sets. */
export interface WalletConnectInitParameters {
  projectId: string
  relayUrl?: string
  metadata?: WalletConnectMetadata
  storage: WalletConnectKeyValueStorage
  customStoragePrefix: string
  /** A logger that keeps nothing (see `silentWalletConnectLogger`); pino's type in WalletConnect. */
  logger: WalletConnectLogger
  telemetryEnabled: false
}

export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export type WalletConnectInit<P extends WalletConnectClientLike> = (
  parameters: WalletConnectInitParameters,
) => Promise<P>

/** What an app configures for the kit's WalletConnect client. */
export interface WalletConnectClientOptions {
  projectId: string
  relayUrl?: string | undefined
  metadata?: WalletConnectMetadata | undefined
  /** Skip the verify service; default: skipped when `relayUrl` names a (local or self-hosted) relay. */
  skipVerify?: boolean | undefined
}

/** Opens a dapp-side WalletConnect client on the kit's storage under `prefix`. */
export async function openWalletConnectClient<P extends WalletConnectClientLike>(
  init: WalletConnectInit<P>,
  storage: KitStorage,
  prefix: string,
  options: WalletConnectClientOptions,
): Promise<P> {
  const client = await init({
    projectId: options.projectId,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    ...(options.metadata ? { metadata: options.metadata } : {}),
    storage: createWalletConnectStorage(storage),
    customStoragePrefix: prefix,
    logger: silentWalletConnectLogger(),
    telemetryEnabled: false,
  })
  if (options.skipVerify ?? options.relayUrl !== undefined) {
    // Offline (a local or self-hosted relay) the verify service cannot answer and every connect
    // and request would wait its 5 s timeout: attest nothing instead.
    client.client.core.verify.register = async () => ''
  }
  return client
}

/**
 * Closes a client's relay socket and timers and forgets WalletConnect's per-prefix global core,
 * so the next client over the same storage starts fresh (as after a page reload).
 */
export async function closeWalletConnectClient(
  client: SharedClientLike,
  prefix: string,
): Promise<void> {
  if ('release' in client) return client.release()
  client.client.core.heartbeat.stop()
  // A pairing or session expiring after this (any expiry lookup checks it) would unsubscribe its
  // topic, and WalletConnect reopens the relay socket to unsubscribe: a connection after the kit
  // closed, rejected unheard once that relay is gone.
  client.client.core.expirer.events.removeAllListeners()
  await client.client.core.relayer.transportClose().catch(() => undefined)
  const globals = globalThis as Record<string, unknown>
  delete globals[`_walletConnectCore_${prefix}`]
  delete globals[`_walletConnectCore_${prefix}_count`]
}
