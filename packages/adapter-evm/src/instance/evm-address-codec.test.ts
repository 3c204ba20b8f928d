import { describe, expect, it } from 'vitest'
import { evmAddressCodec } from './evm-address-codec.js'

// EIP-55's own vector: checksummed, and the same address in lower case.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const LOWER = CHECKSUMMED.toLowerCase()

describe('evmAddressCodec.normalizeAddressInput (SPEC §5: optional 0x plus 40 hex)', () => {
  it('takes the address with or without 0x and writes it checksummed', () => {
    for (const typed of [CHECKSUMMED, LOWER, CHECKSUMMED.slice(2), LOWER.slice(2)]) {
      expect(evmAddressCodec.normalizeAddressInput?.(typed)).toBe(CHECKSUMMED)
    }
  })

  it('keeps the checksum rule without 0x: wrong mixed case and all upper case are no address', () => {
    const wrong = `5AaEb6053F3E94C9b9A09f33669435E7Ef1BeAed`
    expect(evmAddressCodec.normalizeAddressInput?.(wrong)).toBeUndefined()
    expect(evmAddressCodec.normalizeAddressInput?.(LOWER.slice(2).toUpperCase())).toBeUndefined()
  })

  it('refuses what is not 40 hex digits after an optional lower-case 0x', () => {
    for (const typed of [`0X${LOWER.slice(2)}`, LOWER.slice(3), `${LOWER}0`, ` ${LOWER}`, '0x']) {
      expect(evmAddressCodec.normalizeAddressInput?.(typed)).toBeUndefined()
    }
  })

  it('a wallet-reported address still needs its 0x', () => {
    expect(evmAddressCodec.validateAddress(LOWER)).toBe(true)
    expect(evmAddressCodec.validateAddress(LOWER.slice(2))).toBe(false)
  })
})
