import { mainnet } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { MAX_WALLET_ASSETS, toTokenBalance, walletBalances } from './wallet-balances.js'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const usdcAsset = {
  address: USDC,
  balance: '0x2faf080',
  type: 'erc20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
}

describe('wallet_getAssets answers as core balances (the wallet is untrusted)', () => {
  it('native takes the network currency; ERC-20 takes its metadata; amounts are exact decimals', () => {
    expect(
      toTokenBalance({ address: 'native', balance: '0x1bc16d674ec80000', type: 'native' }, mainnet),
    ).toEqual({
      name: mainnet.nativeCurrency.name,
      symbol: mainnet.nativeCurrency.symbol,
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '2' },
      iconUrl: '',
    })
    expect(toTokenBalance(usdcAsset, mainnet)).toMatchObject({
      name: 'USD Coin',
      symbol: 'USDC',
      address: USDC,
      quantity: { decimals: '6', numeric: '50' },
    })
  })

  it('refuses hostile entries and cleans names', () => {
    const meta = usdcAsset.metadata
    const refused: unknown[] = [
      null,
      [],
      { ...usdcAsset, balance: `0x${'f'.repeat(65)}` },
      { ...usdcAsset, balance: '-0x1' },
      { ...usdcAsset, balance: 50 },
      { ...usdcAsset, address: 'javascript:alert(1)' },
      { ...usdcAsset, type: 'erc721' },
      { ...usdcAsset, metadata: { ...meta, decimals: 78 } },
      { ...usdcAsset, metadata: { ...meta, decimals: -1 } },
      { ...usdcAsset, metadata: { ...meta, decimals: 6.5 } },
      { ...usdcAsset, metadata: { ...meta, decimals: '6' } },
      { ...usdcAsset, metadata: { ...meta, symbol: '\u200B\u202E' } },
      { ...usdcAsset, metadata: { ...meta, symbol: 'x'.repeat(100_000) } },
    ]
    for (const entry of refused) expect(toTokenBalance(entry, mainnet)).toBeUndefined()
    const cleaned = toTokenBalance(
      { ...usdcAsset, metadata: { ...meta, name: 'USD\u202E Coin\u0007', symbol: 'US\u200BDC' } },
      mainnet,
    )
    expect(cleaned).toMatchObject({ name: 'USD Coin', symbol: 'USDC' })
    const unnamed = toTokenBalance({ ...usdcAsset, metadata: { ...meta, name: 7 } }, mainnet)
    expect(unnamed?.name).toBe('USDC')
  })

  it('walletBalances: only the asked chain, at most MAX_WALLET_ASSETS, undefined without a list', () => {
    const many = Array.from({ length: MAX_WALLET_ASSETS + 10 }, () => usdcAsset)
    expect(walletBalances({ '0x1': many }, 1, mainnet)).toHaveLength(MAX_WALLET_ASSETS)
    expect(walletBalances({ '0xa': [usdcAsset] }, 1, mainnet)).toBeUndefined()
    expect(walletBalances(undefined, 1, mainnet)).toBeUndefined()
    expect(walletBalances({ '0x1': [null, usdcAsset] }, 1, mainnet)).toHaveLength(1)
  })
})
