import { type ChildProcess, fork } from 'node:child_process'
import { createRequire } from 'node:module'
import type { Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import {
  type PolkadotDevAccountSpec,
  type PolkadotKeyType,
  polkadotDevAccounts,
} from './dev-accounts.js'

/** Error raised when the local Substrate chain cannot be started. */
export class PolkadotChainStartError extends Error {
  override name = 'PolkadotChainStartError'
}

/** A funded account of the local chain. */
export interface PolkadotChainAccount {
  /** SS58 address for the chain's prefix. */
  address: string
  /** Secret URI (`//Alice`) the key derives from. */
  uri: string
  name: string
  type: PolkadotKeyType
  publicKey: `0x${string}`
}

/** A running local Substrate chain (chopsticks on the Rococo Asset Hub runtime). */
export interface PolkadotChain {
  /** `ws://127.0.0.1:PORT` (the same port also answers HTTP JSON-RPC POSTs). */
  wsUrl: string
  httpUrl: string
  port: number
  /** Block 0's hash as the chain reports it (chopsticks' fixed genesis placeholder, `0x4545…`). */
  genesisHash: `0x${string}`
  /** `polkadot:` + the first 32 hex characters of the genesis hash. */
  caip2: `polkadot:${string}`
  ss58Prefix: number
  decimals: number
  symbol: string
  specName: string
  specVersion: number
  /** Funded accounts: the dev accounts, then the `fund` addresses' owners are not listed. */
  accounts: PolkadotChainAccount[]
  /** Balance given to every funded account, in planck. */
  fundedBalance: bigint
  /** Process id of the chopsticks child process (to read its memory). */
  pid: number
  /** Kills the chain process (SIGTERM, SIGKILL after 2 s) and waits until it exited. Idempotent. */
  stop(): Promise<void>
}

export interface StartPolkadotChainOptions {
  /** Port for WebSocket + HTTP JSON-RPC; 0 (default) picks a free ephemeral port. */
  port?: number
  /** Dev accounts to fund (default `polkadotDevAccounts`). */
  accounts?: readonly PolkadotDevAccountSpec[]
  /** More addresses (any SS58 prefix) to fund with the same balance. */
  fund?: readonly string[]
  /** Planck per funded account. Default 10 000 ROC (10^16 planck). */
  balance?: bigint
  /** Milliseconds to wait for the chain to listen. Default 60 000 (a cold start takes ~5–8 s on 2 busy cores). */
  readyTimeoutMs?: number
}

interface ReadyMessage {
  type: 'ready'
  addr: string
  genesisHash: `0x${string}`
  ss58Prefix: number
  decimals: number
  symbol: string
  specName: string
  specVersion: number
}

type ChildMessage =
  | ReadyMessage
  | { type: 'error'; message: string }
  | { type: 'reset-done' }
  | { type: 'reset-error'; message: string }

/** A started chain with what the worker's lease needs beside it (see polkadot-chain-lease.ts). */
export interface LaunchedPolkadotChain {
  /** The chain as `startPolkadotChain` gives it; its `stop()` kills the process. */
  chain: PolkadotChain
  /** Puts the chain back to the state the start gave (head, balances, nonces, storage, pool). */
  reset(): Promise<void>
  /** True once the process exited (stopped, or died). */
  readonly exited: boolean
  /**
   * Whether the chain process (its IPC channel and output pipes) keeps this process's event loop
   * alive; true from the start. A kept, idle chain lets a script end by itself.
   */
  holdsEventLoop(hold: boolean): void
}

const running = new Set<ChildProcess>()
let exitHooksInstalled = false

/** Makes sure no chain process outlives this process, even when a test forgets to stop it. */
function installExitHooks(): void {
  if (exitHooksInstalled) return
  exitHooksInstalled = true
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL')
    running.clear()
  })
}

/** Planck per funded account when the options give none: 10 000 ROC. */
export const DEFAULT_POLKADOT_BALANCE = 10_000n * 10n ** 12n

function keyPairOf(spec: PolkadotDevAccountSpec) {
  return new Keyring({ type: spec.type }).addFromUri(spec.uri, { name: spec.name })
}

/**
 * Starts a local Substrate chain: chopsticks 1.5.1 from the Rococo Asset Hub chain-spec genesis
 * shipped in `@substrate/connect-known-chains` (no live endpoint), one block per transaction
 * (Instant mode), dev accounts funded. Runs in a child process so `stop()` really frees the port
 * and the runtime's ~250 MB stay out of the test process.
 *
 * @example
 * const chain = await startPolkadotChain()
 * const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl) })
 * // ... chain.accounts[0] is //Alice
 * await chain.stop()
 */
export async function startPolkadotChain(
  options: StartPolkadotChainOptions = {},
): Promise<PolkadotChain> {
  return (await launchPolkadotChain(options)).chain
}

/** `startPolkadotChain`, also giving the reset the worker's lease hands the chain on with. */
export async function launchPolkadotChain(
  options: StartPolkadotChainOptions = {},
): Promise<LaunchedPolkadotChain> {
  await cryptoWaitReady()
  const specs = options.accounts ?? polkadotDevAccounts
  const balance = options.balance ?? DEFAULT_POLKADOT_BALANCE
  const pairs = specs.map((spec) => ({ spec, pair: keyPairOf(spec) }))
  const balances: [string, string][] = [
    ...pairs.map(({ pair }): [string, string] => [pair.address, balance.toString()]),
    ...(options.fund ?? []).map((address): [string, string] => [address, balance.toString()]),
  ]
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000
  // An optional peer: only apps that start this chain install it (its sqlite3 build is heavy).
  try {
    createRequire(import.meta.url).resolve('@acala-network/chopsticks')
  } catch {
    throw new PolkadotChainStartError(
      'startPolkadotChain needs @acala-network/chopsticks (an optional peer of @portico/testing): npm install -D @acala-network/chopsticks@1.5.1',
    )
  }

  const child = fork(fileURLToPath(new URL('./chopsticks-process.mjs', import.meta.url)), [], {
    // Never inherit vitest's / tsx's loader flags: the child is plain ESM.
    execArgv: [],
    env: { ...process.env, LOG_LEVEL: 'error', LOG_COMPACT: 'true' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  running.add(child)
  installExitHooks()

  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  let exited = false
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      running.delete(child)
      resolve()
    })
  })
  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (exited) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
      await exitPromise
      clearTimeout(timer)
    })()
    return stopping
  }

  try {
    const ready = await new Promise<ReadyMessage>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new PolkadotChainStartError(
              `the local Substrate chain did not start within ${readyTimeoutMs} ms. Output:\n${output}`,
            ),
          ),
        readyTimeoutMs,
      )
      child.once('message', (message: ChildMessage) => {
        clearTimeout(timer)
        if (message.type === 'ready') resolve(message)
        else if (message.type === 'error')
          reject(new PolkadotChainStartError(`chopsticks failed to start: ${message.message}`))
      })
      child.once('error', (cause) => {
        clearTimeout(timer)
        reject(
          new PolkadotChainStartError(`chopsticks could not be started: ${cause.message}`, {
            cause,
          }),
        )
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        reject(
          new PolkadotChainStartError(
            `chopsticks exited before listening (code ${code}, signal ${signal}). Output:\n${output}`,
          ),
        )
      })
      child.send({ type: 'start', options: { port: options.port ?? 0, balances } })
    })
    const port = Number(ready.addr.slice(ready.addr.lastIndexOf(':') + 1))
    const reset = () =>
      new Promise<void>((resolve, reject) => {
        if (exited) {
          reject(new PolkadotChainStartError('the chain process has exited: it cannot be reset'))
          return
        }
        const onMessage = (message: ChildMessage) => {
          if (message.type !== 'reset-done' && message.type !== 'reset-error') return
          settle()
          if (message.type === 'reset-done') resolve()
          else
            reject(
              new PolkadotChainStartError(
                `chopsticks could not reset the chain: ${message.message}`,
              ),
            )
        }
        const onExit = () => {
          settle()
          reject(new PolkadotChainStartError('the chain process exited during a reset'))
        }
        const settle = () => {
          child.off('message', onMessage)
          child.off('exit', onExit)
        }
        child.on('message', onMessage)
        child.once('exit', onExit)
        child.send({ type: 'reset' })
      })
    const chain: PolkadotChain = {
      wsUrl: `ws://127.0.0.1:${port}`,
      httpUrl: `http://127.0.0.1:${port}`,
      port,
      genesisHash: ready.genesisHash,
      caip2: `polkadot:${ready.genesisHash.slice(2, 34)}`,
      ss58Prefix: ready.ss58Prefix,
      decimals: ready.decimals,
      symbol: ready.symbol,
      specName: ready.specName,
      specVersion: ready.specVersion,
      accounts: pairs.map(({ spec, pair }) => ({
        address: encodeAddress(pair.addressRaw, ready.ss58Prefix),
        uri: spec.uri,
        name: spec.name,
        type: spec.type,
        publicKey: u8aToHex(pair.publicKey),
      })),
      fundedBalance: balance,
      pid: child.pid ?? -1,
      stop,
    }
    return {
      chain,
      reset,
      get exited() {
        return exited
      },
      holdsEventLoop(hold) {
        // The output pipes are sockets (stdio 'pipe'), which Readable's type does not say.
        const pipes = [child.stdout, child.stderr] as (Socket | null)[]
        for (const handle of [child, child.channel, ...pipes]) {
          if (hold) handle?.ref()
          else handle?.unref()
        }
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}
