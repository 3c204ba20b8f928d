import { describe, expect, it } from 'vitest'
import { bitcoin } from '../networks/bitcoin-networks.js'
import { optimism } from '../networks/evm-networks.js'
import { polkadot } from '../networks/polkadot-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { Connector } from '../types/connector.js'
import { recordEvents } from './kit.test-helper.js'
import { BTC_PAYMENT, connectAll, DOT_ALICE, familiesKit } from './multi-family.test-helper.js'

const ALL = ['eip155', 'solana', 'bip122', 'polkadot'] as const

describe('several families connected side by side', () => {
  it('four families connect at once, each with its own account, network and status', async () => {
    const { kit } = familiesKit()
    await connectAll(kit, ALL)
    const s = kit.getSnapshot()
    expect(s.connection).toEqual({
      eip155: 'connected',
      solana: 'connected',
      bip122: 'connected',
      polkadot: 'connected',
    })
    expect(s.accounts.eip155?.caipAddress).toBe(`eip155:1:${ALICE}`)
    expect(s.accounts.solana?.caipAddress).toBe(`${solana.caipNetworkId}:${SOL_ALICE}`)
    expect(s.accounts.bip122?.caipAddress).toBe(`${bitcoin.caipNetworkId}:${BTC_PAYMENT}`)
    expect(s.accounts.polkadot?.caipAddress).toBe(`${polkadot.caipNetworkId}:${DOT_ALICE}`)
    // The last connected family is active.
    expect(s.activeNamespace).toBe('polkadot')
    expect(kit.getAccount()?.address).toBe(DOT_ALICE)
    expect(kit.getAccount('solana')?.address).toBe(SOL_ALICE)
  })

  it('switching to another family network makes it active without disconnecting anything', async () => {
    const { kit, adapters } = familiesKit()
    await connectAll(kit, ALL)
    await kit.switchNetwork(solana)
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    expect(kit.getAccount()?.address).toBe(SOL_ALICE)
    await kit.switchNetwork(optimism.caipNetworkId)
    expect(kit.getSnapshot().activeNamespace).toBe('eip155')
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(adapters.eip155.mock.state.chainId).toBe(10)
    await kit.switchNetwork(bitcoin)
    expect(kit.getAccount()?.address).toBe(BTC_PAYMENT)
    for (const ns of ALL) expect(kit.getConnectionStatus(ns)).toBe('connected')
    for (const ns of ALL) expect(adapters[ns].mock.state.disconnectCalls).toBe(0)
  })

  it('going back to a connected family on its current network does not ask its wallet', async () => {
    const { kit, adapters } = familiesKit({
      solana: { features: { switchChainError: new Error('the wallet was asked') } },
    })
    await connectAll(kit, ALL)
    const events = recordEvents(kit)
    await kit.switchNetwork(solana)
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    expect(adapters.solana.mock.state.chainId).toBe(solana.id)
    expect(events.filter((e) => e.event === 'SWITCH_NETWORK')).toHaveLength(1)
  })

  it('disconnecting one injected family keeps the other three', async () => {
    const { kit, adapters } = familiesKit()
    await connectAll(kit, ALL)
    await kit.disconnect({ namespace: 'bip122' })
    expect(kit.getConnectionStatus('bip122')).toBe('disconnected')
    expect(kit.getAccount('bip122')?.address).toBeUndefined()
    for (const ns of ['eip155', 'solana', 'polkadot'] as const) {
      expect(kit.getConnectionStatus(ns)).toBe('connected')
      expect(adapters[ns].mock.state.disconnectCalls).toBe(0)
    }
  })

  it('two families on one wallet session (same sessionTopic) are disconnected together', async () => {
    // Injected-type connectors, so only the session topic ties them (not SPEC's connector type).
    const { kit, adapters } = familiesKit({
      eip155: { sessionTopic: 'a1'.repeat(32) },
      solana: { sessionTopic: 'a1'.repeat(32) },
      bip122: { sessionTopic: 'b2'.repeat(32) },
    })
    await connectAll(kit, ALL)
    const events = recordEvents(kit)
    await kit.disconnect({ namespace: 'solana' })
    expect(kit.getConnectionStatus('solana')).toBe('disconnected')
    expect(kit.getConnectionStatus('eip155')).toBe('disconnected')
    expect(adapters.eip155.mock.state.disconnectCalls).toBe(1)
    expect(kit.getConnectionStatus('bip122')).toBe('connected')
    expect(kit.getConnectionStatus('polkadot')).toBe('connected')
    expect(events.find((e) => e.event === 'DISCONNECT_SUCCESS')?.properties).toEqual({
      namespaces: ['solana', 'eip155'],
    })
  })

  it('connecting one family through a wallet session connects the families it also approved, the first stays active', async () => {
    const topic = 'd4'.repeat(32)
    const { kit, adapters } = familiesKit(
      {
        eip155: { sessionTopic: topic },
        solana: { sessionTopic: topic },
        bip122: { features: { reconnect: false } },
      },
      {},
      ['eip155', 'solana', 'bip122'],
    )
    const events = recordEvents(kit)
    await kit.connect({ connectorId: 'mock', namespace: 'eip155' })
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    // solana answered from the same session: connected, no prompt of its own.
    expect(kit.getConnectionStatus('solana')).toBe('connected')
    expect(kit.getAccount('solana')?.address).toBe(SOL_ALICE)
    expect(adapters.solana.mock.state.connectCalls).toBe(0)
    // bip122's wallet did not approve (no connection restored): it stays disconnected, quietly.
    expect(kit.getConnectionStatus('bip122')).toBe('disconnected')
    expect(kit.getSnapshot().activeNamespace).toBe('eip155')
    expect(events.filter((e) => e.event === 'CONNECT_ERROR')).toEqual([])
  })

  it('a session topic ends with its connection: a later injected connect is independent', async () => {
    const { kit, adapters } = familiesKit(
      { eip155: { sessionTopic: 'c3'.repeat(32) }, solana: { sessionTopic: 'c3'.repeat(32) } },
      {},
      ['eip155', 'solana'],
    )
    await connectAll(kit, ['eip155', 'solana'])
    await kit.disconnect({ namespace: 'eip155' })
    expect(kit.getConnectionStatus('solana')).toBe('disconnected')
    // Reconnect eip155 without a session: disconnecting solana later must not take it.
    adapters.eip155.mock.setConnectors([
      { id: 'other', name: 'Other', type: 'INJECTED', chain: 'eip155', installed: true },
    ] satisfies Connector[])
    await kit.connect({ connectorId: 'other', namespace: 'eip155' })
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
  })

  it('a malformed session topic is refused (the connection itself stays usable)', async () => {
    const { kit } = familiesKit(
      {
        eip155: { sessionTopic: 'bad topic<script>' },
        solana: { sessionTopic: 'bad topic<script>' },
      },
      {},
      ['eip155', 'solana'],
    )
    await connectAll(kit, ['eip155', 'solana'])
    await kit.disconnect({ namespace: 'eip155' })
    expect(kit.getConnectionStatus('solana')).toBe('connected')
  })

  it('disconnecting the active family hands the modal to a family still connected', async () => {
    const { kit } = familiesKit({}, {}, ['eip155', 'solana', 'bip122'])
    await connectAll(kit, ['eip155', 'solana', 'bip122'])
    expect(kit.getSnapshot().activeNamespace).toBe('bip122')
    await kit.disconnect({ namespace: 'bip122' })
    // The first connected family in the app's network order.
    expect(kit.getSnapshot().activeNamespace).toBe('eip155')
    expect(kit.getAccount()?.address).toBe(ALICE)
    await kit.disconnect()
    expect(kit.getConnectionStatus('solana')).toBe('disconnected')
  })

  it('the wallet ending the active family session also hands over', async () => {
    const { kit, adapters } = familiesKit({}, {}, ['eip155', 'polkadot'])
    await connectAll(kit, ['eip155', 'polkadot'])
    adapters.polkadot.mock.emitDisconnect()
    expect(kit.getSnapshot().activeNamespace).toBe('eip155')
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
  })

  it('restores every family at start, the active one as saved', async () => {
    const storage = createMemoryStorage()
    const first = familiesKit({}, { storage })
    await connectAll(first.kit, ALL)
    await first.kit.switchNetwork(solana)
    await first.kit.destroy()
    const { kit, adapters } = familiesKit({}, { storage })
    expect(kit.getConnectionStatus('bip122')).toBe('connecting')
    await kit.ready
    for (const ns of ALL) {
      expect(kit.getConnectionStatus(ns)).toBe('connected')
      expect(adapters[ns].mock.state.reconnectCalls).toBe(1)
    }
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    expect(kit.getAccount('polkadot')?.address).toBe(DOT_ALICE)
  })

  it('when the saved active family does not come back, a restored one becomes active', async () => {
    const storage = createMemoryStorage()
    const first = familiesKit({}, { storage }, ['eip155', 'solana'])
    await connectAll(first.kit, ['eip155', 'solana'])
    await first.kit.destroy()
    const { kit } = familiesKit({ solana: { features: { reconnect: false } } }, { storage }, [
      'eip155',
      'solana',
    ])
    await kit.ready
    expect(kit.getConnectionStatus('solana')).toBe('disconnected')
    expect(kit.getSnapshot().activeNamespace).toBe('eip155')
    expect(kit.getAccount()?.address).toBe(ALICE)
  })
})
