import { describe, expect, it } from 'vitest'
import { BITCOIN_REGTEST_REFERENCE } from '../networks/bitcoin-regtest.js'
import { lazyAddressCodec } from './checked-address.js'
import { loadBitcoinAddress, loadPolkadotAddress, loadSolanaAddress } from './load-address-codec.js'

// Alice's account id under the generic prefix 42, and the same account under Polkadot's 0.
const ALICE_42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_0 = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

describe('lazyAddressCodec', () => {
  it('has no codec before load() and the loaded one after, downloading it once', async () => {
    let imports = 0
    const codec = { check: (value: unknown) => (value === 'a' ? value : undefined) }
    const lazy = lazyAddressCodec(async () => {
      imports += 1
      return codec
    })
    expect(lazy.loaded).toBeUndefined()
    const [first, second] = await Promise.all([lazy.load(), lazy.load()])
    expect(first).toBe(codec)
    expect(second).toBe(codec)
    expect(lazy.loaded).toBe(codec)
    await lazy.load()
    expect(imports).toBe(1)
  })

  it('tries a failed download again on the next load()', async () => {
    let attempts = 0
    const lazy = lazyAddressCodec(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return 'codec'
    })
    await expect(lazy.load()).rejects.toThrow('offline')
    expect(lazy.loaded).toBeUndefined()
    await expect(lazy.load()).resolves.toBe('codec')
    expect(lazy.loaded).toBe('codec')
    expect(attempts).toBe(2)
  })
})

describe("the families' full checks, loaded with import()", () => {
  it('solana: base58 of exactly 32 bytes, nothing shorter or longer', async () => {
    const { check } = await loadSolanaAddress()
    expect(check('11111111111111111111111111111111')).toBe('11111111111111111111111111111111')
    expect(check('1111111111111111111111111111111')).toBeUndefined()
    expect(check('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv0')).toBeUndefined()
    expect(check(42)).toBeUndefined()
  })

  it("bip122: the checksum and, with a reference, that chain's prefixes", async () => {
    const { check } = await loadBitcoinAddress()
    const regtest = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
    expect(check(regtest, BITCOIN_REGTEST_REFERENCE)).toBe(regtest)
    // One character changed: the bech32 checksum fails.
    expect(check(regtest.replace('dkku3w', 'dkku3x'), BITCOIN_REGTEST_REFERENCE)).toBeUndefined()
    // Valid mainnet address, not regtest's.
    expect(
      check('bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5', BITCOIN_REGTEST_REFERENCE),
    ).toBeUndefined()
  })

  it('polkadot: encode makes the checked SS58 form of a decoded account under any prefix', async () => {
    const { decode, encode } = await loadPolkadotAddress()
    const account = decode(ALICE_42)
    expect(account).toBeDefined()
    expect(encode(account?.publicKey ?? new Uint8Array(), 0)).toBe(ALICE_0)
    // A wrong checksum decodes to nothing, so there is no key to encode.
    expect(decode(`${ALICE_42.slice(0, -1)}Z`)).toBeUndefined()
  })
})
