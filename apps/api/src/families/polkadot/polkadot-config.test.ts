import { u8aToHex } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { polkadotAccountId, polkadotCaip2 } from './polkadot-config.js'

describe('polkadotAccountId', () => {
  const key = '0xd6a3105d6768e956e9e5d41050ac29843f98561410d3a47f9dd5b3b227ab8746'
  it.each([
    ['15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF'], // Polkadot (0)
    ['HRkCrbmke2XeabJ5fxJdgXWpBRPkXWfWHY8eTeCKwDdf4k6'], // Kusama (2)
    ['4smVWa6Hb7WhGh9zgqdAE86p5eZyj8BQJ9Uro4o2zidBnmfX'], // 38
    ['cTMC4XwPfBn3bz8kFaVTjaWdkQi6agzMxS11e8hpPHhqLrhGs'], // 66 (two-byte prefix)
  ])('decodes %s to the one account id, whatever the prefix', (address) => {
    expect(u8aToHex(polkadotAccountId(address))).toBe(key)
  })

  it.each([
    ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', 'checksum fails'],
    ['5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy', 'lower-cased'],
    [key, 'a raw hex key'],
    ['F7NZ', 'a short account index'],
    ['0x8ba1f109551bD432803012645Ac136ddd64DBA72', 'an EVM address'],
  ])('refuses %s (%s)', (address) => {
    expect(polkadotAccountId(address)).toBeUndefined()
  })
})

it('polkadotCaip2 takes the first 32 hex characters of the genesis hash', () => {
  expect(polkadotCaip2('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3')).toBe(
    'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  )
})
