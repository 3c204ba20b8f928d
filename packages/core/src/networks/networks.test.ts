import { describe, expect, it } from 'vitest'
import * as Caip2 from '../caip/caip2.js'
import { InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import { TransportUrlRequiredError } from '../errors/http-errors.js'
import type { Network } from '../types/network.js'
import * as bitcoinNetworks from './bitcoin-networks.js'
import { defineNetwork } from './define-network.js'
import * as evmNetworks from './evm-networks.js'
import {
  cardPayChains,
  isRestrictedTimeZone,
  restrictedTimeZones,
  swapNetworkIds,
} from './network-constants.js'
import * as polkadotNetworks from './polkadot-networks.js'
import * as solanaNetworks from './solana-networks.js'

const evm = Object.values(evmNetworks) as Network[]
const all: Network[] = [
  ...evm,
  ...Object.values(solanaNetworks),
  ...Object.values(polkadotNetworks),
  ...Object.values(bitcoinNetworks),
]
const byId = new Map(all.map((n) => [n.caipNetworkId, n]))

describe('SPEC §9 chains', () => {
  it.each(all.map((n) => [n.caipNetworkId, n] as const))(
    '%s has every Network field (SPEC §3)',
    (_, n) => {
      expect(n.caipNetworkId).toBe(`${n.chainNamespace}:${n.id}`)
      expect(Caip2.validate(n.caipNetworkId, { checkReference: true })).toBe(true)
      expect(n.name.length).toBeGreaterThan(0)
      expect(n.nativeCurrency.symbol.length).toBeGreaterThan(0)
      expect(Number.isInteger(n.nativeCurrency.decimals)).toBe(true)
      expect(n.rpcUrls.default.http.length).toBeGreaterThan(0)
      for (const url of n.rpcUrls.default.http) expect(new URL(url).protocol).toBe('https:')
      expect(n.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(n.assets?.imageId).toBeTruthy()
      expect(typeof n.testnet).toBe('boolean')
    },
  )

  it('network ids are unique', () => {
    expect(byId.size).toBe(all.length)
  })

  it('about 27 EVM chain ids: Ethereum and testnets, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora', () => {
    expect(evm.length).toBeGreaterThanOrEqual(27)
    for (const id of [
      1, 11155111, 17000, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777,
    ]) {
      const testnets = [11155111, 17000]
      expect(byId.get(`eip155:${id}`)?.testnet).toBe(testnets.includes(id))
    }
  })

  it('three Solana networks with their genesis-hash references', () => {
    expect(
      Object.values(solanaNetworks)
        .map((n) => n.caipNetworkId)
        .sort(),
    ).toEqual([
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
  })

  it('Polkadot and Bitcoin networks', () => {
    expect(polkadotNetworks.polkadot.caipNetworkId).toBe(
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    )
    expect(bitcoinNetworks.bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinNetworks.bitcoinTestnet.chainNamespace).toBe('bip122')
  })

  it('12 swap networks with the spec chain ids, each a defined network', () => {
    expect(swapNetworkIds.map((id) => Number(id.split(':')[1]))).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    for (const id of swapNetworkIds) expect(byId.has(id)).toBe(true)
  })

  it('card-pay chains', () => {
    expect(cardPayChains).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
  })

  it('restricted time zones: mainland China, Hong Kong and Macau', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']) {
      expect(isRestrictedTimeZone(zone)).toBe(true)
    }
    expect(isRestrictedTimeZone('Asia/Taipei')).toBe(false)
    expect(isRestrictedTimeZone('Europe/Berlin')).toBe(false)
    expect(isRestrictedTimeZone(undefined)).toBe(false)
    expect(restrictedTimeZones.every((z) => typeof z === 'string')).toBe(true)
  })
})

describe('defineNetwork', () => {
  it('builds devnets (the lab uses 31337 and 31338)', () => {
    for (const id of [31337, 31338]) {
      const net = defineNetwork({
        id,
        chainNamespace: 'eip155',
        name: `Devnet ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        testnet: true,
      })
      expect(net.caipNetworkId).toBe(`eip155:${id}`)
    }
  })

  it('refuses ids that break the namespace profile with "Invalid CAIP-2 network id"', () => {
    expect(() =>
      defineNetwork({
        id: '0x1',
        chainNamespace: 'eip155',
        name: 'bad',
        nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
        rpcUrls: { default: { http: [] } },
      }),
    ).toThrow(InvalidCaip2NetworkIdError)
  })

  it('refuses a network with no RPC URL: "A transport requires a URL"', () => {
    const devnet = {
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    } as const
    for (const urls of [{ http: [] }, { http: [' '] }, { http: [], webSocket: [] }]) {
      expect(() => defineNetwork({ ...devnet, rpcUrls: { default: urls } })).toThrow(
        TransportUrlRequiredError,
      )
    }
    expect(() => defineNetwork({ ...devnet, rpcUrls: { default: { http: [] } } })).toThrow(
      'A transport requires a URL',
    )
    // A node reached over WebSocket only (a polkadot node) has a URL.
    const ws = { http: [], webSocket: ['ws://127.0.0.1:9944'] }
    expect(defineNetwork({ ...devnet, rpcUrls: { default: ws } }).caipNetworkId).toBe(
      'eip155:31337',
    )
  })
})
