import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { farcasterArtifactsPath, renderFarcasterArtifacts } from './compile-farcaster.js'

describe('generated Farcaster artifacts', () => {
  it('match a fresh compilation of contracts/farcaster/*.sol (run `pnpm --filter @portico/testing compile-farcaster` when this fails)', () => {
    expect(readFileSync(farcasterArtifactsPath, 'utf8')).toBe(renderFarcasterArtifacts())
  }, 60_000)
})
