import { describe, expect, it } from 'vitest'
import { BITCOIN_REGTEST_REFERENCE, bitcoinRegtest } from './bitcoin-regtest.js'

describe('bitcoinRegtest', () => {
  it('is bip122 regtest with the node URL as RPC and a name saying it is simulated', () => {
    const network = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002/' })
    expect(network.caipNetworkId).toBe(`bip122:${BITCOIN_REGTEST_REFERENCE}`)
    expect(network.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:3002'])
    expect(network.name).toBe('Bitcoin Regtest (simulated)')
    expect(network.nativeCurrency.decimals).toBe(8)
  })

  it('refuses a URL that is not http(s)', () => {
    expect(() => bitcoinRegtest({ esploraUrl: 'ftp://x' })).toThrow(
      'esploraUrl must be an http(s) URL',
    )
    expect(() => bitcoinRegtest({ esploraUrl: 'nope' })).toThrow()
  })
})
