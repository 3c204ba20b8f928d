import type { SiwxSession } from '@portico/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { createLocalSiwx } from './create-local-siwx.js'
import { isStoredSession, type SiwxClientStorage } from './session-store.js'

const CHAIN = 'eip155:1'
const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const KEY = `${CHAIN}:${ADDRESS.toLowerCase()}`

function memoryStorage(initial: Record<string, string>): SiwxClientStorage {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const session = (expirationTime?: string): SiwxSession => ({
  data: {
    accountAddress: ADDRESS,
    chainId: CHAIN,
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: '2026-01-01T00:00:00Z',
    ...(expirationTime === undefined ? {} : { expirationTime }),
  },
  message: 'text',
  signature: '0x00',
})

/** What may be under the key: broken JSON, JSON of anything, entries of any shape for the account. */
const stored = fc.oneof(
  hostileString(),
  hostileJson().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc
    .oneof(
      hostileJson(),
      fc.constant(session()),
      fc.record({ data: hostileJson(), message: fc.string(), signature: fc.string() }),
      fc.record({
        data: fc.record({
          chainId: fc.constant(CHAIN),
          accountAddress: fc.constant(ADDRESS),
          expirationTime: hostileJson(),
        }),
        message: fc.string(),
        signature: fc.string(),
      }),
    )
    .map((entry) => JSON.stringify({ [KEY]: entry }) ?? '{}'),
)

describe('sign-in sessions kept in the browser (properties)', () => {
  it('whatever is stored, the local config reads no session or a well-formed one, never throws, and a new session is kept over it', async () => {
    await checkAsyncProperty(
      'siwx local session store corrupted',
      fc.asyncProperty(stored, async (text) => {
        const siwx = createLocalSiwx({
          storage: memoryStorage({ 'portico.siwx.local': text }),
          now: () => 0,
        })
        const sessions = await siwx.getSessions(CHAIN, ADDRESS)
        for (const s of sessions) expect(isStoredSession(s)).toBe(true)
        await siwx.addSession(session())
        expect(await siwx.getSessions(CHAIN, ADDRESS)).toEqual([session()])
      }),
    )
  })

  it('a stored entry without session data reads as no session (shrunk counterexample: a number under the account threw a TypeError)', async () => {
    const siwx = createLocalSiwx({
      storage: memoryStorage({ 'portico.siwx.local': JSON.stringify({ [KEY]: 1 }) }),
    })
    expect(await siwx.getSessions(CHAIN, ADDRESS)).toEqual([])
  })
})
