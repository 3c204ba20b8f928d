import { spawn } from 'node:child_process'
import { userEnv } from './run-command'

/** A long-running command started as a terminal would (its own process group), e.g. a dev server. */
export interface TerminalCommand {
  /** stdout and stderr so far, interleaved, without colour codes. */
  output(): string
  /** Resolves the first match of `pattern` in the output; rejects after `timeoutMs` or on exit. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>
  /**
   * Ctrl-C: SIGINT to every process of the group, as a terminal sends it. Resolves the exit code
   * once the command has exited and no process of its group is left; after `timeoutMs`, SIGKILLs
   * the group and rejects.
   */
  interrupt(timeoutMs: number): Promise<number | null>
}

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export function startTerminalCommand(
  command: string,
  args: readonly string[],
  cwd: string,
): TerminalCommand {
  const child = spawn(command, args, {
    cwd,
    env: userEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const pid = child.pid ?? 0
  let output = ''
  const listeners = new Set<() => void>()
  const take = (chunk: Buffer) => {
    output += chunk.toString().replace(ansi, '')
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code
      for (const listener of listeners) listener()
      resolve(code)
    }),
  )
  return {
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output)
          if (match) done(() => resolve(match))
          else if (exitCode !== undefined)
            done(() => reject(new Error(`exited (${exitCode}) before ${pattern}:\n${output}`)))
        }
        const timer = setTimeout(
          () =>
            done(() => reject(new Error(`no ${pattern} within ${timeoutMs / 1000} s:\n${output}`))),
          timeoutMs,
        )
        const done = (settle: () => void) => {
          clearTimeout(timer)
          listeners.delete(check)
          settle()
        }
        listeners.add(check)
        check()
      })
    },
    async interrupt(timeoutMs) {
      if (groupAlive(pid)) process.kill(-pid, 'SIGINT')
      const deadline = Date.now() + timeoutMs
      const code = await Promise.race([
        exited,
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeoutMs)),
      ])
      // Processes of the group that outlive the command (an orphaned server) count as a failure.
      while (code !== 'late' && groupAlive(pid) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      if (code === 'late' || groupAlive(pid)) {
        if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
        throw new Error(
          `${command} ${args.join(' ')} left processes running ${timeoutMs / 1000} s after SIGINT:\n${output.slice(-3000)}`,
        )
      }
      return code
    },
  }
}
