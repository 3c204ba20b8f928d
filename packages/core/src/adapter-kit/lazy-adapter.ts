import type { AdapterCapabilities } from '../adapter/adapter-capabilities.js'
import type {
  AdapterEventMap,
  AdapterEventName,
  ChainAdapter,
  Unsubscribe,
} from '../adapter/chain-adapter.js'
import { afterNextPaint } from './after-next-paint.js'
import { loadOnce } from './load-once.js'

/** The members every stand-in answers the same way, whatever its family. */
type OwnMembers = 'namespace' | 'capabilities' | 'setupOnInterest' | 'setup' | 'destroy' | 'on'

/** The members the stand-in answers before the code is in unless the plan says otherwise. */
type DefaultAnswers = 'getConnectors' | 'getProvider' | 'validateAddress'

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]

type Method = (...args: never[]) => unknown

/** The instance's members, of `A`, that are methods. */
type MethodKeys<A> = { [K in keyof A]-?: NonNullable<A[K]> extends Method ? K : never }[keyof A]

/**
 * One family's stand-in, as data: what core reads before the instance's code is in, and where
 * that code is.
 */
export interface LazyAdapterPlan<
  A extends ChainAdapter,
  D extends MethodKeys<A>,
  S extends MethodKeys<A>,
> {
  namespace: A['namespace']
  /** Read by core before the instance's code is in. */
  capabilities: AdapterCapabilities
  /** Whether the kit sets the instance up at the visitor's first sign of interest (see ChainAdapter). */
  setupOnInterest: boolean
  /**
   * The instance's methods that only work once it is set up (each returns a promise): a call waits
   * for the instance's code and then is the instance's own call, errors included.
   */
  deferred: readonly D[]
  /**
   * The instance's synchronous methods beyond the connectors, the provider and the address check
   * (which answer none, none and `false` until the code is in), each with its answer until then;
   * once the instance is in, they are the instance's.
   */
  before?: { [K in S]: NonNullable<A[K]> }
  /** Downloads the instance's code and creates the instance (not set up). */
  load(): Promise<A>
}

/** A required member of `A` the plan leaves out: a type error names it. */
type Uncovered<A, D, S> = Exclude<RequiredKeys<A>, OwnMembers | DefaultAnswers | D | S>

type AnyFunction = (...args: unknown[]) => unknown

/**
 * The instance a page creates with its kit, whose code (SDKs, wallet discovery, sessions)
 * downloads with `setup()` instead of with the page: the button and the provider paint without
 * parsing it, and the kit's start-up (restore, discovery) begins right after that first paint.
 * Until then it behaves as an instance that is not set up yet: no connectors, no provider, no
 * address accepted, listeners kept and handed over to the instance; a deferred call before
 * `setup()` waits for the code and then meets the instance's own answer. `destroy()` while the code
 * downloads leaves the instance never set up.
 *
 * @example
 * const standIn = lazyAdapter<SolanaAdapter, ...>({
 *   namespace: 'solana',
 *   capabilities: solanaCapabilities,
 *   setupOnInterest: true,
 *   deferred: ['connect', 'reconnect', ...],
 *   load: () => import('./create-solana-adapter.js').then((m) => m.createSolanaAdapter(options, context)),
 * })
 */
export function lazyAdapter<
  A extends ChainAdapter,
  D extends MethodKeys<A>,
  S extends MethodKeys<A> = never,
>(
  plan: LazyAdapterPlan<A, D, S> &
    ([Uncovered<A, D, S>] extends [never] ? unknown : { missing: Uncovered<A, D, S> }),
): A {
  let loaded: A | undefined
  let destroyed = false
  const handOver = new Set<(instance: A) => void>()

  // A failed download (offline, a deploy in between) is retried by the next call.
  const instance = loadOnce(() =>
    plan.load().then((created) => {
      loaded = created
      for (const attach of handOver) attach(created)
      handOver.clear()
      return created
    }),
  )

  const member = (created: A, name: PropertyKey) =>
    (created as unknown as Record<PropertyKey, AnyFunction>)[name] as AnyFunction

  const standIn: Record<PropertyKey, unknown> = {}
  for (const name of plan.deferred)
    standIn[name] = (...args: unknown[]): Promise<unknown> => {
      const call = (created: A) => member(created, name).apply(created, args)
      // Once the instance is in, a call starts in the caller's turn, as on the instance itself.
      if (!loaded) return instance().then(call)
      try {
        return call(loaded) as Promise<unknown>
      } catch (error) {
        return Promise.reject(error)
      }
    }
  const before: Record<PropertyKey, AnyFunction> = {
    getConnectors: () => [],
    getProvider: () => undefined,
    // Core checks only addresses a connection or a wallet event brought, which come from the
    // instance: before it is in, a check refuses, never accepts.
    validateAddress: () => false,
    ...(plan.before as Record<PropertyKey, AnyFunction> | undefined),
  }
  for (const name of Object.keys(before))
    standIn[name] = (...args: unknown[]) =>
      loaded ? member(loaded, name)?.apply(loaded, args) : before[name]?.(...args)

  return {
    ...standIn,
    namespace: plan.namespace,
    // Data answers at once: core reads it before the instance's code is in.
    capabilities: plan.capabilities,
    setupOnInterest: plan.setupOnInterest,
    async setup() {
      await afterNextPaint()
      if (destroyed) return
      const created = await instance()
      if (!destroyed) await created.setup()
    },
    on<E extends AdapterEventName>(
      event: E,
      listener: (payload: AdapterEventMap[E]) => void,
    ): Unsubscribe {
      if (loaded) return loaded.on(event, listener)
      let off: Unsubscribe | undefined
      const attach = (created: A) => {
        off = created.on(event, listener)
      }
      handOver.add(attach)
      return () => {
        handOver.delete(attach)
        off?.()
      }
    },
    async destroy() {
      if (destroyed) return
      destroyed = true
      handOver.clear()
      const created = loaded ?? (await instance.current()?.catch(() => undefined))
      await created?.destroy()
    },
  } as unknown as A
}
