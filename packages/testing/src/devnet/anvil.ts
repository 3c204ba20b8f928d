import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Hex } from 'viem'

/** Error raised when anvil cannot be found, started, or does not become ready in time. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError'
}

/** A running anvil node. */
export interface AnvilInstance {
  chainId: number
  port: number
  rpcUrl: string
  /** Private keys of the node's funded dev accounts, in order. */
  privateKeys: Hex[]
  /** Stops the node (SIGTERM, then SIGKILL after 2 s). Idempotent. */
  stop(): Promise<void>
}

export interface StartAnvilOptions {
  chainId: number
  /** Port to listen on; 0 (default) picks a free ephemeral port. */
  port?: number
  /** Milliseconds to wait for the node to listen before failing. Default 10 000. */
  readyTimeoutMs?: number
}

/** Resolves the anvil binary shipped by `@foundry-rs/anvil-linux-amd64`, making it executable. */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  let packageJson: string
  try {
    packageJson = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  } catch (cause) {
    throw new AnvilStartError(
      'anvil not found: install @foundry-rs/anvil-linux-amd64 (pnpm install)',
      { cause },
    )
  }
  const binary = join(dirname(packageJson), 'bin', 'anvil')
  try {
    accessSync(binary, constants.X_OK)
  } catch {
    // Package managers do not always keep the executable bit of files in tarballs.
    chmodSync(binary, 0o755)
  }
  return binary
}

const running = new Set<ChildProcess>()
let exitHooksInstalled = false

function killAllSync(): void {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
}

/** Makes sure no anvil outlives this process, even when a test forgets to stop it. */
function installExitHooks(): void {
  if (exitHooksInstalled) return
  exitHooksInstalled = true
  process.once('exit', killAllSync)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAllSync()
      // Re-raise so the default behaviour (terminate) still happens when nobody else listens.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    })
  }
}

/**
 * Starts one anvil node on 127.0.0.1 and waits (bounded) until it listens.
 *
 * @example
 * const node = await startAnvil({ chainId: 31337 })
 * // ... node.rpcUrl
 * await node.stop()
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const binary = anvilBinaryPath()
  const readyTimeoutMs = options.readyTimeoutMs ?? 10_000
  const configDir = mkdtempSync(join(tmpdir(), 'portico-anvil-'))
  const configFile = join(configDir, 'anvil.json')
  const child = spawn(
    binary,
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port ?? 0),
      '--chain-id',
      String(options.chainId),
      '--config-out',
      configFile,
      '--no-request-size-limit',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  running.add(child)
  installExitHooks()

  let exited = child.exitCode !== null
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      running.delete(child)
      resolve()
    })
  })

  const stop = async (): Promise<void> => {
    if (!exited) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
      await exitPromise
      clearTimeout(timer)
    }
    rmSync(configDir, { recursive: true, force: true })
  }

  let output = ''
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new AnvilStartError(
              `anvil (chain ${options.chainId}) did not listen within ${readyTimeoutMs} ms. Output:\n${output.slice(-2000)}`,
            ),
          ),
        readyTimeoutMs,
      )
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          child.stdout?.off('data', onData)
          // Keep draining so a full pipe never blocks anvil.
          child.stdout?.resume()
          resolve(Number(match[1]))
        }
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      child.once('error', (cause) => {
        clearTimeout(timer)
        reject(new AnvilStartError(`anvil could not be started: ${cause.message}`, { cause }))
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        reject(
          new AnvilStartError(
            `anvil (chain ${options.chainId}) exited before listening (code ${code}, signal ${signal}). Output:\n${output.slice(-2000)}`,
          ),
        )
      })
    })
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as { private_keys: Hex[] }
    // anvil writes the file once, when it listens: gone now, it cannot outlive a worker that a
    // test runner kills before `stop` runs.
    rmSync(configDir, { recursive: true, force: true })
    return {
      chainId: options.chainId,
      port,
      rpcUrl: `http://127.0.0.1:${port}`,
      privateKeys: config.private_keys,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
