import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from './sdk-version.js'

describe('the kit version', () => {
  it("is @portico/core's package.json version", () => {
    const url = new URL('../../package.json', import.meta.url)
    const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name: string; version: string }
    expect(pkg.name).toBe('@portico/core')
    expect(SDK_VERSION).toBe(pkg.version)
    expect(SDK_TYPE).toBe('portico')
  })
})
