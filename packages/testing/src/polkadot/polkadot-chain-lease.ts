import { polkadotDevAccounts } from './dev-accounts.js'
import {
  DEFAULT_POLKADOT_BALANCE,
  type LaunchedPolkadotChain,
  launchPolkadotChain,
  type PolkadotChain,
  type StartPolkadotChainOptions,
} from './start-polkadot-chain.js'

// Test files of a vitest worker run one after another in one module graph (isolate: false), so
// this module's state lives as long as the worker: a chain one file released is handed to the next
// file, reset, instead of a new chopsticks start (~10 s wall, ~4.5 s CPU each).
// Only one released chain per set of options is kept: a file that holds two at once gets a second
// process (never a wait: it may need both at the same time), and the surplus one stops on release.
// Kept chains die with the worker: start-polkadot-chain's exit hook kills them, and the child exits
// by itself when the worker's IPC channel closes (even when the worker is killed); a kept chain
// does not hold the worker's event loop open.
const idle = new Map<string, LaunchedPolkadotChain>()

/** The options that make two chains differ; only identical ones share a process. */
function leaseKey(options: StartPolkadotChainOptions): string {
  return JSON.stringify({
    port: options.port ?? 0,
    accounts: (options.accounts ?? polkadotDevAccounts).map(({ uri, name, type }) => [
      uri,
      name,
      type,
    ]),
    fund: options.fund ?? [],
    balance: String(options.balance ?? DEFAULT_POLKADOT_BALANCE),
  })
}

async function takeIdle(key: string): Promise<LaunchedPolkadotChain | undefined> {
  const launched = idle.get(key)
  if (!launched) return undefined
  idle.delete(key)
  if (launched.exited) return undefined
  // Held again before the reset: its answer is what this process waits for.
  launched.holdsEventLoop(true)
  try {
    await launched.reset()
    return launched
  } catch {
    // A chain that cannot be reset is not handed on: a fresh start replaces it.
    await launched.chain.stop()
    return undefined
  }
}

/**
 * A local Substrate chain for one user in this worker: the chain another file of the worker
 * released, reset to the state a fresh start gives (its head block, funded balances, nonces 0,
 * no storage set since), or a new start when none is free. `stop()` releases it: the process keeps
 * running for the next user (or stops, when one with the same options is already kept).
 *
 * @example
 * const chain = await leasePolkadotChain()
 * // ... chain.accounts[0] is //Alice, at the funded balance, nonce 0
 * await chain.stop() // released, not killed
 */
export async function leasePolkadotChain(
  options: StartPolkadotChainOptions = {},
): Promise<PolkadotChain> {
  const key = leaseKey(options)
  const launched = (await takeIdle(key)) ?? (await launchPolkadotChain(options))
  let releasing: Promise<void> | undefined
  const release = (): Promise<void> => {
    releasing ??= (async () => {
      if (launched.exited) return
      if (idle.has(key)) await launched.chain.stop()
      else {
        // Kept for the next user, not for this process: a script that is done ends by itself.
        launched.holdsEventLoop(false)
        idle.set(key, launched)
      }
    })()
    return releasing
  }
  // Each user its own copy: one that edits its accounts list cannot change the next user's.
  const { chain } = launched
  return { ...chain, accounts: chain.accounts.map((account) => ({ ...account })), stop: release }
}
