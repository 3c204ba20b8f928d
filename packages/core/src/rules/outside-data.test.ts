import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { cleanConnector, cleanIdentity, cleanWalletInfo, dataApiOriginOf } from './outside-data.js'

const api = 'http://127.0.0.1:8787'

describe('data from adapters and the data API is cleaned where it enters core', () => {
  it('WalletConnect peer / EIP-6963 metadata: no bidi or zero-width characters, no script icon', () => {
    expect(
      cleanWalletInfo(
        { name: 'Wallet\u202eksaMateM\u200b', icon: '\u0001javascript:alert(1)' },
        api,
      ),
    ).toEqual({ name: 'WalletksaMateM' })
    expect(cleanWalletInfo({ name: '\u202e\u200b' })).toBeUndefined()
    expect(
      cleanWalletInfo({ name: 'Rainbow', icon: 'https://r.example/i.png', rdns: 'me.rainbow' }),
    ).toEqual({
      name: 'Rainbow',
      icon: 'https://r.example/i.png',
      rdns: 'me.rainbow',
    })
  })

  it('connectors: clean names and only safe images', () => {
    const connector: Connector = {
      id: 'evil',
      name: 'Meta\u200bMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'java\tscript:alert(1)',
    }
    expect(cleanConnector(connector, api)).toEqual({
      id: 'evil',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
    })
    const fine: Connector = {
      id: 'a',
      name: 'A',
      type: 'INJECTED',
      chain: 'eip155',
      imageUrl: `${api}/i.png`,
    }
    expect(cleanConnector(fine, api)).toBe(fine)
  })

  it('identities: clean name, avatar only when safe', () => {
    expect(
      cleanIdentity({ name: 'vitalik\u202e.eth', avatar: ' javascript:alert(1)' }, api),
    ).toEqual({
      name: 'vitalik.eth',
      avatar: undefined,
    })
    expect(cleanIdentity({ name: null, avatar: 'https://a.example/x.png' })).toEqual({
      name: undefined,
      avatar: 'https://a.example/x.png',
    })
  })

  it('dataApiOriginOf: origin of an http(s) base URL only', () => {
    expect(dataApiOriginOf('http://127.0.0.1:8787/v1')).toBe(api)
    expect(dataApiOriginOf('javascript:alert(1)')).toBeUndefined()
    expect(dataApiOriginOf(undefined)).toBeUndefined()
  })
})
