import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { KeySharesError } from './key-errors.js'
import type { Share } from './share-bytes.js'
import { createWallet, withPrivateKey } from './wallet-key.js'

const copy = (key: Uint8Array) => Uint8Array.from(key)

describe('createWallet: a secp256k1 key split 2-of-3', () => {
  it('gives an EIP-55 address and three 33-byte shares with distinct x coordinates', async () => {
    const { address, shares } = await createWallet()
    expect(address).toBe(getAddress(address))
    for (const share of [shares.device, shares.auth, shares.recovery])
      expect(share).toHaveLength(33)
    expect(new Set([shares.device[32], shares.auth[32], shares.recovery[32]]).size).toBe(3)
  })

  it('any two shares rebuild the same key; no share equals the key', async () => {
    const { address, shares } = await createWallet()
    const { device, auth, recovery } = shares
    const pairs: [Share, Share][] = [
      [device, auth],
      [auth, recovery],
      [recovery, device],
    ]
    const keys = await Promise.all(pairs.map((pair) => withPrivateKey(pair, address, copy)))
    expect(keys[1]).toEqual(keys[0])
    expect(keys[2]).toEqual(keys[0])
    for (const share of [device, auth, recovery]) expect(share.subarray(0, 32)).not.toEqual(keys[0])
  })
})

describe('withPrivateKey: wrong shares are refused, the key is wiped', () => {
  it("refuses one share twice, another wallet's share and a tampered share", async () => {
    const mine = await createWallet()
    const other = await createWallet()
    const { device, auth } = mine.shares
    const tampered = Uint8Array.from(auth)
    tampered[3] = (tampered[3] ?? 0) ^ 1
    for (const pair of [
      [device, device],
      [device, other.shares.auth],
      [device, tampered],
      [device, auth.subarray(0, 32)],
    ] as [Share, Share][]) {
      await expect(withPrivateKey(pair, mine.address, copy)).rejects.toThrow(
        new KeySharesError('The key shares do not match this wallet'),
      )
    }
    // Right shares, wrong wallet: refused too.
    await expect(withPrivateKey([device, auth], other.address, copy)).rejects.toBeInstanceOf(
      KeySharesError,
    )
  })

  it('zeroes the key bytes once the callback settles, also when it throws', async () => {
    const { address, shares } = await createWallet()
    let seen: Uint8Array | undefined
    await withPrivateKey([shares.device, shares.auth], address, (key) => {
      seen = key
      expect(key.some((byte) => byte !== 0)).toBe(true)
    })
    expect(seen?.every((byte) => byte === 0)).toBe(true)
    let thrown: Uint8Array | undefined
    await expect(
      withPrivateKey([shares.device, shares.auth], address, async (key) => {
        thrown = key
        throw new Error('signing failed')
      }),
    ).rejects.toThrow('signing failed')
    expect(thrown?.every((byte) => byte === 0)).toBe(true)
  })
})
