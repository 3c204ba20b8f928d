import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderSmartAccountArtifacts, smartAccountArtifactsPath } from './compile-smart-account.js'

describe('generated smart-account artifacts', () => {
  it('match a fresh compilation of contracts/smart-account/*.sol (run `pnpm --filter @portico/testing compile-smart-account` when this fails)', () => {
    expect(readFileSync(smartAccountArtifactsPath, 'utf8')).toBe(renderSmartAccountArtifacts())
  }, 60_000)
})
