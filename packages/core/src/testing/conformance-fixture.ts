import type { AdapterContext, ChainAdapter } from '../adapter/chain-adapter.js'
import type { Network } from '../types/network.js'

/**
 * The test runner's functions the suite registers its cases with: vitest's `describe` and `it`
 * (core's testing entry does not import a test runner; the family's test file hands them in).
 */
export interface ConformanceRunner {
  describe(name: string, body: () => void): void
  it(name: string, body: () => Promise<void>, timeout?: number): void
}

/** How a test wallet answers the prompts it gets: approve, reject (the user said no), never answer. */
export type ConformanceWalletMode = 'approve' | 'reject' | 'hang'

/**
 * What a family holds open for one adapter instance and its wallet, counted from outside the
 * adapter: listeners on the page and the wallet, sockets to the chain or a relay, subscriptions
 * (SDK stores, extension account feeds). Timers are counted by the suite on the kit's clock.
 */
export interface ConformanceResources {
  listeners: number
  sockets: number
  subscriptions: number
}

/**
 * The family's real test wallet as the suite drives it: fresh for each case, installed where the
 * definition discovers wallets (its `target` page), on the family's local chain.
 */
export interface ConformanceWallet<A extends ChainAdapter = ChainAdapter> {
  /** The connector id that reaches this wallet (`connect({ connectorId })`). */
  readonly connectorId: string
  /** The active account the wallet connects with, in the adapter's address format. */
  readonly address: string
  /** How the wallet answers the prompts that follow. */
  setMode(mode: ConformanceWalletMode): void
  /** The user picks another account in the wallet; resolves with the new active address. */
  changeAccount(): string | Promise<string>
  /**
   * The user moves the wallet to another of the fixture's networks; resolves with that network's
   * chain id as the adapter reports it (`chainChanged`). Absent where the family's wallets have
   * no network of their own (a polkadot extension): the round trip then skips that step.
   */
  changeChain?(): number | string | Promise<number | string>
  /** The user ends the session in the wallet (the adapter then emits `disconnect` or no accounts). */
  disconnect(): void | Promise<void>
  /** The wallet reports a malformed value in an event (an account or chain id that is no such thing). */
  emitMalformed(): void | Promise<void>
  /**
   * The wallet's next answer to `connect` carries a malformed account; resolves with that value,
   * which must reach no connection.
   */
  answerMalformed(): string | Promise<string>
  /**
   * What is open now for `adapter` (the instance the case made) and this wallet. After the
   * instance's `destroy()` every count must be 0.
   */
  openResources(adapter: A): ConformanceResources | Promise<ConformanceResources>
  /** Releases the wallet after the case (its page, its proxies). */
  close?(): void | Promise<void>
}

/**
 * What an adapter family gives `runAdapterConformance`: its test runner, its local chain's
 * networks and its test wallet. Members are read inside the cases, after the file's `beforeAll`
 * started the chain.
 */
export interface AdapterConformanceFixture<A extends ChainAdapter = ChainAdapter> {
  /** vitest's `describe` and `it`. */
  runner: ConformanceRunner
  /** The networks the kit requests (`AdapterContext.networks`); the wallet starts on the first. */
  networks(): readonly Network[]
  /** A fresh test wallet for one case. */
  wallet(): Promise<ConformanceWallet<A>>
  /** The `requestTimeout` the definition was made with (default `DEFAULT_REQUEST_TIMEOUT`). */
  requestTimeout?: number
  /**
   * More of the kit's context (`shared`, `rpcEndpoint`): receives the suite's context (fresh
   * storage, the manual clock, the suite's `warn`) and returns the one the instance gets.
   */
  context?(base: AdapterContext): AdapterContext
  /** Real time (ms) one case may take: chain reads and the wallet's work. Default 30 000. */
  caseTimeout?: number
}
