import { describe, expect, it } from 'vitest'
import {
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  bitcoinTestnet4,
} from '../networks/bitcoin-networks.js'
import { BITCOIN_REGTEST_REFERENCE } from '../networks/bitcoin-regtest.js'
import { addressType, validate } from './bitcoin-address.js'

// One key (0x07 × 32) in every output type, made with @scure/btc-signer.
const addresses = {
  mainnet: {
    p2pkh: '1FvyAqqELFiQyaEWdhFbWF8MZapKPZS8J7',
    p2sh: '35kMD7vNoJHfEJXQmWx1QeSVz6bbxbh2oK',
    p2wpkh: 'bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5',
    p2tr: 'bc1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20qya3c8w',
  },
  testnet: {
    p2pkh: 'mvSvTtvD9H9fkgi8MGDyLALgRaR2LhnWFM',
    p2sh: '2MwJZGrrQQko1S69xSeZt2bRmCSompaJ7in',
    p2wpkh: 'tb1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j20l03x8',
    p2tr: 'tb1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20qn48hap',
  },
  regtest: {
    p2pkh: 'mvSvTtvD9H9fkgi8MGDyLALgRaR2LhnWFM',
    p2sh: '2MwJZGrrQQko1S69xSeZt2bRmCSompaJ7in',
    p2wpkh: 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w',
    p2tr: 'bcrt1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20q7vd3gm',
  },
} as const

const chains = {
  mainnet: [bitcoin.id],
  testnet: [bitcoinTestnet.id, bitcoinTestnet4.id, bitcoinSignet.id],
  regtest: [BITCOIN_REGTEST_REFERENCE],
} as const

describe('BitcoinAddress per network (P2PKH, P2SH-P2WPKH, P2WPKH, P2TR)', () => {
  for (const [net, byType] of Object.entries(addresses)) {
    for (const [type, address] of Object.entries(byType)) {
      it(`${net} ${type} is typed and accepted only on its chains`, () => {
        for (const [other, references] of Object.entries(chains)) {
          // Base58 addresses of testnet and regtest share version bytes (m/n/2), bech32 ones do not.
          const legacy = type === 'p2pkh' || type === 'p2sh'
          const expected = other === net || (legacy && other !== 'mainnet' && net !== 'mainnet')
          for (const reference of references) {
            expect(validate(address, reference), `${address} on ${other}`).toBe(expected)
            expect(addressType(address, reference)).toBe(expected ? type : undefined)
          }
        }
        expect(addressType(address)).toBe(type)
      })
    }
  }

  it('refuses a regtest address with a changed character and testnet bech32 on regtest', () => {
    expect(addressType('bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3x')).toBeUndefined()
    expect(validate(addresses.testnet.p2wpkh, BITCOIN_REGTEST_REFERENCE)).toBe(false)
    expect(addressType('not an address')).toBeUndefined()
  })
})
