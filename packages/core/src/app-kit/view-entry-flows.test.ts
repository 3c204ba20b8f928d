import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { type MockAdapter, mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { eth, testKit, untilSnapshot } from './kit.test-helper.js'

// A flow view's flow starts when the view is shown, with no component and no start call: the
// views only render state.

describe('flows start when their view is shown', () => {
  it('ConnectingExternal: its wallet is asked at once and the modal closes connected', async () => {
    const kit = testKit()
    await kit.ready
    kit.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    await untilSnapshot(kit, (s) => !s.modal.open)
    const adapter = kit.getAdapter('eip155') as ChainAdapter & MockAdapter
    expect(adapter.mock.state.connectCalls).toBe(1)
    expect(kit.getAccount('eip155')?.address).toBe(ALICE)
  })

  it('WalletSend: the balances are read and the native coin chosen, then the fee estimated', async () => {
    const adapter = mockAdapter({ accounts: [ALICE], gas: 21_000n, gasPrice: 1_000_000_000n })
    const kit = testKit({ adapters: [adapter], api: fixtureDataApi({ balances: [eth] }) })
    await kit.ready
    await kit.connect({ connectorId: 'mock' })
    kit.open({ view: 'WalletSend' })
    await untilSnapshot(kit, (s) => s.sendDraft.networkFee.status === 'estimated')
    expect(kit.getSnapshot().sendDraft.token?.symbol).toBe('ETH')
  })

  it('a flow view pushed over another starts its flow, and again when shown again later', async () => {
    const kit = testKit()
    await kit.ready
    kit.open({ view: 'Networks' })
    kit.push('ConnectingExternal', { connectorId: 'mock' })
    await untilSnapshot(kit, (s) => !s.modal.open)
    await kit.disconnect()
    const adapter = kit.getAdapter('eip155') as ChainAdapter & MockAdapter
    kit.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    await untilSnapshot(kit, (s) => !s.modal.open)
    expect(adapter.mock.state.connectCalls).toBe(2)
  })
})
