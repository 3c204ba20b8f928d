import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import { createBip122Verifier } from './bip122-verifier.js'

// A well-known test key (BIP-322's own vectors); its public key derives every address type.
const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const secret = createBase58check(sha256).decode(WIF).slice(1, 33)
const publicKey = Buffer.from(secp256k1.getPublicKey(secret, true))
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

describe('BIP-322 interop: signatures made by bip322-js (what Unisat/Xverse-style wallets emit)', () => {
  for (const type of ['p2wpkh', 'p2sh-p2wpkh', 'p2tr'] as const) {
    it(`${type}: a regtest sign-in message signed by bip322-js verifies, a changed one does not`, async () => {
      const address = Address.convertPubKeyIntoAddress(publicKey, type).regtest
      const text = formatSiwxMessage({
        namespace: 'bip122',
        domain: 'app.example',
        address,
        uri: 'https://app.example',
        version: '1',
        chainId: REGTEST,
        nonce: 'bitcoinNonce1',
        issuedAt: '2026-01-01T00:00:00Z',
      })
      const message = parseSiwxMessage(text)
      const signature = Signer.sign(WIF, address, text)
      const verifier = createBip122Verifier()
      expect(await verifier.verify({ text, message, signature })).toBe(true)
      expect(await verifier.verify({ text, message, signature: `smp${signature}` })).toBe(true)
      expect(await verifier.verify({ text: `${text}.`, message, signature })).toBe(false)
      // BIP-322 full / proof-of-funds: refused as an invalid signature, with the reason.
      await expect(
        verifier.verify({ text, message, signature: `ful${signature}` }),
      ).rejects.toMatchObject({
        code: 'invalid_signature',
        details: expect.stringContaining('BIP-322 full signatures are not supported'),
      })
    })
  }
})
