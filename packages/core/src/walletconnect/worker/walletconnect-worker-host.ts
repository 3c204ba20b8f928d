// Runs inside the worker (an adapter's worker entry calls it with its lazily bundled
// `UniversalProvider.init`): never part of a page's code.
import {
  pairAcrossRelayRestarts,
  type RelayRepairEvents,
} from '../../adapter-kit/pair-across-relay-restarts.js'
import type { WalletConnectInitParameters } from '../walletconnect-client.js'
import { silentWalletConnectLogger } from '../walletconnect-logger.js'
import {
  callIdOf,
  type PageMessage,
  parsePageMessage,
  WORKER_PROVIDER_EVENTS,
  type WorkerMessage,
  type WorkerOpenOptions,
  type WorkerReplyError,
} from './worker-messages.js'

/** The part of a `UniversalProvider` the worker host calls. */
export interface HostedWalletConnectProvider extends RelayRepairEvents {
  session?: unknown
  connect(options: never): Promise<unknown>
  request(args: never, chain?: string): Promise<unknown>
  disconnect(): Promise<unknown>
  setDefaultChain(chain: string, rpcUrl?: string): void
  client: {
    core: {
      relayer: RelayRepairEvents & { connected?: boolean }
      pairing?: { create(): Promise<unknown> }
      verify: { register: (...args: never[]) => Promise<unknown> }
    }
  }
}

/** `UniversalProvider.init`'s options in a worker: its own IndexedDB storage, not the kit's. */
export type WorkerInitParameters = Omit<WalletConnectInitParameters, 'storage'>

export interface WalletConnectWorkerHostOptions<P extends HostedWalletConnectProvider> {
  /** The adapter's `UniversalProvider.init`. */
  init(parameters: WorkerInitParameters): Promise<P>
  /** Resolves once a client just made is ready to be read (e.g. its restored session synced). */
  ready?(provider: P): Promise<void>
}

/** The end of a page's channel the worker holds. */
export interface HostPort {
  postMessage(message: WorkerMessage): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  start?(): void
}

/** A SharedWorker's global scope (pages connect) or a dedicated worker's (the one page's port). */
export type WorkerScope =
  | {
      onconnect: unknown
      addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void
    }
  | HostPort

/** A value as it crosses the port: JSON's, so a class instance or function in it cannot fail the post. */
function cloneable(value: unknown): unknown {
  if (value === undefined) return null
  try {
    return JSON.parse(JSON.stringify(value)) as unknown
  } catch {
    return null
  }
}

function replyErrorOf(error: unknown): WorkerReplyError {
  const { message, code, data } = (error ?? {}) as {
    message?: unknown
    code?: unknown
    data?: unknown
  }
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'number' ? { code } : {}),
    ...(data === undefined ? {} : { data: cloneable(data) }),
  }
}

/**
 * Serves WalletConnect clients to pages over message ports: one client per storage prefix, shared
 * by every port that opens it (in a SharedWorker, every tab of the origin: one relay socket, one
 * session store), its events sent to each of those ports. A new pairing repairs itself across
 * relay restarts here, beside the relayer it listens to.
 *
 * @example
 * hostWalletConnectWorker(self, { init: (p) => UniversalProvider.init(p) })
 */
export function hostWalletConnectWorker<P extends HostedWalletConnectProvider>(
  scope: WorkerScope,
  options: WalletConnectWorkerHostOptions<P>,
): void {
  const clients = new Map<string, Promise<P>>()
  const portsOf = new Map<string, Set<HostPort>>()

  const sessionOf = (provider: P | undefined) =>
    (provider?.session === undefined
      ? null
      : cloneable(provider.session)) as WorkerMessage['session']

  function open(openOptions: WorkerOpenOptions): Promise<P> {
    const known = clients.get(openOptions.prefix)
    if (known) return known
    const made = (async () => {
      const provider = await options.init({
        projectId: openOptions.projectId,
        ...(openOptions.relayUrl ? { relayUrl: openOptions.relayUrl } : {}),
        ...(openOptions.metadata ? { metadata: openOptions.metadata } : {}),
        customStoragePrefix: openOptions.prefix,
        logger: silentWalletConnectLogger(),
        telemetryEnabled: false,
      })
      if (openOptions.skipVerify ?? openOptions.relayUrl !== undefined)
        provider.client.core.verify.register = async () => ''
      for (const name of WORKER_PROVIDER_EVENTS)
        provider.on(name, (data: unknown) => {
          const message: WorkerMessage = {
            type: 'event',
            name,
            data: cloneable(data),
            session: sessionOf(provider),
          }
          for (const port of portsOf.get(openOptions.prefix) ?? []) port.postMessage(message)
        })
      await options.ready?.(provider)
      // A client opened without a session is opened for a pairing: WalletConnect 2.25 opens its
      // relay socket only for a topic, so a pairing made now has the socket (its auth signature,
      // its handshake) ready before the pick, as an adapter's prepareConnector does on the page.
      // Unused, it expires with WalletConnect's pairing TTL.
      const { core } = provider.client
      if (provider.session === undefined && !core.relayer.connected)
        core.pairing?.create().catch(() => undefined)
      return provider
    })()
    clients.set(openOptions.prefix, made)
    made.catch(() => {
      if (clients.get(openOptions.prefix) === made) clients.delete(openOptions.prefix)
    })
    return made
  }

  async function call(provider: P, message: Extract<PageMessage, { type: 'call' }>) {
    const { params } = message
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    switch (message.method) {
      case 'connect':
        return pairAcrossRelayRestarts({
          relayer: provider.client.core.relayer,
          provider,
          pair: () => provider.connect(params[0] as never),
        })
      case 'request':
        return provider.request(params[0] as never, text(params[1]))
      case 'disconnect':
        return provider.disconnect()
      case 'setDefaultChain': {
        const chain = text(params[0])
        if (chain === undefined) throw new Error('setDefaultChain takes a CAIP-2 chain id')
        return provider.setDefaultChain(chain, text(params[1]))
      }
    }
  }

  function serve(port: HostPort): void {
    let prefix: string | undefined
    const reply = (
      id: number,
      provider: P | undefined,
      outcome: { value: unknown } | { error: unknown },
    ) =>
      port.postMessage(
        'value' in outcome
          ? {
              type: 'reply',
              id,
              ok: true,
              value: cloneable(outcome.value),
              session: sessionOf(provider),
            }
          : {
              type: 'reply',
              id,
              ok: false,
              error: replyErrorOf(outcome.error),
              session: sessionOf(provider),
            },
      )
    port.addEventListener('message', async (event) => {
      const message = parsePageMessage(event.data)
      if (!message) {
        const id = callIdOf(event.data)
        if (id !== undefined)
          reply(id, undefined, {
            error: new Error('Refused a malformed message to the WalletConnect worker'),
          })
        return
      }
      if (message.type === 'open') {
        prefix = message.options.prefix
        const ports = portsOf.get(prefix) ?? new Set()
        portsOf.set(prefix, ports.add(port))
        try {
          const provider = await open(message.options)
          reply(message.id, provider, { value: null })
        } catch (error) {
          reply(message.id, undefined, { error })
        }
        return
      }
      const client = prefix === undefined ? undefined : clients.get(prefix)
      if (!client) {
        reply(message.id, undefined, {
          error: new Error('The WalletConnect worker has no client open for this page'),
        })
        return
      }
      let provider: P | undefined
      try {
        provider = await client
        const ended = message.method === 'disconnect' ? sessionOf(provider) : null
        reply(message.id, provider, { value: await call(provider, message) })
        // WalletConnect tells only the peer of a session the dapp ended: the app's other tabs,
        // on the same client, hear it here.
        if (ended && prefix !== undefined) {
          const event: WorkerMessage = {
            type: 'event',
            name: 'session_delete',
            data: { topic: ended.topic },
            session: sessionOf(provider),
          }
          for (const other of portsOf.get(prefix) ?? [])
            if (other !== port) other.postMessage(event)
        }
      } catch (error) {
        reply(message.id, provider, { error })
      }
    })
    port.start?.()
  }

  if ('onconnect' in scope)
    scope.addEventListener('connect', (event) => {
      const [port] = event.ports
      if (port) serve(port as unknown as HostPort)
    })
  else serve(scope)
}
