import { spawn } from 'node:child_process'

export interface CommandRun {
  code: number | null
  /** stdout and stderr, interleaved as they came. */
  output: string
  seconds: number
}

/**
 * This process's environment without the variables pnpm and npm set for their scripts
 * (`npm_config_*`, `npm_package_*`, ...): the apps run as in a user's terminal, not with the
 * workspace's settings leaking in through the environment of `pnpm test`.
 */
export function userEnv(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key)),
  )
}

/**
 * Runs `command` in `cwd` (no shell) and resolves when it exits, with its output and wall time;
 * kills it after `timeoutMs`. In the environment of {@link userEnv}.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<CommandRun> {
  const started = performance.now()
  const child = spawn(command, args, {
    cwd,
    env: { ...userEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const take = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const timer = setTimeout(() => {
    output += `\n[killed after ${timeoutMs / 1000} s]`
    child.kill('SIGKILL')
  }, timeoutMs)
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output, seconds: (performance.now() - started) / 1000 })
    })
  })
}
