import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import type { AdapterConnection } from '../adapter/chain-adapter.js'
import * as Caip2 from '../caip/caip2.js'
import * as EvmAddress from '../caip/evm-address.js'
import { InvalidAddressError, InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import {
  checkConnection,
  MAX_REPORTED_ACCOUNTS,
  parseNetworksApproval,
  parseReportedEntries,
} from './wallet-values.js'

const adapter = { namespace: 'eip155' as const, validateAddress: EvmAddress.validate }
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => EvmAddress.checksum(`0x${Buffer.from(bytes).toString('hex')}`))
/** What a wallet may report through its adapter: JSON, any JS value, strings. */
const answer = fc.oneof(hostileJson(), hostileString())
const field = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, answer)
const entry = fc.record(
  {
    address: field(address),
    type: field(fc.constantFrom('eoa', 'smartAccount', 'payment', 'ordinal', 'admin')),
    name: field(fc.string({ unit: 'grapheme', maxLength: 40 })),
  },
  { requiredKeys: [] },
)
const networkIds = field(
  fc.array(
    field(
      fc.constantFrom(
        'eip155:1',
        'eip155:10',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'eip155:0x1',
      ),
    ),
    {
      maxLength: 4,
    },
  ),
)
const approval = field(
  fc.record(
    {
      caipNetworkIds: networkIds,
      supportsAllNetworks: field(fc.boolean()),
      smartAccountNetworks: networkIds,
    },
    { requiredKeys: [] },
  ),
)

describe('wallet values entering core (properties)', () => {
  it('a connection is refused with InvalidAddressError or InvalidCaip2NetworkIdError, or kept with only checked values', () => {
    const connection = fc.record(
      {
        address: field(address),
        chainId: field(fc.oneof(fc.nat(), fc.constantFrom('1', '0x1', 'NaN'), fc.double())),
        accounts: field(fc.array(field(entry), { maxLength: 4 })),
        connectorId: fc.constant('mock'),
        approvedNetworks: approval,
        smartAccountNetworks: networkIds,
        sessionTopic: field(fc.stringMatching(/^[0-9a-f]{64}$/)),
      },
      { requiredKeys: ['address', 'chainId', 'connectorId'] },
    )
    checkProperty(
      'core wallet connection',
      fc.property(connection, (value) => {
        let checked: ReturnType<typeof checkConnection>
        try {
          checked = checkConnection(adapter, value as unknown as AdapterConnection, () => {})
        } catch (error) {
          expect([InvalidAddressError, InvalidCaip2NetworkIdError]).toContain(
            (error as object).constructor,
          )
          return
        }
        expect(EvmAddress.validate(checked.address)).toBe(true)
        expect(Caip2.validate(`eip155:${checked.chainId}`, { checkReference: true })).toBe(true)
        expect(checked.accounts.length).toBeLessThanOrEqual(MAX_REPORTED_ACCOUNTS)
        for (const account of checked.accounts)
          expect(EvmAddress.validate(account.address)).toBe(true)
        for (const id of checked.approvedNetworks?.caipNetworkIds ?? [])
          expect(id).toMatch(/^eip155:(0|[1-9][0-9]*)$/)
        for (const id of checked.smartAccountChainIds) expect(Number.isSafeInteger(id)).toBe(true)
        if (checked.sessionTopic !== undefined)
          expect(checked.sessionTopic).toMatch(/^[\w.:-]{1,128}$/)
      }),
    )
  })

  it('reported account entries and network approvals read as undefined or checked values', () => {
    checkProperty(
      'core reported entries and approvals',
      fc.property(field(fc.array(field(entry), { maxLength: 4 })), approval, (entries, payload) => {
        const parsed = parseReportedEntries(adapter, entries)
        for (const account of parsed ?? []) {
          expect(EvmAddress.validate(account.address)).toBe(true)
          expect(['eoa', 'smartAccount', 'payment', 'ordinal']).toContain(account.type)
        }
        const approved = parseNetworksApproval('eip155', payload)
        for (const id of approved?.approved.caipNetworkIds ?? []) expect(id).toMatch(/^eip155:/)
      }),
    )
  })

  it('a connection whose address is a null-prototype object is refused with InvalidAddressError (shrunk counterexample: String() threw a TypeError)', () => {
    const connection = { address: Object.create(null), chainId: '', connectorId: 'mock' }
    expect(() =>
      checkConnection(adapter, connection as unknown as AdapterConnection, () => {}),
    ).toThrow(InvalidAddressError)
  })
})
