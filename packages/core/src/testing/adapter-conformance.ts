import type {
  AdapterConnection,
  AdapterDefinition,
  AdapterEventMap,
  ChainAdapter,
} from '../adapter/chain-adapter.js'
import { WalletRequestTimeoutError } from '../adapter-kit/wallet-request-timeout-error.js'
import { DEFAULT_REQUEST_TIMEOUT } from '../adapter-kit/with-timeout.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import {
  AdapterConformanceError,
  check,
  describeValue,
  eventually,
  pause,
  track,
} from './conformance-checks.js'
import type { AdapterConformanceFixture, ConformanceResources } from './conformance-fixture.js'
import {
  type ConformanceCase,
  type ConformanceKit,
  type HeardEvent,
  withConformanceCase,
} from './conformance-kit.js'

type Case = <A extends ChainAdapter>(harness: ConformanceCase<A>) => Promise<void>

/** How long (real time) an event that must not come is waited for. */
const QUIET_MS = 150

function connect<A extends ChainAdapter>(
  harness: ConformanceCase<A>,
  kit: ConformanceKit<A>,
): Promise<AdapterConnection> {
  return kit.adapter.connect({
    connectorId: harness.wallet.connectorId,
    network: harness.fixture.networks()[0],
  })
}

/** Connects `kit` to the case's wallet and checks the connection is the wallet's account. */
async function connectWallet<A extends ChainAdapter>(
  harness: ConformanceCase<A>,
  kit: ConformanceKit<A>,
  when: string,
): Promise<AdapterConnection> {
  const connection = await connect(harness, kit)
  check(
    connection.address === harness.wallet.address,
    `${when}, connect gave ${connection.address}, the wallet's account is ${harness.wallet.address}`,
  )
  return connection
}

function accountsHeard(heard: readonly HeardEvent[]): string[][] {
  return heard
    .filter((event) => event.name === 'accountsChanged')
    .map((event) => (event.payload as AdapterEventMap['accountsChanged']).accounts)
}

function heardAccount(heard: readonly HeardEvent[], address: string): boolean {
  return accountsHeard(heard).some((accounts) => accounts[0] === address)
}

function total(resources: ConformanceResources): number {
  return resources.listeners + resources.sockets + resources.subscriptions
}

function describeResources(resources: ConformanceResources, timers: number): string {
  return `listeners ${resources.listeners}, sockets ${resources.sockets}, subscriptions ${resources.subscriptions}, timers ${timers}`
}

const twoKits: Case = async (harness) => {
  const { definition, wallet } = harness
  const a = await harness.kit()
  const b = await harness.kit()
  check(a.adapter !== b.adapter, 'one definition gave two kits the same instance')
  check(
    a.adapter.namespace === definition.namespace,
    `the instance owns ${a.adapter.namespace}, its definition ${definition.namespace}`,
  )
  const heardByA = a.listen()
  const heardByB = b.listen()
  await connectWallet(harness, a, 'in the first kit')
  check(
    b.adapter.getProvider() === undefined,
    'the second kit has a provider though only the first connected',
  )
  const next = await wallet.changeAccount()
  await eventually(
    () => heardAccount(heardByA, next),
    () => `the connected kit did not hear the account change to ${next}`,
  )
  await pause(QUIET_MS)
  check(
    heardByB.length === 0,
    `the kit that did not connect heard the other kit's wallet: ${describeValue(heardByB)}`,
  )
  await a.adapter.destroy()
  await connectWallet(harness, b, "after the first kit's destroy()")
  const after = await wallet.changeAccount()
  await eventually(
    () => heardAccount(heardByB, after),
    () => `the second kit did not hear its wallet after the first kit was destroyed`,
  )
}

const destroyReleases: Case = async (harness) => {
  const { wallet, fixture } = harness
  const kit = await harness.kit()
  const heard = kit.listen()
  const connection = await connect(harness, kit)
  // A read from the chain: what the instance opens to its node is open now.
  await kit.adapter.getBalance({ address: connection.address, network: fixture.networks()[0]! })
  wallet.setMode('hang')
  void kit.adapter
    .signMessage({ message: 'conformance', address: connection.address })
    .catch(() => {})
  const limit = fixture.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT
  await eventually(
    () => kit.clock.delays().includes(limit),
    () => `a prompt the wallet does not answer holds no ${limit} ms timer on the kit's clock`,
  )
  const open = await wallet.openResources(kit.adapter)
  const timersOpen = kit.clock.pending()
  check(
    total(open) > 0,
    `the fixture counts nothing open while connected (${describeResources(open, kit.clock.pending())}): the check after destroy() would prove nothing`,
  )
  await kit.adapter.destroy()
  // Sockets close a moment after `destroy()` resolves: the counts are read until they reach 0.
  let left = await wallet.openResources(kit.adapter)
  const deadline = Date.now() + 2_000
  while ((total(left) > 0 || kit.clock.pending() > 0) && Date.now() < deadline) {
    await pause(20)
    left = await wallet.openResources(kit.adapter)
  }
  check(
    total(left) === 0 && kit.clock.pending() === 0,
    `destroy() left open: ${describeResources(left, kit.clock.pending())} (open before: ${describeResources(open, timersOpen)})`,
  )
  const count = heard.length
  wallet.setMode('approve')
  await wallet.changeAccount()
  await pause(QUIET_MS)
  check(
    heard.length === count,
    `a destroyed instance still told its listeners: ${describeValue(heard.slice(count))}`,
  )
}

const userRejection: Case = async (harness) => {
  const { wallet } = harness
  const kit = await harness.kit()
  wallet.setMode('reject')
  const error = await connect(harness, kit).then(
    (connection) => connection,
    (thrown: unknown) => thrown,
  )
  check(
    error instanceof UserRejectedRequestError,
    `a connect the user rejected gave ${describeValue(error)}, not core's UserRejectedRequestError (4001)`,
  )
  wallet.setMode('approve')
  await connectWallet(harness, kit, 'after a rejected attempt')
}

const timeout: Case = async (harness) => {
  const { wallet, fixture } = harness
  const limit = fixture.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT
  const kit = await harness.kit()
  wallet.setMode('hang')
  const outcome = track(connect(harness, kit))
  await eventually(
    () => outcome.settled || kit.clock.delays().includes(limit),
    () => `a connect the wallet never answers set no ${limit} ms timer on the kit's clock`,
  )
  check(
    !outcome.settled,
    `a connect the wallet never answered settled at once: ${describeValue(outcome.error ?? outcome.value)}`,
  )
  kit.clock.advance(limit - 1)
  await pause(QUIET_MS)
  check(!outcome.settled, `the request failed before its ${limit} ms timeout`)
  kit.clock.advance(1)
  await eventually(
    () => outcome.settled,
    () => `the request did not fail at its ${limit} ms timeout on the kit's clock`,
  )
  check(
    outcome.error instanceof WalletRequestTimeoutError,
    `a wallet that never answered gave ${describeValue(outcome.error ?? outcome.value)}, not core's WalletRequestTimeoutError`,
  )
  check(
    outcome.error.timeout === limit,
    `the timeout error names ${outcome.error.timeout} ms, the request timeout is ${limit} ms`,
  )
}

const throwingListener: Case = async (harness) => {
  const kit = await harness.kit()
  await connect(harness, kit)
  const fault = new Error('a listener that throws')
  kit.adapter.on('accountsChanged', () => {
    throw fault
  })
  const heard = kit.listen()
  const next = await (async () => harness.wallet.changeAccount())().catch((error: unknown) => {
    throw new AdapterConformanceError(
      `a throwing listener reached the wallet: ${describeValue(error)}`,
    )
  })
  await eventually(
    () => heardAccount(heard, next),
    () => 'a listener after a throwing one did not hear the account change',
  )
  check(
    kit.warnings.some((warning) => warning.details === fault),
    "the listener's error was not reported through context.warn",
  )
}

const roundTrip: Case = async (harness) => {
  const { wallet, fixture } = harness
  const network = fixture.networks()[0]!
  const kit = await harness.kit()
  const heard = kit.listen()
  const connection = await connectWallet(harness, kit, 'at first')
  check(
    connection.accounts[0]?.address === connection.address,
    `the first of the connection's accounts (${connection.accounts[0]?.address}) is not its address`,
  )
  check(
    connection.connectorId === wallet.connectorId,
    `the connection names connector ${connection.connectorId}, not ${wallet.connectorId}`,
  )
  check(
    String(connection.chainId) === String(network.id),
    `the connection is on chain ${connection.chainId}, the wallet on ${network.id}`,
  )
  const next = await wallet.changeAccount()
  await eventually(
    () => heardAccount(heard, next),
    () => `no accountsChanged to ${next}: heard ${describeValue(heard)}`,
  )
  if (wallet.changeChain) {
    const chainId = await wallet.changeChain()
    await eventually(
      () =>
        heard.some(
          (event) =>
            event.name === 'chainChanged' &&
            String((event.payload as AdapterEventMap['chainChanged']).chainId) === String(chainId),
        ),
      () => `no chainChanged to ${chainId}: heard ${describeValue(heard)}`,
    )
  }
  await wallet.disconnect()
  await eventually(
    () =>
      heard.some(
        (event) =>
          event.name === 'disconnect' ||
          (event.name === 'accountsChanged' &&
            (event.payload as AdapterEventMap['accountsChanged']).accounts.length === 0),
      ),
    () =>
      `the wallet ended the session and the instance told no one: heard ${describeValue(heard)}`,
  )
  check(
    kit.adapter.getProvider() === undefined,
    'the instance still hands out a provider after the wallet ended the session',
  )
  await connectWallet(harness, kit, 'after the wallet ended the session')
  await kit.adapter.disconnect()
  check(
    kit.adapter.getProvider() === undefined,
    'the instance still hands out a provider after disconnect()',
  )
  const count = heard.length
  await wallet.changeAccount()
  await pause(QUIET_MS)
  check(
    heard.length === count,
    `after disconnect() the wallet still reached the listeners: ${describeValue(heard.slice(count))}`,
  )
}

const malformedValues: Case = async (harness) => {
  const { wallet } = harness
  const kit = await harness.kit()
  await connect(harness, kit)
  const heard = kit.listen()
  const before = kit.warnings.length
  await wallet.emitMalformed()
  await eventually(
    () => kit.warnings.length > before,
    () => `a malformed wallet event was taken without a warning: heard ${describeValue(heard)}`,
  )
  await pause(QUIET_MS)
  check(heard.length === 0, `a malformed wallet event reached core: ${describeValue(heard)}`)
  const next = await wallet.changeAccount()
  await eventually(
    () => heardAccount(heard, next),
    () => 'after a refused value the instance no longer follows the wallet',
  )

  const other = await harness.kit()
  const bad = await wallet.answerMalformed()
  const outcome = await connect(harness, other).then(
    (connection) => connection,
    (error: unknown) => error,
  )
  const connection = outcome instanceof Error ? undefined : (outcome as AdapterConnection)
  check(
    !connection ||
      (connection.address !== bad && connection.accounts.every((entry) => entry.address !== bad)),
    `a malformed account in the wallet's answer reached the connection: ${describeValue(outcome)}`,
  )
  check(
    other.warnings.length > 0,
    `a malformed account in the wallet's answer was refused without a warning (${describeValue(outcome)})`,
  )
}

/** The suite's cases, in the order they run: title and body. */
export const conformanceCases: readonly (readonly [string, Case])[] = [
  ['one definition serves two kits independently', twoKits],
  ['destroy() releases every listener, timer, socket and subscription', destroyReleases],
  ['a user rejection is UserRejectedRequestError', userRejection],
  ["a wallet that never answers fails with WalletRequestTimeoutError, on the kit's clock", timeout],
  ['a throwing listener does not stop the others and is reported', throwingListener],
  ['connect, accountsChanged, chainChanged and disconnect round-trip the state', roundTrip],
  ['malformed wallet values are refused with a warning', malformedValues],
]

/**
 * Registers the adapter conformance suite with the fixture's test runner: every Portico adapter
 * (and one written later) runs it against its real local chain and test wallet. Each case opens
 * kits on `definition` as `createAppKit` does (a fresh storage, a manual clock and a `warn` per
 * kit) and checks one rule of the adapter contract:
 * - one definition serves two kits independently;
 * - `destroy()` releases every listener, timer, socket and subscription (counted);
 * - a user rejection is `UserRejectedRequestError`;
 * - a wallet that never answers fails with `WalletRequestTimeoutError` at `requestTimeout`, on the
 *   kit's clock;
 * - a throwing listener does not stop the others, and its error goes to `context.warn`;
 * - connect → accountsChanged → chainChanged → disconnect round-trips the state;
 * - malformed wallet values (in an event, in connect's answer) are refused with a warning.
 *
 * `definition` may be a function, called in each case after `fixture.wallet()`, for a definition
 * that needs what the file's `beforeAll` started (the chain's URLs) or the case's page (the one its
 * fresh wallet is installed on).
 *
 * @example
 * import { describe, it } from 'vitest'
 * runAdapterConformance(myAdapter({ walletConnect: false }), {
 *   runner: { describe, it },
 *   networks: () => [localNetwork],
 *   wallet: async () => myTestWalletFixture(),
 * })
 */
export function runAdapterConformance<A extends ChainAdapter>(
  definition: AdapterDefinition<A> | (() => AdapterDefinition<A>),
  fixture: AdapterConformanceFixture<A>,
): void {
  const { describe, it } = fixture.runner
  describe('adapter conformance', () => {
    for (const [title, body] of conformanceCases)
      it(title, () => withConformanceCase(definition, fixture, body), fixture.caseTimeout ?? 30_000)
  })
}
