import { describe, expect, it } from 'vitest'
import {
  MAX_CHAIN_ID,
  MAX_WALLET_ACCOUNTS,
  parseAccounts,
  parseCapabilities,
  parseChainId,
  sessionNetworks,
  smartAccountNetworks,
} from './parse-wallet-values.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseChainId', () => {
  it('reads hex, decimal strings and numbers', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId('31338')).toBe(31338)
    expect(parseChainId(10)).toBe(10)
    expect(parseChainId(MAX_CHAIN_ID)).toBe(MAX_CHAIN_ID)
  })
  it.each([
    ['0xZZ', '0xZZ'],
    ['NaN', Number.NaN],
    ['a huge number', 2 ** 60],
    ['a huge hex', '0xffffffffffffffff'],
    ['one above the bound', MAX_CHAIN_ID + 1],
    ['zero', 0],
    ['a negative', -1],
    ['a fraction', 1.5],
    ['an object', { chainId: 1 }],
    ['an object that coerces to a number', { valueOf: (): number => 10 }],
    ['an empty string', ''],
    ['a padded decimal', ' 1'],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(parseChainId(value)).toBeUndefined()
  })
})

describe('parseAccounts', () => {
  it('checksums valid addresses', () => {
    expect(parseAccounts([alice.toLowerCase()])).toEqual([alice])
    expect(parseAccounts([])).toEqual([])
  })
  it('refuses a list with one bad entry, a non-list, or a flood', () => {
    expect(parseAccounts([alice, '0xnot-an-address'])).toBeUndefined()
    expect(parseAccounts([alice, 42])).toBeUndefined()
    expect(parseAccounts(alice)).toBeUndefined()
    expect(parseAccounts({ 0: alice, length: 1 })).toBeUndefined()
    expect(parseAccounts(Array(MAX_WALLET_ACCOUNTS + 1).fill(alice))).toBeUndefined()
    // Mixed case with a wrong EIP-55 checksum ('Fb9' written 'fb9'), and all upper-case.
    expect(parseAccounts(['0xf39Fd6e51aad88F6F4ce6aB8827279cfffb92266'])).toBeUndefined()
  })
})

describe('parseCapabilities and smartAccountNetworks', () => {
  it('keeps a well-formed answer and finds the smart-account chains', () => {
    const parsed = parseCapabilities({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'ready' } },
      '0x1': { atomicBatch: { supported: true } },
      '0x0': { paymasterService: { supported: true } },
    })
    expect(parsed).toBeDefined()
    expect(smartAccountNetworks(parsed!)).toEqual(['eip155:31337', 'eip155:1'])
  })
  it.each([
    ['a list', [{ atomic: {} }]],
    ['a string', 'capabilities'],
    ['a non-hex key', { mainnet: {} }],
    ['a key out of range', { '0xffffffffffffffff': {} }],
    ['a chain entry that is not an object', { '0x1': 'yes' }],
    ['a chain entry that is a list', { '0x1': [] }],
    ['a class instance', new Date()],
  ])('refuses %s', (_, value) => {
    expect(parseCapabilities(value)).toBeUndefined()
  })
  it('a __proto__ key never reaches Object.prototype', () => {
    const parsed = parseCapabilities(JSON.parse('{"__proto__": {"polluted": true}}'))
    expect(parsed).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('sessionNetworks', () => {
  it('reads the session chains, else the chains of its accounts', () => {
    expect(sessionNetworks({ chains: ['eip155:1', 'eip155:10'], accounts: [] })).toEqual([
      'eip155:1',
      'eip155:10',
    ])
    expect(
      sessionNetworks({ accounts: [`eip155:31337:${alice}`, `eip155:31337:${alice}`] }),
    ).toEqual(['eip155:31337'])
  })
  it('drops malformed ids and gives undefined for none', () => {
    expect(sessionNetworks({ chains: ['eip155:0x1', 'solana:abc', 7, 'eip155:31337'] })).toEqual([
      'eip155:31337',
    ])
    expect(sessionNetworks({ chains: [] })).toBeUndefined()
    expect(sessionNetworks(undefined)).toBeUndefined()
  })
})
