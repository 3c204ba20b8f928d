import { readFileSync } from 'node:fs'
import { hexToU8a, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import {
  checkAddress,
  cryptoWaitReady,
  decodeAddress,
  ed25519Verify,
  encodeAddress,
  signatureVerify,
  sr25519Verify,
} from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'

interface SignatureCase {
  id: string
  scheme: 'sr25519' | 'ed25519' | 'MultiSignature'
  message: string
  wrapped: boolean
  address: string
  signature: `0x${string}`
  expected: boolean | 'policy' | 'error'
  observed: boolean | string
}

interface Vectors {
  cases: SignatureCase[]
  ss58Vectors: {
    publicKeyHex: string
    byPrefix: Record<string, string>
    valid: string[]
    invalid: { address: string }[]
  }
}

const vectors = JSON.parse(
  readFileSync(new URL('./vectors/signatures.json', import.meta.url), 'utf8'),
) as Vectors

beforeAll(() => cryptoWaitReady())

/** Verifies over exactly these bytes; a key that is no curve point counts as invalid, not a crash. */
function verifyStrict(testCase: SignatureCase): boolean {
  const message = stringToU8a(testCase.message)
  const bytes = testCase.wrapped ? u8aWrapBytes(message) : message
  const publicKey = decodeAddress(testCase.address)
  let signature = hexToU8a(testCase.signature)
  let scheme = testCase.scheme
  if (scheme === 'MultiSignature') {
    if (signature.length !== 65) throw new Error(`MultiSignature length ${signature.length}`)
    const type = signature[0]
    scheme = type === 0 ? 'ed25519' : type === 1 ? 'sr25519' : scheme
    signature = signature.subarray(1)
  }
  if (signature.length !== 64) throw new Error(`Invalid signature length ${signature.length}`)
  try {
    return scheme === 'sr25519'
      ? sr25519Verify(bytes, signature, publicKey)
      : ed25519Verify(bytes, signature, publicKey)
  } catch {
    return false
  }
}

describe('polkadot signature vectors', () => {
  const boolCases = vectors.cases.filter((c) => typeof c.expected === 'boolean')
  it.each(boolCases.map((c) => [c.id, c] as const))('%s: strict verification', (_, testCase) => {
    expect(verifyStrict(testCase)).toBe(testCase.expected)
    const message = stringToU8a(testCase.message)
    const bytes = testCase.wrapped ? u8aWrapBytes(message) : message
    expect(signatureVerify(bytes, testCase.signature, testCase.address).isValid).toBe(
      testCase.expected,
    )
  })

  const policyCases = vectors.cases.filter((c) => c.expected === 'policy')
  it.each(policyCases.map((c) => [c.id, c] as const))(
    '%s: strict says no, polkadot-js retries the other wrapping and says yes',
    (_, testCase) => {
      expect(verifyStrict(testCase)).toBe(false)
      const message = stringToU8a(testCase.message)
      const bytes = testCase.wrapped ? u8aWrapBytes(message) : message
      expect(signatureVerify(bytes, testCase.signature, testCase.address).isValid).toBe(true)
    },
  )

  const errorCases = vectors.cases.filter((c) => c.expected === 'error')
  it.each(errorCases.map((c) => [c.id, c] as const))('%s: refused as malformed', (_, testCase) => {
    expect(() => verifyStrict(testCase)).toThrow(/length 32/)
    expect(() =>
      signatureVerify(stringToU8a(testCase.message), testCase.signature, testCase.address),
    ).toThrow(/Invalid signature length/)
  })

  it('covers every case', () => {
    expect(boolCases.length + policyCases.length + errorCases.length).toBe(vectors.cases.length)
    expect(vectors.cases).toHaveLength(10)
  })
})

describe('SS58 vectors', () => {
  const { publicKeyHex, byPrefix, valid, invalid } = vectors.ss58Vectors
  it.each(Object.entries(byPrefix))(
    'prefix %s encodes and decodes the one key',
    (prefix, address) => {
      expect(encodeAddress(hexToU8a(`0x${publicKeyHex}`), Number(prefix))).toBe(address)
      expect(u8aToHex(decodeAddress(address))).toBe(`0x${publicKeyHex}`)
      expect(checkAddress(address, Number(prefix))).toEqual([true, null])
    },
  )

  it.each(valid)('%s decodes', (address) => {
    expect(decodeAddress(address)).toHaveLength(32)
  })

  it.each(invalid.map(({ address }) => address))('%s is refused', (address) => {
    expect(() => decodeAddress(address)).toThrow()
  })
})
