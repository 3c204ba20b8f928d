import type { Connector } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { groupWallets } from './wallet-groups.js'

const c = (id: string, name: string, chain: Connector['chain'], rdns?: string): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain,
  ...(rdns ? { info: { rdns } } : {}),
})

describe('groupWallets', () => {
  it('joins one wallet offered by several families (name, rdns or id), in connector order', () => {
    const phantomEvm = c('app.phantom', 'Phantom', 'eip155', 'app.phantom')
    const metaMask = c('io.metamask', 'MetaMask', 'eip155', 'io.metamask')
    const phantomSol = c('phantom-sol', 'phantom', 'solana')
    const xverseBtc = c('xverse', 'Xverse Wallet', 'bip122')
    const xverseSol = c('xverse', 'Xverse', 'solana')
    const groups = groupWallets([phantomEvm, metaMask, phantomSol, xverseBtc, xverseSol])
    expect(groups.map((g) => g.connectors.map((x) => `${x.chain}:${x.id}`))).toEqual([
      ['eip155:app.phantom', 'solana:phantom-sol'],
      ['eip155:io.metamask'],
      ['bip122:xverse', 'solana:xverse'],
    ])
  })

  it('keeps two wallets of one family apart even when named alike, and one WalletConnect row', () => {
    const wc = (chain: Connector['chain']): Connector => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
    })
    const groups = groupWallets([
      wc('eip155'),
      wc('solana'),
      c('a', 'Wallet', 'eip155'),
      c('b', 'Wallet', 'eip155'),
    ])
    expect(groups.map((g) => g.connectors.map((x) => `${x.chain}:${x.id}`))).toEqual([
      ['eip155:walletConnect', 'solana:walletConnect'],
      ['eip155:a'],
      ['eip155:b'],
    ])
  })
})
