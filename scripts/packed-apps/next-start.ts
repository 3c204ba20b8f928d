import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** A running `next start` of an installed app's production build. */
export interface StartedNext {
  url: string
  stop(): Promise<void>
}

/**
 * `next start` on 127.0.0.1 port 0: the OS picks the port as Next listens and Next prints it
 * (`- Local: http://127.0.0.1:PORT`), so no port is chosen first and bound later. Resolves when
 * Next says it is ready.
 */
export async function startNext(appDir: string, timeoutMs = 60_000): Promise<StartedNext> {
  const child = spawn(
    process.execPath,
    [join(appDir, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', '0'],
    {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`next start was not ready after ${timeoutMs / 1000} s:\n${output}`)),
        timeoutMs,
      )
      const take = (chunk: Buffer) => {
        output += chunk
        const local = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (local?.[1] && /Ready in/.test(output)) {
          clearTimeout(timer)
          resolve(local[1])
        }
      }
      child.stdout.on('data', take)
      child.stderr.on('data', take)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`next start exited (${code}):\n${output}`))
      })
    })
    return {
      url,
      stop: async () => {
        child.kill('SIGTERM')
        await exited
      },
    }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
}
