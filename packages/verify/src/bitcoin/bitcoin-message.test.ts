import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './bitcoin-message.js'

// Cross-check: signatures made by an independent implementation (bip322-js: BIP-322 simple for
// segwit, BIP-137 for P2PKH) on every address type of mainnet, testnet and regtest are accepted
// exactly when bip322-js accepts them.
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }
const networks = { mainnet: NETWORK, testnet: TEST_NETWORK, regtest: REGTEST }
const secret = secp256k1.utils.randomPrivateKey()
const key = secp256k1.getPublicKey(secret, true)

const cases = Object.entries(networks).flatMap(([name, net]) => [
  { name: `${name} p2wpkh`, net, address: p2wpkh(key, net).address as string },
  { name: `${name} p2sh-p2wpkh`, net, address: p2sh(p2wpkh(key, net), net).address as string },
  {
    name: `${name} p2tr`,
    net,
    address: p2tr(schnorr.getPublicKey(secret), undefined, net).address as string,
  },
  { name: `${name} p2pkh`, net, address: p2pkh(key, net).address as string },
])

describe('verifyBitcoinMessage against bip322-js signatures', () => {
  it.each(cases)('$name', ({ name, net, address }) => {
    const message = `Sign in to example.org at ${address.slice(-6)} ✓`
    const signature = Signer.sign(WIF(net).encode(secret), address, message) as string
    expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
    expect(verifyBitcoinMessage({ address, message: `${message}.`, signature })).toBe(false)
    const other = cases.find((c) => c.net === net && c.address !== address)?.address as string
    // A signature for one address of the key is not one for another address type, except a
    // BIP-137 signature, which names a key: its P2PKH header also fits the key's segwit addresses.
    if (!name.endsWith('p2pkh'))
      expect(verifyBitcoinMessage({ address: other, message, signature })).toBe(false)
  })

  it('reads the protocol the wallet reported and refuses the other one', () => {
    const { address, net } = cases[0] as (typeof cases)[number]
    const signature = Signer.sign(WIF(net).encode(secret), address, 'x') as string
    expect(verifyBitcoinMessage({ address, message: 'x', signature, protocol: 'BIP322' })).toBe(
      true,
    )
    expect(verifyBitcoinMessage({ address, message: 'x', signature, protocol: 'ECDSA' })).toBe(
      false,
    )
    expect(verifyBitcoinMessage({ address, message: 'x', signature: `smp${signature}` })).toBe(true)
    expect(verifyBitcoinMessage({ address, message: 'x', signature: '' })).toBe(false)
    expect(verifyBitcoinMessage({ address: 'nope', message: 'x', signature })).toBe(false)
    expect(() =>
      verifyBitcoinMessage({ address, message: 'x', signature: `ful${signature}` }),
    ).toThrow('BIP-322 full signatures are not supported')
  })
})
