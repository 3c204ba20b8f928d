import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { endChild } from './end-child.js'

/** apps/api could not be found or did not start; the message is one line saying what to do. */
export class LocalPartError extends Error {
  override name = 'LocalPartError'
}

/** A running `portico-api serve`. */
export interface ApiProcess {
  url: string
  port: number
  pid: number
  /** SIGTERM (the server's own graceful shutdown), SIGKILL after 5 s. Idempotent. */
  stop(): Promise<void>
}

/**
 * The `portico-api` bin of the `@portico/api` installed for the app in `from` (its node_modules
 * or a parent's, as Node resolves packages), or undefined.
 */
export function findApiBin(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', '@portico', 'api', 'package.json')
    if (existsSync(manifest)) {
      const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        bin?: Record<string, string>
      }
      const file = bin?.['portico-api']
      return file ? join(dirname(manifest), file) : undefined
    }
    if (dirname(dir) === dir) return undefined
  }
}

/**
 * Starts apps/api (`portico-api serve`, no configuration: PGlite in memory) on a free port of
 * 127.0.0.1, reading `rpcUrls` (chain id → URL), and resolves once it logs where it listens.
 * Its output is kept, not shown (a JSON line per request), and quoted when it fails to start.
 */
export function startApiProcess(options: {
  bin: string
  cwd: string
  rpcUrls: Readonly<Record<number, string>>
  multicall3?: string
  /** Milliseconds to wait for the listen line. Default 60 000. */
  readyTimeoutMs?: number
}): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    RPC_URLS: Object.entries(options.rpcUrls)
      .map(([chainId, url]) => `${chainId}=${url}`)
      .join(','),
    ...(options.multicall3 ? { MULTICALL3: options.multicall3 } : {}),
  }
  // The app's own settings must not reach the server (a DATABASE_URL or PORT meant for something else).
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'PGLITE_DATA_DIR', 'PORTICO_API_CONFIG'])
    delete env[name]
  const child = spawn(process.execPath, [options.bin, 'serve'], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const tail = () => output.trim().split('\n').slice(-5).join(' | ')
  return new Promise<ApiProcess>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer)
      void endChild(child, 'SIGKILL').then(() =>
        reject(new LocalPartError(`apps/api ${why}${output ? `: ${tail()}` : ''}`)),
      )
    }
    const timer = setTimeout(
      () => fail(`did not listen within ${(options.readyTimeoutMs ?? 60_000) / 1000} s`),
      options.readyTimeoutMs ?? 60_000,
    )
    let ready = false
    const onData = (chunk: Buffer) => {
      // Kept short: only the start-up lines are ever quoted.
      if (output.length < 20_000) output += chunk.toString()
      const match = ready ? null : /listening on http:\/\/[\d.]+:(\d+)/.exec(output)
      if (!match) return
      ready = true
      clearTimeout(timer)
      const port = Number(match[1])
      let stopped: Promise<void> | undefined
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        pid: child.pid ?? 0,
        stop: () => {
          stopped ??= endChild(child)
          return stopped
        },
      })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('error', (error) => fail(`could not start (${error.message})`))
    child.once('exit', (code) => {
      if (!ready) fail(`exited with ${code} before listening`)
    })
  })
}
