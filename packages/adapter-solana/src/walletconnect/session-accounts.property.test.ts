import { SolanaAddress } from '@portico/core'
import { PublicKey } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { sessionAddresses, solanaSessionNamespace } from './session-accounts.js'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const address = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((key) => new PublicKey(key).toBase58())
/** What a wallet may put in a session: JSON, any JS value, strings. */
const answer = fc.oneof(hostileJson(), hostileString())
const field = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, answer)
const account = field(
  fc
    .tuple(fc.constantFrom(MAINNET, DEVNET, 'eip155:1', 'solana:x'), address)
    .map(([chain, a]) => `${chain}:${a}`),
)
const session = field(
  fc.record(
    {
      namespaces: field(
        fc.record(
          {
            solana: field(
              fc.record(
                {
                  accounts: field(fc.array(account, { maxLength: 5 })),
                  chains: field(
                    fc.array(field(fc.constantFrom(MAINNET, DEVNET)), { maxLength: 3 }),
                  ),
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
)

describe('WalletConnect solana namespace (properties)', () => {
  it('any session reads as undefined or string accounts and chains, and its addresses are unique valid Solana addresses', () => {
    checkProperty(
      'solana walletconnect session',
      fc.property(session, fc.constantFrom(MAINNET, DEVNET), (value, network) => {
        const namespace = solanaSessionNamespace(value)
        if (namespace === undefined) return
        for (const item of [...namespace.accounts, ...namespace.chains])
          expect(typeof item).toBe('string')
        const addresses = sessionAddresses(namespace.accounts, network)
        expect(new Set(addresses).size).toBe(addresses.length)
        for (const a of addresses) expect(SolanaAddress.validate(a)).toBe(true)
      }),
    )
  })

  it("a session's accounts on the network are the addresses read for it", () => {
    checkProperty(
      'solana session addresses',
      fc.property(fc.uniqueArray(address, { minLength: 1, maxLength: 4 }), (addresses) => {
        const accounts = addresses.map((a) => `${MAINNET}:${a}`)
        expect(sessionAddresses(accounts, MAINNET)).toEqual(addresses)
        // No account on the asked cluster: the same keys serve every cluster.
        expect(sessionAddresses(accounts, DEVNET)).toEqual(addresses)
      }),
    )
  })
})
