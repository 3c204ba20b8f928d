import type { NftHolding, TokenBalance, Transaction } from '@portico/core'

/** A coloured disc as a data: SVG (no network in the browser tests). */
export function disc(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="white" text-anchor="middle">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** An NFT preview: a gradient square. */
function artwork(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><circle cx="80" cy="70" r="34" fill="rgba(255,255,255,.85)"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const FRIEND_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 4321.5,
  price: 3456.78,
  quantity: { decimals: '18', numeric: '1.25012' },
  iconUrl: disc('#627eea', 'E'),
}

export const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 250,
  price: 1,
  quantity: { decimals: '6', numeric: '250.000000' },
  iconUrl: disc('#2775ca', 'U'),
}

export const DAI: TokenBalance = {
  name: 'Dai Stablecoin',
  symbol: 'DAI',
  chainId: 'eip155:1',
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  value: 41.07,
  price: 0.9998,
  quantity: { decimals: '18', numeric: '41.0782' },
  iconUrl: disc('#f5ac37', 'D'),
}

/** Markup in a token name and symbol: shown as text, never as HTML. */
export const HOSTILE: TokenBalance = {
  name: '<img src=x onerror=alert(1)>Free tokens',
  symbol: '<b>FREE</b>',
  chainId: 'eip155:1',
  address: '0x3333333333333333333333333333333333333333',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '1000' },
  iconUrl: 'javascript:alert(1)',
}

const year = new Date().getUTCFullYear()

function tx(
  id: string,
  minedAt: string,
  operationType: string,
  status: string,
  transfers: Transaction['transfers'],
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType,
      status,
      sentFrom: WALLET_ADDRESS,
      sentTo: FRIEND_ADDRESS,
    },
    transfers,
  }
}

const usdcIcon = { url: USDC.iconUrl }
const ethIcon = { url: ETH.iconUrl }

/**
 * The NFTs held now (the data API's holdings): the two the history shows arriving, newest first,
 * and a spam one the NFTs tab hides.
 */
export const NFTS: NftHolding[] = [
  {
    chainId: 'eip155:1',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: '12',
    name: 'Portico Pioneer #12',
    previewUrl: artwork('#7c3aed', '#06b6d4'),
    isSpam: false,
  },
  {
    chainId: 'eip155:1',
    contract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    tokenId: '3',
    name: '<script>alert(1)</script>Winter Fox',
    previewUrl: artwork('#f97316', '#db2777'),
    isSpam: false,
  },
  {
    chainId: 'eip155:1',
    contract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    tokenId: '1',
    name: 'Claim Free Rewards #1',
    isSpam: true,
  },
]

export const TRANSACTIONS: Transaction[] = [
  tx('a1', `${year}-03-14T09:30:00Z`, 'send', 'confirmed', [
    {
      direction: 'out',
      quantity: { numeric: '25' },
      fungible_info: { symbol: 'USDC', icon: usdcIcon },
    },
  ]),
  tx('a2', `${year}-03-02T18:12:00Z`, 'receive', 'pending', [
    {
      direction: 'in',
      quantity: { numeric: '0.5' },
      fungible_info: { symbol: 'ETH', icon: ethIcon },
    },
  ]),
  tx('a3', `${year}-02-20T11:00:00Z`, 'mint', 'confirmed', [
    {
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: {
        name: 'Portico Pioneer #12',
        content: { preview: { url: artwork('#7c3aed', '#06b6d4') } },
      },
    },
  ]),
  tx('a4', `${year}-02-11T08:45:00Z`, 'trade', 'failed', [
    {
      direction: 'out',
      quantity: { numeric: '100' },
      fungible_info: { symbol: 'USDC', icon: usdcIcon },
    },
    {
      direction: 'in',
      quantity: { numeric: '0.028' },
      fungible_info: { symbol: 'ETH', icon: ethIcon },
    },
  ]),
  tx('a5', `${year - 1}-12-24T20:00:00Z`, 'receive', 'confirmed', [
    {
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: {
        name: '<script>alert(1)</script>Winter Fox',
        content: { preview: { url: artwork('#f97316', '#db2777') } },
      },
    },
  ]),
  tx('a6', `${year - 1}-12-03T10:00:00Z`, 'receive', 'confirmed', [
    {
      direction: 'in',
      quantity: { numeric: '1.2' },
      fungible_info: { symbol: 'ETH', icon: ethIcon },
    },
  ]),
]
