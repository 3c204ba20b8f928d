import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const exampleDir = fileURLToPath(new URL('../..', import.meta.url))

/** A running `next start` of the example's production build. */
export interface NextServer {
  url: string
  stop(): Promise<void>
}

/**
 * A port the OS just handed out on 127.0.0.1. It is closed again before Next listens on it (`next
 * start` takes a port number, not a listening socket), so another process may take it in between:
 * {@link startNextServer} then tries again with a fresh port.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * Starts `next start` on a free 127.0.0.1 port with `env` added, and resolves once Next says it is
 * ready. Needs the production build (`pnpm build`, which the test command runs first).
 */
export async function startNextServer(env: Record<string, string>): Promise<NextServer> {
  if (!existsSync(`${exampleDir}.next/BUILD_ID`))
    throw new Error('examples/nextjs has no production build: run `pnpm build` first')
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), env)
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === MAX_PORT_ATTEMPTS) throw error
    }
  }
}

/** How many fresh ports {@link startNextServer} tries when the one it chose was taken meanwhile. */
const MAX_PORT_ATTEMPTS = 5

class PortTakenError extends Error {}

async function startOnce(port: number, env: Record<string, string>): Promise<NextServer> {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: exampleDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready in/.test(output)) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) =>
      reject(
        /EADDRINUSE/.test(output)
          ? new PortTakenError(`port ${port} was taken before next start listened`)
          : new Error(`next start exited (${code}):\n${output}`),
      ),
    )
    child.once('error', reject)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM')
      await stopped(child)
    },
  }
}
