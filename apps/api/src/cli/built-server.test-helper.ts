import { type ChildProcess, spawn } from 'node:child_process'

/** A `portico-api serve` process of a built bin (dist/cli.js). */
export interface BuiltServer {
  /** Where it listens, on 127.0.0.1 (also when it binds every address: HOST=0.0.0.0). */
  url: string
  /** Everything it printed so far. */
  output(): string
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL, when still running (after a failed test). */
  kill(): void
}

/**
 * Runs `node <bin> serve` with exactly `env` (nothing inherited but what the caller passes) and
 * resolves once it logs its listen line; rejects with its output if it exits or stays silent
 * for `boundMs`.
 */
export function startBuiltServer(
  bin: string,
  env: NodeJS.ProcessEnv,
  options: { cwd: string; boundMs?: number },
): Promise<BuiltServer> {
  const child: ChildProcess = spawn(process.execPath, [bin, 'serve'], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return new Promise<BuiltServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`no listen line within bound:\n${output}`))
    }, options.boundMs ?? 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on http:\/\/[\d.]+:(\d+) /.exec(output)
      if (!match) return
      clearTimeout(timer)
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        output: () => output,
        stop() {
          child.kill('SIGTERM')
          return exited
        },
        kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
        },
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`exited ${code} before listening:\n${output}`))
    })
  })
}
