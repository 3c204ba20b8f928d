import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { artifactsPath, compileContracts, renderArtifactsModule } from './compile-contracts.js'

describe('generated contract artifacts', () => {
  it('match a fresh compilation of contracts/*.sol (run `pnpm --filter @portico/testing compile-contracts` when this fails)', () => {
    const fresh = renderArtifactsModule(compileContracts())
    expect(readFileSync(artifactsPath, 'utf8')).toBe(fresh)
  }, 60_000)
})
