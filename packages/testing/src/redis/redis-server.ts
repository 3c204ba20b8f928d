import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A real `redis-server` on a Unix socket in a temporary directory (no TCP port to collide on). */
export interface RedisServer {
  /** The socket path: what a Redis client's `path` (or `redisUrl`) takes. */
  socket: string
  /** Stops the server (SIGTERM, awaited) and removes its directory. */
  stop(): Promise<void>
}

/**
 * Starts Debian's `redis-server` (the test command's system check, scripts/system-packages,
 * installs it; `PORTICO_REDIS_SERVER` names another binary) without persistence, and resolves
 * once it accepts connections. Bounded by 20 s, after which the child is killed and its output
 * reported, rather than left behind when a hook times out.
 *
 * @example
 * const redis = await startRedisServer()
 * const client = createClient({ socket: { path: redis.socket } })
 * // ...
 * await redis.stop()
 */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-redis-'))
  const socket = join(dir, 'redis.sock')
  const child: ChildProcess = spawn(
    process.env.PORTICO_REDIS_SERVER ?? 'redis-server',
    ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  let timer: ReturnType<typeof setTimeout> | undefined
  await new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`redis-server did not get ready: ${output}`))
    }, 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/ready to accept connections/i.test(output)) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', (error) =>
      reject(
        new Error(`redis-server could not start (run scripts/system-packages): ${error.message}`),
      ),
    )
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })
    .catch((error: unknown) => {
      rmSync(dir, { recursive: true, force: true })
      throw error
    })
    .finally(() => clearTimeout(timer))
  return {
    socket,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
