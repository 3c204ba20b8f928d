import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import {
  childProcesses,
  cpuBetween,
  processCpuUs,
  snapshotOf,
  withApplicationName,
} from './process-cpu.js'

const linux = process.platform === 'linux'

describe.runIf(linux)('process CPU from /proc', () => {
  it("reads this process's CPU time as process.cpuUsage() counts it", () => {
    const before = processCpuUs(process.pid) ?? Number.NaN
    const start = process.cpuUsage()
    // Spin until 100 ms of CPU are spent, however long a loaded machine takes to give them.
    let spent = 0
    while (spent < 100_000) {
      const used = process.cpuUsage(start)
      spent = used.user + used.system
    }
    const after = processCpuUs(process.pid) ?? Number.NaN
    // /proc counts in 10 ms ticks: within two ticks of what Node reports for the same process.
    expect(after - before).toBeGreaterThanOrEqual(spent - 20_000)
  })

  it('finds a child by its command line and reads the CPU it spends', async () => {
    const marker = `portico-process-cpu-${process.pid}`
    const child = spawn(
      process.execPath,
      [
        '-e',
        'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 50000); console.log("done"); setInterval(() => {}, 1000)',
        marker,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
    try {
      // Spawned: exec has happened, so /proc shows the child's own command line.
      await once(child, 'spawn')
      const pid = child.pid ?? 0
      expect(childProcesses(process.pid, new RegExp(marker))).toEqual([pid])
      expect(childProcesses(process.pid, /no-such-command-line/)).toEqual([])
      const before = snapshotOf([pid])
      await once(child.stdout, 'data')
      const after = snapshotOf([pid])
      if (!before || !after) throw new Error('child not readable')
      expect(cpuBetween(before, after)).toBeGreaterThan(0)
    } finally {
      child.kill()
    }
  })

  it('counts a process born between snapshots from zero and leaves out one gone', () => {
    const before = new Map([
      [1, 1_000],
      [2, 5_000],
    ])
    const after = new Map([
      [1, 1_500],
      [3, 700],
    ])
    expect(cpuBetween(before, after)).toBe(500 + 700)
    expect(snapshotOf([2 ** 22 + 1])).toBeUndefined()
  })
})

describe('withApplicationName', () => {
  it('sets application_name on a PostgreSQL URL, keeping what it had', () => {
    expect(withApplicationName('postgres://u@127.0.0.1:5432/db?sslmode=disable', 'bench_1')).toBe(
      'postgres://u@127.0.0.1:5432/db?sslmode=disable&application_name=bench_1',
    )
  })
})
