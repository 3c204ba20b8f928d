import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of other processes (the replicas, anvil, redis-server, PostgreSQL's backends), read
 * from /proc (Linux): the bench prices a request by what every process serving it spent, and
 * only this process's own share is known to `process.cpuUsage()`.
 */

/** The kernel's clock ticks per second (`getconf CLK_TCK`): 100 on every Linux build Node supports. */
const TICKS_PER_SECOND = 100

/** CPU µs (user + system) per process id, at one moment. */
export type CpuSnapshot = ReadonlyMap<number, number>

/** A set of processes whose CPU the bench reads around a measured run. */
export interface CpuProbe {
  /** Undefined when the processes cannot be read (not Linux, another machine's server). */
  snapshot(): Promise<CpuSnapshot | undefined>
}

/** `pid`'s CPU time (user + system) in µs, or undefined when it is gone or unreadable. */
export function processCpuUs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid ...": comm may hold spaces; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1e6) / TICKS_PER_SECOND : undefined
  } catch {
    return undefined
  }
}

/** The CPU of `pids` now; undefined when none of them can be read. */
export function snapshotOf(pids: readonly number[]): CpuSnapshot | undefined {
  const snapshot = new Map<number, number>()
  for (const pid of pids) {
    const us = processCpuUs(pid)
    if (us !== undefined) snapshot.set(pid, us)
  }
  return snapshot.size > 0 ? snapshot : undefined
}

/**
 * CPU spent between two snapshots: a process that appeared in between counts from zero (it was
 * born in the run), one that is gone at the end is left out (its last ticks are unknown).
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0)
  return total
}

/** The children of `parent` whose command line matches `pattern` (Linux; none elsewhere). */
export function childProcesses(parent: number, pattern: RegExp): number[] {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const found: number[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid !== parent) continue
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
      if (pattern.test(command)) found.push(Number(entry))
    } catch {
      // Gone while listed.
    }
  }
  return found
}

/** A probe over this process's children matching `pattern` (listed at each snapshot). */
export function childProbe(pattern: RegExp): CpuProbe {
  return { snapshot: async () => snapshotOf(childProcesses(process.pid, pattern)) }
}

/**
 * A probe over the PostgreSQL backends whose `application_name` is `name` (the pools the bench
 * opened with that name in their URL), found through `pg_stat_activity` on `query`'s connection.
 * Their /proc entries are readable when the server runs on this machine.
 */
export function postgresBackendProbe(
  query: (sql: string, params: unknown[]) => Promise<{ pid: number | string }[]>,
  name: string,
): CpuProbe {
  return {
    async snapshot() {
      const rows = await query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
        name,
      ])
      // No backend (the pool closed its idle connections): nothing spent, not unreadable.
      return rows.length === 0 ? new Map() : snapshotOf(rows.map((row) => Number(row.pid)))
    },
  }
}

/** `url` with `application_name` set, so its backends can be told apart in `pg_stat_activity`. */
export function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('application_name', name)
  return parsed.toString()
}
