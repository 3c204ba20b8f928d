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
  it("reads this process's CPU time, which grows while it computes", () => {
    const before = processCpuUs(process.pid) ?? Number.NaN
    const until = performance.now() + 100
    let spin = 0
    while (performance.now() < until) spin++
    const after = processCpuUs(process.pid) ?? Number.NaN
    expect(spin).toBeGreaterThan(0)
    // 100 ms of spinning: at least 50 ms of CPU even on a loaded machine's 10 ms ticks.
    expect(after - before).toBeGreaterThanOrEqual(50_000)
  })

  it('finds a child by its command line and reads the CPU it spends', async () => {
    const marker = `portico-process-cpu-${process.pid}`
    const child = spawn(
      process.execPath,
      [
        '-e',
        'const t = Date.now(); while (Date.now() - t < 300); console.log("done"); setInterval(() => {}, 1000)',
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
