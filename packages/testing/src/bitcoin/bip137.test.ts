import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { parseBip137Signature, verifyBip137 } from '@portico/verify/bip137'
import { base64 } from '@scure/base'
import { p2pkh, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import fixtures from '../../../../vectors/bitcoin/bitcoinjs-message/fixtures.json' with {
  type: 'json',
}
import { encodeBip137, signBip137 } from './bip137.js'
import { REGTEST } from './regtest-network.js'

const bitcoinOnly = <T extends { network?: string }>(list: T[]) =>
  list.filter((v) => v.network === undefined || v.network === 'bitcoin')

/** bitcoinjs-message's `d` is a decimal private key. */
function privateKeyFromDecimal(d: string): Uint8Array {
  return hexToBytes(BigInt(d).toString(16).padStart(64, '0'))
}

// The signing side of the bitcoinjs-message fixtures (header encoding, deterministic signatures);
// the verifying side and the magic hash run once, in @portico/verify's BIP-137 table.
describe('BIP-137 vectors (bitcoinjs-message test/fixtures.json)', () => {
  it.each(fixtures.valid.signature)(
    'header byte: recovery $recovery, compressed $compressed',
    (vector) => {
      const encoded = encodeBip137(
        hexToBytes(vector.signature),
        vector.recovery,
        vector.compressed ? 'p2pkh' : 'p2pkh-uncompressed',
      )
      expect(bytesToHex(encoded)).toBe(vector.hex)
    },
  )

  it.each(bitcoinOnly(fixtures.valid.sign))('signs "$message" ($description)', (vector) => {
    const key = privateKeyFromDecimal(vector.d)
    expect(signBip137(key, vector.message, 'p2pkh-uncompressed')).toBe(vector.signature)
    expect(signBip137(key, vector.message, 'p2pkh')).toBe(vector.compressed?.signature)
    expect(signBip137(key, vector.message, 'p2sh-p2wpkh')).toBe(
      vector.segwit?.P2SH_P2WPKH.signature,
    )
    expect(signBip137(key, vector.message, 'p2wpkh')).toBe(vector.segwit?.P2WPKH.signature)
  })
})

describe('signBip137 on regtest keys, verified by @portico/verify (and the header names the address type)', () => {
  const privateKey = secp256k1.utils.randomPrivateKey()
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const kindOf = (signature: string) => parseBip137Signature(base64.decode(signature))?.kind

  it('P2WPKH (header 39-42)', () => {
    const address = p2wpkh(publicKey, REGTEST).address as string
    const signature = signBip137(privateKey, 'Hello World', 'p2wpkh')
    expect(kindOf(signature)).toBe('p2wpkh')
    expect(verifyBip137(address, 'Hello World', signature)).toBe(true)
    expect(verifyBip137(address, 'Hello World?', signature)).toBe(false)
  })

  it('P2PKH (header 31-34), message given as bytes', () => {
    const address = p2pkh(publicKey, REGTEST).address as string
    const signature = signBip137(privateKey, utf8ToBytes('Hello World'), 'p2pkh')
    expect(kindOf(signature)).toBe('p2pkh')
    expect(verifyBip137(address, 'Hello World', signature)).toBe(true)
  })
})
