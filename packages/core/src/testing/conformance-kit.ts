import type {
  AdapterContext,
  AdapterDefinition,
  AdapterEventMap,
  AdapterEventName,
  ChainAdapter,
} from '../adapter/chain-adapter.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import type { AdapterConformanceFixture, ConformanceWallet } from './conformance-fixture.js'
import { type ManualClock, manualClock } from './manual-clock.js'

/** A warning an instance reported through `context.warn`. */
export interface ConformanceWarning {
  message: string
  details: unknown
}

/** An event an instance emitted, as a listener of the case heard it. */
export interface HeardEvent {
  name: AdapterEventName
  payload: AdapterEventMap[AdapterEventName]
}

/** One kit's side of a case: the instance the definition made for it, its clock and its warnings. */
export interface ConformanceKit<A extends ChainAdapter> {
  adapter: A
  clock: ManualClock
  warnings: ConformanceWarning[]
  /** Records `accountsChanged`, `chainChanged` and `disconnect` from now on. */
  listen(): HeardEvent[]
}

/** What a case is given: a way to open kits on one definition, and the case's fresh wallet. */
export interface ConformanceCase<A extends ChainAdapter> {
  definition: AdapterDefinition<A>
  fixture: AdapterConformanceFixture<A>
  /** The case's fresh test wallet. */
  wallet: ConformanceWallet<A>
  /** Creates an instance from `definition` with a kit's own context (fresh storage, manual clock) and sets it up. */
  kit(): Promise<ConformanceKit<A>>
}

/**
 * Runs `body` with a fresh wallet and kits on `definitionOf` (a definition, or a function called
 * once the wallet is made) as `createAppKit` makes them, then
 * destroys every instance and closes the wallet, whatever the case's outcome.
 */
export async function withConformanceCase<A extends ChainAdapter>(
  definitionOf: AdapterDefinition<A> | (() => AdapterDefinition<A>),
  fixture: AdapterConformanceFixture<A>,
  body: (harness: ConformanceCase<A>) => Promise<void>,
): Promise<void> {
  const opened: A[] = []
  // The wallet first: a definition given as a function may read the page it was installed on.
  const wallet = await fixture.wallet()
  const definition = typeof definitionOf === 'function' ? definitionOf() : definitionOf
  const harness: ConformanceCase<A> = {
    definition,
    fixture,
    wallet,
    async kit() {
      const clock = manualClock()
      const warnings: ConformanceWarning[] = []
      const base: AdapterContext = {
        storage: createMemoryStorage(),
        clock: clock.clock,
        networks: fixture.networks(),
        warn: (message, details) => warnings.push({ message, details }),
      }
      const adapter = definition.create(fixture.context ? fixture.context(base) : base)
      opened.push(adapter)
      await adapter.setup()
      return { adapter, clock, warnings, listen: () => listenTo(adapter) }
    },
  }
  try {
    await body(harness)
  } finally {
    await Promise.allSettled(opened.map(async (adapter) => adapter.destroy()))
    await wallet.close?.()
  }
}

function listenTo(adapter: ChainAdapter): HeardEvent[] {
  const heard: HeardEvent[] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect'] as const)
    adapter.on(name, (payload) => heard.push({ name, payload }))
  return heard
}
