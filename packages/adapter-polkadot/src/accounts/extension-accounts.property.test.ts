import { PolkadotAddress } from '@portico/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { sessionAccounts } from '../walletconnect/walletconnect-session.js'
import { parseExtensionAccounts } from './extension-accounts.js'

const POLKADOT = { ss58Prefix: 0, chainReference: '91b171bb158e2d3848fa23a9f1c25182' }
const key = fc.uint8Array({ minLength: 32, maxLength: 32 })
const ss58 = fc
  .tuple(key, fc.constantFrom(0, 2, 42))
  .map(([publicKey, prefix]) => PolkadotAddress.encode(publicKey, prefix))
/** What an extension or a wallet may answer: JSON, any JS value, strings. */
const answer = fc.oneof(hostileJson(), hostileString())
const field = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, answer)

describe('Polkadot wallet answers (properties)', () => {
  it("an extension's accounts read as unique SS58 addresses of the network's prefix, with a clean name and a known key type, whatever the entries", () => {
    const entry = fc.record(
      {
        address: field(ss58),
        name: field(fc.string({ unit: 'grapheme', maxLength: 60 })),
        type: field(fc.constantFrom('sr25519', 'ed25519', 'ecdsa', 'ethereum')),
        genesisHash: field(
          fc.constantFrom(`0x${POLKADOT.chainReference}${'0'.repeat(32)}`, '0x1234', ''),
        ),
        isHidden: field(fc.boolean()),
      },
      { requiredKeys: [] },
    )
    checkProperty(
      'polkadot extension accounts',
      fc.property(fc.oneof(fc.array(fc.oneof(entry, answer), { maxLength: 6 }), answer), (raw) => {
        const accounts = parseExtensionAccounts(raw, POLKADOT)
        expect(new Set(accounts.map((a) => a.address)).size).toBe(accounts.length)
        for (const account of accounts) {
          expect(PolkadotAddress.decode(account.address)?.prefix).toBe(0)
          expect(account.publicKey).toHaveLength(32)
          expect([undefined, 'sr25519', 'ed25519', 'ecdsa']).toContain(account.type)
          if (account.name !== undefined) expect(account.name).not.toBe('')
        }
      }),
    )
  })

  it("a WalletConnect session's polkadot accounts read as the unique addresses listed on the network, whatever the session", () => {
    const caip = `polkadot:${POLKADOT.chainReference}`
    const account = fc.oneof(
      ss58.map((a) => `${caip}:${a}`),
      ss58.map((a) => `polkadot:b0a8d493285c2df73290dfb7e61f870f:${a}`),
      answer,
    )
    const session = fc.oneof(
      fc.record(
        {
          namespaces: field(
            fc.record(
              {
                polkadot: field(
                  fc.record({ accounts: field(fc.array(account, { maxLength: 5 })) }),
                ),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
      answer,
    )
    checkProperty(
      'polkadot walletconnect session',
      fc.property(session, (value) => {
        const listed = sessionAccounts(value, caip)
        expect(new Set(listed.map((a) => a.address)).size).toBe(listed.length)
        for (const { address } of listed) expect(typeof address).toBe('string')
      }),
    )
  })

  it('an account whose type is not a string is skipped, not coerced (shrunk counterexample: an array holding a null-prototype object threw a TypeError)', () => {
    expect(parseExtensionAccounts([{ type: [Object.create(null)] }], POLKADOT)).toEqual([])
  })
})
