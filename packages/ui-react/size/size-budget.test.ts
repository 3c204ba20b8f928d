// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const here = fileURLToPath(new URL('.', import.meta.url))
const require = createRequire(import.meta.url)

interface Budget {
  name: string
  path: string[]
  limit: string
}

/** size-limit's units: kB = 1000 bytes. */
function bytes(limit: string): number {
  const match = /^([\d.]+)\s*(B|kB|MB)$/.exec(limit.trim())
  if (!match) throw new Error(`Unreadable limit ${limit}`)
  const unit = { B: 1, kB: 1000, MB: 1_000_000 }[match[2] as 'B' | 'kB' | 'MB']
  return Number(match[1]) * unit
}

let budgets: Budget[] = []

beforeAll(async () => {
  // Built as an app's production build is (the CLI's `vite build`): under vitest NODE_ENV is
  // 'test', and with it the JSX runtime and dead-code checks of development would be measured.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ configFile: `${here}vite.config.ts`, mode: 'production' })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  // The same budgets the size-limit CLI reads (.size-limit.cjs), checked with the same gzip
  // accounting so a plain `vitest run` catches a regression too.
  budgets = require('../.size-limit.cjs') as Budget[]
}, 180_000)

describe('size budgets per entrypoint (gzip)', () => {
  it('has budgets for the entry, the modal and the views', () => {
    expect(budgets.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('entry'),
        expect.stringContaining('modal'),
        expect.stringContaining('inline host'),
        expect.stringContaining('connect-view'),
        expect.stringContaining('all-wallets-view'),
      ]),
    )
  })

  it('every budget holds', () => {
    const report = budgets.map((budget) => {
      const size = budget.path.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0)
      return { name: budget.name, size, limit: bytes(budget.limit) }
    })
    // Printed so the figures show in the test log.
    console.log(
      report
        .map((r) => `${(r.size / 1000).toFixed(2)} kB / ${r.limit / 1000} kB  ${r.name}`)
        .join('\n'),
    )
    expect(report.length).toBeGreaterThan(0)
    for (const row of report) {
      // A budget over no file (or an empty one) measures 0 and would hold whatever is shipped.
      expect(row.size, row.name).toBeGreaterThan(0)
      expect(row.size, row.name).toBeLessThanOrEqual(row.limit)
    }
  })
})
