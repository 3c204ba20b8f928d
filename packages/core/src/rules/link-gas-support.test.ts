import { describe, expect, it } from 'vitest'
import { isNetworkSupported } from './chain-support.js'
import { formatDeepLinkUrl } from './deep-link.js'
import { hasInsufficientGas } from './insufficient-gas.js'
import {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from './wallet-listing.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const encoded = encodeURIComponent(uri)

describe('SPEC §5 deep-link wallet URL: scheme or URL plus wc?uri=<encoded pairing uri>', () => {
  it.each([
    ['metamask://', `metamask://wc?uri=${encoded}`],
    ['metamask:', `metamask://wc?uri=${encoded}`],
    ['metamask', `metamask://wc?uri=${encoded}`],
    ['trust://wallet', `trust://wallet/wc?uri=${encoded}`],
    ['https://link.wallet.app', `https://link.wallet.app/wc?uri=${encoded}`],
    ['https://link.wallet.app/', `https://link.wallet.app/wc?uri=${encoded}`],
  ])('%s', (link, expected) => {
    expect(formatDeepLinkUrl(link, uri)).toBe(expected)
  })

  it('the pairing uri is fully encoded', () => {
    const url = formatDeepLinkUrl('rainbow://', uri)!
    expect(decodeURIComponent(url.split('wc?uri=')[1]!)).toBe(uri)
    expect(url.split('wc?uri=')[1]).not.toMatch(/[:@?&=]/)
  })

  it('refuses unsafe or empty links from the directory', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://x',
      'data:text/html,x',
      '',
      '  ',
      'a b',
    ]) {
      expect(formatDeepLinkUrl(link, uri)).toBeUndefined()
    }
  })
})

describe('SPEC §5 insufficient gas', () => {
  it('true when the native balance is 0', () => {
    expect(hasInsufficientGas({ nativeBalanceInUsd: '0', gasPriceInUsd: 0.01 })).toBe(true)
    expect(hasInsufficientGas({ nativeBalanceInUsd: undefined, gasPriceInUsd: undefined })).toBe(
      true,
    )
  })
  it('true when below the gas price in USD, false at or above it', () => {
    expect(hasInsufficientGas({ nativeBalanceInUsd: '0.5', gasPriceInUsd: 1 })).toBe(true)
    expect(hasInsufficientGas({ nativeBalanceInUsd: 1, gasPriceInUsd: 1 })).toBe(false)
    expect(hasInsufficientGas({ nativeBalanceInUsd: '3', gasPriceInUsd: 1 })).toBe(false)
    expect(hasInsufficientGas({ nativeBalanceInUsd: '3', gasPriceInUsd: undefined })).toBe(false)
  })
  it('smart accounts never count as insufficient', () => {
    expect(
      hasInsufficientGas({
        nativeBalanceInUsd: '0',
        gasPriceInUsd: 5,
        accountType: 'smartAccount',
      }),
    ).toBe(false)
  })
})

describe('SPEC §5 wallet listing sizes', () => {
  it('page size 40, featured and recommended 4, search 100', () => {
    expect(WALLET_LIST_PAGE_SIZE).toBe(40)
    expect(FEATURED_WALLETS_COUNT).toBe(4)
    expect(RECOMMENDED_WALLETS_COUNT).toBe(4)
    expect(WALLET_SEARCH_PAGE_SIZE).toBe(100)
  })
})

describe('SPEC §5 chain support: requested list, empty means all', () => {
  it('empty list supports every network', () => {
    expect(isNetworkSupported('eip155:10', [])).toBe(true)
  })
  it('otherwise only the requested ones', () => {
    expect(
      isNetworkSupported('eip155:1', ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    ).toBe(true)
    expect(isNetworkSupported('eip155:10', ['eip155:1'])).toBe(false)
    expect(isNetworkSupported(undefined, ['eip155:1'])).toBe(false)
  })
})
