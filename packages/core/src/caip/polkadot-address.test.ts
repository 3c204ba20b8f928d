import { describe, expect, it } from 'vitest'
import { decode, encode, reencode } from './polkadot-address.js'

// One public key under five prefixes (vectors/polkadot ss58Vectors, from ChainAgnostic polkadot/caip10.md).
const KEY = 'd6a3105d6768e956e9e5d41050ac29843f98561410d3a47f9dd5b3b227ab8746'
const BY_PREFIX: Record<number, string> = {
  0: '15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF',
  2: 'HRkCrbmke2XeabJ5fxJdgXWpBRPkXWfWHY8eTeCKwDdf4k6',
  8: 't9hkorC4PGtaw25WsESu684h6HA5dHndvrvLZW174nZM5MR',
  38: '4smVWa6Hb7WhGh9zgqdAE86p5eZyj8BQJ9Uro4o2zidBnmfX',
  66: 'cTMC4XwPfBn3bz8kFaVTjaWdkQi6agzMxS11e8hpPHhqLrhGs',
}
const key = Uint8Array.from(KEY.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))

describe('PolkadotAddress.encode / reencode', () => {
  it('encodes one key under 1- and 2-byte prefixes exactly as the vectors', () => {
    for (const [prefix, address] of Object.entries(BY_PREFIX))
      expect(encode(key, Number(prefix))).toBe(address)
  })

  it('round-trips through decode for a 2-byte prefix at the top of the range', () => {
    const decoded = decode(encode(key, 16383))
    expect(decoded?.prefix).toBe(16383)
    expect(decoded?.publicKey).toEqual(key)
  })

  it('re-encodes an address for another network, and refuses non-addresses', () => {
    expect(reencode(BY_PREFIX[0]!, 2)).toBe(BY_PREFIX[2])
    expect(reencode('not an address', 2)).toBeUndefined()
  })

  it('refuses reserved or out-of-range prefixes and wrong key lengths', () => {
    expect(() => encode(key, 46)).toThrow('Invalid address')
    expect(() => encode(key, 16384)).toThrow('Invalid address')
    expect(() => encode(key.subarray(0, 20), 0)).toThrow('Invalid address')
  })
})
