import { describe, expect, it } from 'vitest'
import type { AdapterConnection } from '../adapter/chain-adapter.js'
import * as EvmAddress from '../caip/evm-address.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import {
  checkConnection,
  isValidChainReference,
  parseApprovedNetworks,
  parseNetworksApproval,
  parseSmartAccountNetworks,
} from './wallet-values.js'

const evm = { namespace: 'eip155' as const, validateAddress: EvmAddress.validate }

describe('isValidChainReference', () => {
  it('accepts eip155 safe integers and canonical decimal strings', () => {
    expect(isValidChainReference('eip155', 1)).toBe(true)
    expect(isValidChainReference('eip155', '10')).toBe(true)
    expect(isValidChainReference('eip155', 0)).toBe(true)
  })
  it('refuses NaN, Infinity, hex, fractions, negatives, unsafe integers, objects and empty text', () => {
    for (const id of [Number.NaN, Number('1e400'), '0xZZ', '0xa', 1.5, -1, 2 ** 60, {}, '', '01'])
      expect(isValidChainReference('eip155', id)).toBe(false)
  })
  it('checks other namespaces by their own profile', () => {
    expect(isValidChainReference('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isValidChainReference('solana', 1)).toBe(false)
    expect(isValidChainReference('bip122', '000000000019d6689c085ae165831e93')).toBe(true)
    expect(isValidChainReference('bip122', 'NaN')).toBe(false)
  })
})

describe('parseApprovedNetworks', () => {
  it('keeps the ids of its namespace', () => {
    expect(
      parseApprovedNetworks('eip155', {
        caipNetworkIds: ['eip155:1', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        supportsAllNetworks: false,
      }),
    ).toEqual({ caipNetworkIds: ['eip155:1', 'eip155:10'], supportsAllNetworks: false })
  })
  it('refuses a malformed id, a missing flag, a non-list and an oversized list', () => {
    const bad: unknown[] = [
      { caipNetworkIds: ['eip155:NaN'], supportsAllNetworks: false },
      { caipNetworkIds: ['eip155:1'] },
      { caipNetworkIds: 'eip155:1', supportsAllNetworks: true },
      {
        caipNetworkIds: Array.from({ length: 501 }, (_, i) => `eip155:${i}`),
        supportsAllNetworks: false,
      },
      null,
      'all',
    ]
    for (const value of bad) expect(parseApprovedNetworks('eip155', value)).toBeUndefined()
  })
})

describe('parseSmartAccountNetworks / parseNetworksApproval', () => {
  it("the adapter's own ids become chain ids; another namespace's name none of its networks", () => {
    const reported = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
    expect(parseSmartAccountNetworks(reported, 'eip155')).toEqual([1, 8453])
    expect(parseSmartAccountNetworks(reported, 'solana')).toEqual([])
    expect(parseSmartAccountNetworks(['eip155:0x1'], 'eip155')).toBeUndefined()
    expect(parseSmartAccountNetworks({}, 'eip155')).toBeUndefined()
  })
  it('an approval without smart-account networks keeps them unknown; a malformed one is refused', () => {
    expect(
      parseNetworksApproval('eip155', { caipNetworkIds: ['eip155:1'], supportsAllNetworks: false }),
    ).toEqual({
      approved: { caipNetworkIds: ['eip155:1'], supportsAllNetworks: false },
      smartAccountNetworks: undefined,
    })
    expect(
      parseNetworksApproval('eip155', {
        caipNetworkIds: ['eip155:1'],
        supportsAllNetworks: false,
        smartAccountNetworks: ['eip155:Infinity'],
      }),
    ).toBeUndefined()
    expect(parseNetworksApproval('eip155', undefined)).toBeUndefined()
  })
})

describe('checkConnection', () => {
  const base: AdapterConnection = {
    address: ALICE,
    accounts: [
      { address: ALICE, type: 'eoa' },
      { address: BOB, type: 'eoa' },
    ],
    chainId: 1,
    connectorId: 'mock',
  }
  it('refuses a malformed address or chain id', () => {
    expect(() => checkConnection(evm, { ...base, address: 'nope' }, () => undefined)).toThrow(
      'Invalid address',
    )
    expect(() => checkConnection(evm, { ...base, chainId: Number.NaN }, () => undefined)).toThrow(
      'Invalid CAIP-2 network id',
    )
  })
  it('drops malformed extra accounts, approvals and smart-account networks with a warning', () => {
    const warnings: string[] = []
    const checked = checkConnection(
      evm,
      {
        ...base,
        accounts: [
          ...base.accounts,
          { address: SOL_ALICE, type: 'eoa' },
          { address: BOB, type: 'root' },
        ] as AdapterConnection['accounts'],
        approvedNetworks: { caipNetworkIds: ['eip155:ZZ'], supportsAllNetworks: false },
        smartAccountNetworks: [42] as unknown as string[],
      },
      (message) => warnings.push(message),
    )
    expect(checked.accounts).toEqual(base.accounts)
    expect(checked.approvedNetworks).toBeUndefined()
    expect(checked.smartAccountChainIds).toEqual([])
    expect(warnings).toEqual([
      'Refused malformed accounts from the wallet',
      'Refused malformed approved networks from the wallet',
      'Refused malformed smart-account networks from the wallet',
    ])
  })
  it('keeps well-formed approvals and smart-account networks', () => {
    const checked = checkConnection(
      evm,
      {
        ...base,
        approvedNetworks: { caipNetworkIds: ['eip155:1'], supportsAllNetworks: false },
        smartAccountNetworks: ['eip155:10'],
      },
      () => undefined,
    )
    expect(checked.approvedNetworks).toEqual({
      caipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
    })
    expect(checked.smartAccountChainIds).toEqual([10])
  })
})
