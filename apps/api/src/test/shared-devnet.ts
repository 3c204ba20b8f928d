import { type Devnet, startDevnet } from '@portico/testing'

// Starting a devnet (two anvil nodes, the fixtures deployed on each) costs seconds, and most files
// here want one. The files of a worker share their modules (isolate: false in vitest.config.ts),
// so the worker starts one devnet, snapshots both chains once the fixtures are deployed, and hands
// every later file the chains reverted to that snapshot: what a file sees is what a devnet it
// started itself would show (same blocks, balances, nonces and contracts), without the start.
// The nodes die with the worker (anvil.ts kills its children on exit).

interface Shared {
  devnet: Devnet
  /** One snapshot id per chain, in chain order; anvil forgets an id once reverted to it. */
  snapshots: string[]
  /** Whether a file has had the chains since the last revert. */
  lent: boolean
}

let shared: Promise<Shared> | undefined

/** A devnet RPC failure: the method and the node's message. */
export class DevnetRpcError extends Error {
  override name = 'DevnetRpcError'
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new DevnetRpcError(`${method} failed: ${body.error.message}`)
  return body.result
}

async function snapshotAll(devnet: Devnet): Promise<string[]> {
  return Promise.all(
    devnet.chains.map(async (chain) => {
      const id = await rpc(chain.rpcUrl, 'evm_snapshot')
      if (typeof id !== 'string') throw new DevnetRpcError(`evm_snapshot answered ${String(id)}`)
      return id
    }),
  )
}

/** Puts both chains back to the snapshot: no pending transaction, automine on, no interval. */
async function revertAll(state: Shared): Promise<void> {
  await Promise.all(
    state.devnet.chains.map(async (chain, index) => {
      await rpc(chain.rpcUrl, 'anvil_dropAllTransactions')
      const reverted = await rpc(chain.rpcUrl, 'evm_revert', [state.snapshots[index]])
      if (reverted !== true) throw new DevnetRpcError(`evm_revert on chain ${chain.chainId} failed`)
      await rpc(chain.rpcUrl, 'evm_setIntervalMining', [0])
      await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
    }),
  )
  state.snapshots = await snapshotAll(state.devnet)
}

async function startShared(): Promise<Shared> {
  const devnet = await startDevnet()
  try {
    return { devnet, snapshots: await snapshotAll(devnet), lent: false }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

function startOnce(): Promise<Shared> {
  shared = startShared().catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}

/**
 * The worker's devnet as freshly started: the first caller gets it as deployed, every later one
 * after a revert to the post-fixture snapshot (or a new devnet when the old one no longer reverts,
 * e.g. a node died). Its `stop` does nothing (later files use it). One caller at a time: the
 * files of a worker run one after another.
 */
export async function pristineDevnet(): Promise<Devnet> {
  let state = await (shared ?? startOnce())
  if (state.lent) {
    try {
      await revertAll(state)
    } catch {
      await state.devnet.stop()
      state = await startOnce()
    }
  }
  state.lent = true
  return { ...state.devnet, stop: async () => undefined }
}
