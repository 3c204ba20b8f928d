import type { Network } from '@portico/core'
import { emptyAccountState } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { ethToken, mainnetFixture, usdcToken } from '../wallet-test-kit.js'
import { sameToken, sendableTokens } from './send-tokens.js'

const solanaNetwork: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

describe('sendableTokens (SPEC §4 send flow)', () => {
  it('offers every token balance where the family has tokens (eip155)', () => {
    const account = { ...emptyAccountState(), tokenBalance: [ethToken, usdcToken] }
    expect(sendableTokens(account, mainnetFixture, true).map((t) => t.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
  })

  it('offers only the native coin where core sends only the native coin', () => {
    const splToken = { ...usdcToken, chainId: solanaNetwork.caipNetworkId }
    const sol = { ...ethToken, symbol: 'SOL', chainId: solanaNetwork.caipNetworkId }
    const account = { ...emptyAccountState(), tokenBalance: [sol, splToken] }
    expect(sendableTokens(account, solanaNetwork, false).map((t) => t.symbol)).toEqual(['SOL'])
  })

  it('falls back to the wallet native balance when the data API listed nothing', () => {
    const account = { ...emptyAccountState(), balance: '0.75' }
    const [native] = sendableTokens(account, mainnetFixture, true)
    expect(native).toMatchObject({
      symbol: 'ETH',
      quantity: { decimals: '18', numeric: '0.75' },
    })
    expect(native?.address).toBeUndefined()
  })

  it('compares tokens by chain and contract', () => {
    expect(sameToken(usdcToken, { ...usdcToken, address: usdcToken.address?.toUpperCase() })).toBe(
      true,
    )
    expect(sameToken(usdcToken, ethToken)).toBe(false)
  })
})
