import type { ChildProcess } from 'node:child_process'

/**
 * Sends `signal` to a child and resolves once it has exited, sending SIGKILL when it is still
 * running after `graceMs`: a stop that always ends, leaving no process behind.
 */
export function endChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 5_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}
