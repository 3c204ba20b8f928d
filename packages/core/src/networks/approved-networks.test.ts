import { describe, expect, it } from 'vitest'
import { recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { type MockAdapterParameters, mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

const onlyMainnet = { caipNetworkIds: ['eip155:1'], supportsAllNetworks: false }

/** A kit connected (ALICE) through a mock adapter that reports what `parameters` say. */
async function connectedKit(parameters: Omit<MockAdapterParameters, 'accounts'> = {}) {
  const adapter = mockAdapter({ accounts: [ALICE], ...parameters })
  const kit = testKit({ adapters: [adapter] })
  await kit.connect({ connectorId: 'mock' })
  return { adapter, kit }
}

describe('approved networks (SPEC §3 network state)', () => {
  it('a wallet that reports nothing approves every network', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getSnapshot().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
  })

  it('connect writes what the wallet approved and where the account is a smart account', async () => {
    const { kit } = await connectedKit({
      approvedNetworks: onlyMainnet,
      smartAccountNetworks: ['eip155:10'],
    })
    expect(kit.getSnapshot().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks: [10],
    })
  })

  it('networksApproved (a session update) replaces the approval; smart-account networks stay unless reported', async () => {
    const { adapter, kit } = await connectedKit({
      approvedNetworks: onlyMainnet,
      smartAccountNetworks: ['eip155:1'],
    })
    adapter.mock.emitNetworksApproved({
      caipNetworkIds: ['eip155:1', 'eip155:10'],
      supportsAllNetworks: false,
    })
    expect(kit.getSnapshot().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1', 'eip155:10'],
      smartAccountEnabledNetworks: [1],
    })
    adapter.mock.emitNetworksApproved({
      caipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountNetworks: ['eip155:10'],
    })
    expect(kit.getSnapshot().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [10],
    })
  })

  it('a malformed networksApproved is refused with an ERROR event and changes nothing', async () => {
    const { adapter, kit } = await connectedKit({ approvedNetworks: onlyMainnet })
    const before = kit.getSnapshot().networks
    const events = recordEvents(kit)
    adapter.mock.emitNetworksApproved({
      caipNetworkIds: ['eip155:NaN'],
      supportsAllNetworks: false,
    })
    adapter.mock.emitNetworksApproved({
      caipNetworkIds: ['eip155:1'],
      supportsAllNetworks: 'yes' as unknown as boolean,
    })
    expect(kit.getSnapshot().networks).toBe(before)
    expect(events.map((e) => e.event)).toEqual(['ERROR', 'ERROR'])
  })

  it('an approval while disconnected is ignored', () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    adapter.mock.emitNetworksApproved(onlyMainnet)
    expect(kit.getSnapshot().networks.eip155?.supportsAllNetworks).toBe(true)
  })

  it('disconnect resets the approval', async () => {
    const { kit } = await connectedKit({
      approvedNetworks: onlyMainnet,
      smartAccountNetworks: ['eip155:1'],
    })
    await kit.disconnect()
    expect(kit.getSnapshot().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
  })

  it('a restored connection brings its approval back', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.connect({ connectorId: 'mock' })
    await first.destroy()
    const second = testKit({
      adapters: [
        mockAdapter({ accounts: [ALICE], approvedNetworks: onlyMainnet, smartAccountNetworks: [] }),
      ],
      storage,
    })
    await second.ready
    expect(second.getConnectionStatus()).toBe('connected')
    expect(second.getSnapshot().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
    })
  })
})
