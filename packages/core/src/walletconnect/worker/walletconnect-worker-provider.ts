// Loaded with an adapter's WalletConnect chunk (import()), never with a page's first load.
import {
  parseWorkerMessage,
  type WorkerCall,
  type WorkerOpenOptions,
  type WorkerProviderEvent,
  type WorkerSession,
} from './worker-messages.js'

/** The page's end of the channel to the worker (a SharedWorker's `port`, or a dedicated Worker). */
export interface WorkerEndpoint {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  start?(): void
}

/** Why a worker call failed: the worker's error, with the wallet's code when it sent one. */
export class WalletConnectWorkerCallError extends Error {
  readonly code: number | undefined
  readonly data: unknown
  constructor(error: { message: string; code?: number | undefined; data?: unknown }) {
    super(error.message)
    this.name = 'WalletConnectWorkerCallError'
    this.code = error.code
    this.data = error.data
  }
}

type Listener = (...args: never[]) => void

/**
 * The main thread's WalletConnect provider when the client runs in a worker: the part of
 * `UniversalProvider`'s surface the adapters use (`session`, `connect`, `request`, `disconnect`,
 * `setDefaultChain`, its events), each call a message to the worker and each event one from it.
 * Every message from the worker is parsed where it enters; a malformed one is reported through
 * `warn` and dropped, and the calls waiting stay waiting for their real answer.
 */
export class WalletConnectWorkerProvider {
  /** The client's session as the worker last reported it. */
  session: WorkerSession | undefined
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >()
  private nextId = 0
  private failure: Error | undefined

  constructor(
    private readonly endpoint: WorkerEndpoint,
    private readonly warn: (message: string, details?: unknown) => void,
    /** Lets go of the worker (closes the port, or ends a dedicated worker). */
    readonly release: () => void,
  ) {
    endpoint.addEventListener('message', (event) => this.receive(event.data))
    endpoint.start?.()
  }

  /** Opens (or joins) the worker's client for `options.prefix`; resolves once it is ready. */
  async open(options: WorkerOpenOptions): Promise<this> {
    await this.send({ type: 'open', options })
    return this
  }

  connect(options: unknown): Promise<WorkerSession | undefined> {
    return this.call('connect', [options]) as Promise<WorkerSession | undefined>
  }

  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T> {
    return this.call('request', chain === undefined ? [args] : [args, chain]) as Promise<T>
  }

  async disconnect(): Promise<void> {
    await this.call('disconnect', [])
  }

  /** Sent at once; the worker handles it before any later call of this page. */
  setDefaultChain(chain: string, rpcUrl?: string): void {
    this.call('setDefaultChain', rpcUrl === undefined ? [chain] : [chain, rpcUrl]).catch((error) =>
      this.warn('The WalletConnect worker did not set the default chain', error),
    )
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set.add(listener))
    return this
  }

  once(event: string, listener: Listener): this {
    const once = ((...args: never[]) => {
      this.off(event, once)
      listener(...args)
    }) as Listener
    return this.on(event, once)
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    return this.off(event, listener)
  }

  /** Fails every waiting call and every later one (the worker could not start, or it is gone). */
  fail(error: Error): void {
    this.failure = error
    for (const { reject } of this.pending.values()) reject(error)
    this.pending.clear()
  }

  private call(method: WorkerCall, params: unknown[]): Promise<unknown> {
    return this.send({ type: 'call', method, params })
  }

  private send(
    message:
      | { type: 'open'; options: WorkerOpenOptions }
      | { type: 'call'; method: WorkerCall; params: unknown[] },
  ): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      try {
        this.endpoint.postMessage({ ...message, id })
      } catch (error) {
        this.pending.delete(id)
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  }

  private receive(data: unknown): void {
    const message = parseWorkerMessage(data)
    if (!message) {
      this.warn('Refused a malformed message from the WalletConnect worker', data)
      return
    }
    this.session = message.session ?? undefined
    if (message.type === 'event') {
      this.emit(message.name, message.data)
      return
    }
    const waiting = this.pending.get(message.id)
    if (!waiting) return
    this.pending.delete(message.id)
    if (message.ok) waiting.resolve(message.value)
    else waiting.reject(new WalletConnectWorkerCallError(message.error))
  }

  private emit(name: WorkerProviderEvent, data: unknown): void {
    for (const listener of [...(this.listeners.get(name) ?? [])])
      (listener as (data: unknown) => void)(data)
  }
}
