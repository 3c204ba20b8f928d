import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startAnvil } from './anvil.js'

describe('startAnvil', () => {
  const previous = process.env.TMPDIR
  let scratch: string | undefined
  afterEach(() => {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })

  it('leaves no config directory behind once the node listens (a killed worker cannot leak it)', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'anvil-test-'))
    process.env.TMPDIR = scratch
    const node = await startAnvil({ chainId: 31_999 })
    try {
      expect(node.privateKeys.length).toBeGreaterThan(0)
      expect(readdirSync(scratch)).toEqual([])
    } finally {
      await node.stop()
    }
  })
})
