import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url))

let child: ChildProcess | undefined
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
})

describe('pnpm --filter @portico/api start (src/main.ts)', () => {
  it('reads env, logs where it listens, serves, and exits on SIGTERM', async () => {
    child = spawn(tsx, ['src/main.ts'], {
      cwd: appDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        // Nothing listens there: the server still starts; the indexer logs the failure once.
        RPC_URLS: '31337=http://127.0.0.1:9',
        CORS_ORIGINS: 'https://app.example.org',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const proc = child
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`no listen line in: ${output}`)), 90_000)
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const match =
          /listening on (http:\/\/127\.0\.0\.1:\d+) \(PGlite in memory; chains 31337\)/.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      }
      proc.stdout?.on('data', onData)
      proc.stderr?.on('data', onData)
      proc.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
    })
    const chains = await (await fetch(`${url}/v1/supported-chains`)).json()
    expect(chains).toEqual({ http: ['eip155:31337'], ws: [] })
    const exited = new Promise<number | null>((resolve) =>
      proc.once('exit', (code) => resolve(code)),
    )
    proc.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 120_000)
})
