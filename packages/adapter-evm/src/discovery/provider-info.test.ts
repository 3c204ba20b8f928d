import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MAX_NAME_GRAPHEMES, parseProviderInfo } from './provider-info.js'

interface Vector {
  id: string
  info?: Record<string, unknown>
  infoJson?: string
  expected: string
}
const vectors = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../vectors/eip6963/announce-info.json', import.meta.url)),
    'utf8',
  ),
) as { valid: Vector[]; invalidOrHostile: Vector[] }

/** Builds the info object of a vector; huge payloads are generated as the vector README says. */
function infoOf(vector: Vector): unknown {
  if (vector.infoJson) return JSON.parse(vector.infoJson)
  const info = { ...vector.info }
  if (vector.id === 'huge-name') info.name = 'A'.repeat(100_000)
  if (vector.id === 'huge-icon') info.icon = `data:image/png;base64,${'A'.repeat(10 * 1024 * 1024)}`
  return info
}

describe('EIP-6963 provider info (vectors/eip6963/announce-info.json)', () => {
  it.each(vectors.valid)('accepts valid info "$id"', (vector) => {
    const info = parseProviderInfo(infoOf(vector))
    expect(info).toBeDefined()
    expect(info?.uuid).toBe(vector.info?.uuid)
    expect(info?.rdns).toBe(vector.info?.rdns)
    expect(info?.icon).toBe(vector.info?.icon)
    // Only the four known keys are kept (extra-properties).
    expect(Object.keys(info ?? {}).sort()).toEqual(['icon', 'name', 'rdns', 'uuid'])
  })

  it('keeps a unicode name NFC-normalised', () => {
    const decomposed = 'U\u0308nïcödé 钱包'
    const info = parseProviderInfo({ ...vectors.valid[2]?.info, name: decomposed })
    expect(info?.name).toBe(decomposed.normalize('NFC'))
  })

  const outcome: Record<string, (info: ReturnType<typeof parseProviderInfo>) => void> = {
    'script-in-name': (info) =>
      expect(info?.name).toBe('<img src=x onerror=alert(document.domain)>'),
    'svg-with-script': (info) => expect(info?.icon).toMatch(/^data:image\/svg\+xml,/),
    'javascript-icon': (info) => {
      expect(info).toBeDefined()
      expect(info?.icon).toBeUndefined()
    },
    'remote-icon': (info) => {
      expect(info).toBeDefined()
      expect(info?.icon).toBeUndefined()
    },
    'bad-uuid': (info) => expect(info).toBeUndefined(),
    'uuid-v1': (info) => expect(info).toBeUndefined(),
    'duplicate-uuid': (info) => expect(info).toBeDefined(), // rejected by the store, not here
    'impersonated-rdns': (info) => expect(info?.rdns).toBe('io.metamask'),
    'bad-rdns': (info) => expect(info).toBeUndefined(),
    'missing-fields': (info) => expect(info).toBeUndefined(),
    'wrong-types': (info) => expect(info).toBeUndefined(),
    'empty-name': (info) => expect(info).toBeUndefined(),
    'huge-name': (info) => {
      expect(info).toBeDefined()
      expect(Array.from(info?.name ?? '').length).toBe(MAX_NAME_GRAPHEMES)
    },
    'huge-icon': (info) => {
      expect(info).toBeDefined()
      expect(info?.icon).toBeUndefined()
    },
    'bidi-name': (info) => expect(info?.name).toBe('Walletksamatem'),
    'zero-width-name': (info) => expect(info?.name).toBe('MetaMask'),
    'proto-pollution': (info) => {
      expect(info?.name).toBe('Proto')
      expect(Object.keys(info ?? {}).sort()).toEqual(['icon', 'name', 'rdns', 'uuid'])
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
      expect((info as unknown as Record<string, unknown>).isAdmin).toBeUndefined()
    },
  }

  it('has an expectation for every hostile vector', () => {
    expect(vectors.invalidOrHostile.map((v) => v.id).sort()).toEqual(Object.keys(outcome).sort())
  })

  it.each(vectors.invalidOrHostile)('handles hostile info "$id" without throwing', (vector) => {
    const check = outcome[vector.id]
    expect(check).toBeDefined()
    check?.(parseProviderInfo(infoOf(vector)))
  })

  it.each([
    'data:image/png;base64,AAAA\u0000',
    'data:image/png;base64,AA\nAA',
    'data:image/svg+xml,<svg>\u202e</svg>',
    'data:image/svg+xml;base64,PHN2Zz4=\t',
    'data:text/html;base64,PHN2Zz4=',
    'https://wallet.example/icon.png',
  ])('refuses the icon %j through the shared URL check (placeholder instead)', (icon) => {
    const info = parseProviderInfo({ ...vectors.valid[0]?.info, icon })
    expect(info).toBeDefined()
    expect(info?.icon).toBeUndefined()
  })

  it('cuts long names without splitting a grapheme', () => {
    const family = '👨‍👩‍👧'
    const info = parseProviderInfo({ ...vectors.valid[0]?.info, name: family.repeat(100) })
    expect(info?.name).toBe(family.repeat(MAX_NAME_GRAPHEMES))
  })

  it.each([null, undefined, 42, 'string', [], () => {}])('rejects a non-object info %#', (v) => {
    expect(parseProviderInfo(v)).toBeUndefined()
  })
})
