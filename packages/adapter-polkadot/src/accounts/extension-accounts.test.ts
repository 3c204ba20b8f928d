import { PolkadotAddress } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { findAccount, parseExtensionAccounts } from './extension-accounts.js'

// //Alice and //Bob (sr25519) under the generic prefix 42, as extensions expose them.
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const chain = { ss58Prefix: 2, chainReference: 'aaaabbbbccccddddeeeeffff00001111' }

describe('parseExtensionAccounts', () => {
  it('re-encodes every account for the network prefix and keeps names and key types', () => {
    const accounts = parseExtensionAccounts(
      [
        { address: ALICE, name: 'Alice', type: 'sr25519' },
        { address: BOB, name: 'Bob\u200b', type: 'ed25519' },
      ],
      chain,
    )
    expect(
      accounts.map((a) => [a.name, a.type, PolkadotAddress.decode(a.address)?.prefix]),
    ).toEqual([
      ['Alice', 'sr25519', 2],
      ['Bob', 'ed25519', 2],
    ])
    expect(accounts[0]?.address).toBe(PolkadotAddress.reencode(ALICE, 2))
  })

  it('skips ethereum-type, hidden, other-chain, malformed and duplicate accounts', () => {
    const accounts = parseExtensionAccounts(
      [
        { address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', type: 'ethereum' },
        { address: BOB, type: 'sr25519', isHidden: true },
        { address: BOB, genesisHash: `0x${'9'.repeat(64)}` },
        { address: 'not-an-address' },
        null,
        { address: ALICE, genesisHash: `0x${chain.chainReference}${'0'.repeat(32)}` },
        { address: PolkadotAddress.reencode(ALICE, 0) },
      ],
      chain,
    )
    expect(accounts.map((a) => a.address)).toEqual([PolkadotAddress.reencode(ALICE, 2)])
    expect(parseExtensionAccounts('nope', chain)).toEqual([])
  })

  it('hands malformed entries to onMalformed, not the ones skipped on purpose', () => {
    const malformed: unknown[] = []
    const onMalformed = (entry: unknown) => malformed.push(entry)
    const raw = [
      { address: ALICE, isHidden: true },
      { address: '0x1234', type: 'ethereum' },
      { address: BOB, genesisHash: `0x${'9'.repeat(64)}` },
      { address: 'not-an-address' },
      { address: 42 },
      null,
    ]
    expect(parseExtensionAccounts(raw, chain, onMalformed)).toEqual([])
    expect(malformed).toEqual([{ address: 'not-an-address' }, { address: 42 }, null])
    parseExtensionAccounts('nope', chain, onMalformed)
    expect(malformed.at(-1)).toBe('nope')
  })

  it('finds an account by any of its SS58 forms', () => {
    const accounts = parseExtensionAccounts([{ address: ALICE }, { address: BOB }], chain)
    expect(findAccount(accounts, PolkadotAddress.reencode(BOB, 0)!)?.address).toBe(
      accounts[1]?.address,
    )
    expect(findAccount(accounts, 'x')).toBeUndefined()
  })
})
