import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const entry = fileURLToPath(new URL('../exports/index.ts', import.meta.url))
// The store is internal plumbing (in no entrypoint): the script imports its module directly.
const kitStore = fileURLToPath(new URL('./kit-store.ts', import.meta.url))

describe('SPEC §3 storage: importing core in plain Node (no DOM) works', () => {
  it('a separate Node process imports the entry, with no window/localStorage, and stores in memory', () => {
    const script = `
      const core = await import(${JSON.stringify(entry)})
      const { createKitStore } = await import(${JSON.stringify(kitStore)})
      if (typeof window !== 'undefined' || typeof localStorage !== 'undefined') throw new Error('DOM present')
      const store = createKitStore(core.createLocalStorage(), { logger: { warn() {} } })
      store.setActiveNetworkId('eip155:1')
      process.stdout.write(JSON.stringify({ id: store.getActiveNetworkId(), n: Object.keys(core).length }))
    `
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
        timeout: 60_000,
      },
    )
    const result = JSON.parse(output) as { id: string; n: number }
    expect(result.id).toBe('eip155:1')
    expect(result.n).toBeGreaterThan(10)
    // Bounded by the child's own 60 s limit: tsx compiling core's sources in a fresh process takes
    // seconds on a loaded machine, more than vitest's 5 s default.
  }, 60_000)
})
