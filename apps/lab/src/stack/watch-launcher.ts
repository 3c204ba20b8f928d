import { readFileSync } from 'node:fs'

/** The parent of `pid` from /proc (Linux), or undefined elsewhere. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid ...": comm may contain spaces, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) ? ppid : undefined
  } catch {
    return undefined
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Calls `onGone` once when a process that launched this one ends (e.g. `pnpm` killed with SIGTERM,
 * which does not pass the signal on to its script): the launcher chain is read from /proc at start
 * and checked every second. Without /proc only the direct parent is watched. Returns a stop function.
 */
export function watchLauncher(onGone: () => void, intervalMs = 1000): () => void {
  const launchers: number[] = []
  for (let pid = process.ppid; pid > 1 && launchers.length < 16; ) {
    launchers.push(pid)
    const parent = parentOf(pid)
    if (parent === undefined) break
    pid = parent
  }
  const timer = setInterval(() => {
    if (launchers.some((pid) => !alive(pid))) {
      clearInterval(timer)
      onGone()
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
