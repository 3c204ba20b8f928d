import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString, mutatedString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import {
  MAX_CHAIN_ID,
  MAX_WALLET_ACCOUNTS,
  parseAccounts,
  parseCapabilities,
  parseChainId,
  sessionNetworks,
  smartAccountNetworks,
} from './parse-wallet-values.js'

const chainId = fc.integer({ min: 1, max: MAX_CHAIN_ID })
const address = fc
  .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean())
  .map(([bytes, lower]) => {
    const hex = `0x${Buffer.from(bytes).toString('hex')}` as const
    return lower ? hex : getAddress(hex)
  })

/** What a wallet may answer anywhere: any JSON, any string, numbers at the edges. */
const walletValue = fc.oneof(
  hostileJson(),
  hostileString(),
  fc.double(),
  fc.bigInt().map(String),
  chainId.map((id) => `0x${id.toString(16)}`),
  mutatedString(chainId.map((id) => `0x${id.toString(16)}`)),
)

describe('EVM wallet values (properties)', () => {
  it('a chain id in range reads back from a number, a hex string and a decimal string', () => {
    checkProperty(
      'evm chain id round trip',
      fc.property(chainId, (id) => {
        expect(parseChainId(id)).toBe(id)
        expect(parseChainId(`0x${id.toString(16)}`)).toBe(id)
        expect(parseChainId(`0x${id.toString(16).toUpperCase()}`)).toBe(id)
        expect(parseChainId(String(id))).toBe(id)
      }),
    )
  })

  it('any value reads as undefined or a safe positive chain id up to MAX_CHAIN_ID', () => {
    checkProperty(
      'evm chain id arbitrary',
      fc.property(walletValue, (value) => {
        const id = parseChainId(value)
        if (id !== undefined) {
          expect(Number.isSafeInteger(id) && id > 0 && id <= MAX_CHAIN_ID).toBe(true)
          expect(typeof value === 'number' || typeof value === 'string').toBe(true)
        }
      }),
    )
  })

  it('a list of lower-case or checksummed addresses reads as their checksums; any other value as undefined or valid checksummed addresses', () => {
    checkProperty(
      'evm accounts',
      fc.property(
        fc.array(address, { maxLength: 8 }),
        fc.oneof(walletValue, fc.array(fc.oneof(address, walletValue), { maxLength: 4 })),
        (valid, other) => {
          expect(parseAccounts(valid)).toEqual(valid.map((a) => getAddress(a)))
          const parsed = parseAccounts(other)
          if (parsed === undefined) return
          expect(parsed.length).toBeLessThanOrEqual(MAX_WALLET_ACCOUNTS)
          for (const a of parsed) {
            expect(isAddress(a, { strict: true })).toBe(true)
            expect(getAddress(a)).toBe(a)
          }
        },
      ),
    )
  })

  it('capabilities read as undefined or a prototype-free map of chain hex ids to plain objects, and never touch Object.prototype', () => {
    const capability = fc.oneof(
      fc.record({ atomic: fc.record({ status: fc.constantFrom('supported', 'ready', 'x') }) }),
      fc.record({ atomicBatch: fc.record({ supported: fc.boolean() }) }),
      hostileJson(),
    )
    const key = fc.oneof(
      chainId.map((id) => `0x${id.toString(16)}`),
      fc.constantFrom('0x0', '__proto__', 'constructor', '1', '0x', '0xZZ'),
      hostileString(),
    )
    const answer = fc.oneof(
      fc.array(fc.tuple(key, capability), { maxLength: 5 }).map((entries) => {
        // JSON.parse keeps "__proto__" as an own key, as a wallet's JSON-RPC answer would.
        return JSON.parse(JSON.stringify(Object.fromEntries(entries)) ?? 'null') as unknown
      }),
      walletValue,
    )
    checkProperty(
      'evm capabilities',
      fc.property(answer, (value) => {
        const capabilities = parseCapabilities(value)
        expect(Object.prototype).not.toHaveProperty('atomic')
        if (capabilities === undefined) return
        expect(Object.getPrototypeOf(capabilities)).toBeNull()
        for (const [k, chain] of Object.entries(capabilities)) {
          expect(k === '0x0' || (k.startsWith('0x') && parseChainId(k) !== undefined)).toBe(true)
          expect(typeof chain === 'object' && chain !== null && !Array.isArray(chain)).toBe(true)
        }
        for (const id of smartAccountNetworks(capabilities))
          expect(id).toMatch(/^eip155:[1-9][0-9]*$/)
      }),
    )
  })

  it('a WalletConnect eip155 namespace reads as undefined or unique well-formed eip155 ids in range', () => {
    const account = fc
      .tuple(fc.oneof(chainId.map(String), hostileString()), address)
      .map(([ref, a]) => `eip155:${ref}:${a}`)
    const namespace = fc.oneof(
      fc.record(
        {
          chains: fc.array(
            fc.oneof(
              chainId.map((id) => `eip155:${id}`),
              walletValue,
            ),
            { maxLength: 4 },
          ),
          accounts: fc.array(fc.oneof(account, walletValue), { maxLength: 4 }),
          methods: fc.array(fc.string()),
        },
        { requiredKeys: [] },
      ),
      walletValue,
    )
    checkProperty(
      'walletconnect eip155 namespace',
      fc.property(namespace, (value) => {
        const ids = sessionNetworks(value)
        if (ids === undefined) return
        expect(ids.length).toBeGreaterThan(0)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) {
          expect(id).toMatch(/^eip155:[1-9][0-9]*$/)
          expect(parseChainId(id.slice(7))).toBeDefined()
        }
      }),
    )
  })
})
