import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { mapAdapter } from '../testing/map-adapter.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'

/** A mock adapter that records what it was asked to prepare (and fails when told to). */
function preparing(namespace: 'eip155' | 'solana', prepared: string[], fail = false) {
  return mapAdapter(
    mockAdapter({
      namespace,
      accounts: [namespace === 'solana' ? SOL_ALICE : ALICE],
      connectors: [
        { id: `${namespace}-wc`, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace },
      ],
    }),
    (wallet): ChainAdapter => ({
      ...wallet,
      async prepareConnector(connectorId) {
        prepared.push(`${namespace}:${connectorId}`)
        if (fail) throw new Error('relay down')
      },
    }),
  )
}

describe('kit.prepareConnector', () => {
  it("asks the connector's own adapter (by the connector's family when none is given)", async () => {
    const prepared: string[] = []
    const kit = testKit({
      networks: [mainnet, solana],
      adapters: [preparing('eip155', prepared), preparing('solana', prepared)],
    })
    await kit.ready
    await kit.prepareConnector({ connectorId: 'solana-wc' })
    await kit.prepareConnector({ connectorId: 'eip155-wc', namespace: 'eip155' })
    expect(prepared).toEqual(['solana:solana-wc', 'eip155:eip155-wc'])
  })

  it('never rejects: a failure leaves the pick to do the work', async () => {
    const prepared: string[] = []
    const kit = testKit({ adapters: [preparing('eip155', prepared, true)] })
    await kit.ready
    await expect(kit.prepareConnector({ connectorId: 'eip155-wc' })).resolves.toBeUndefined()
    expect(prepared).toEqual(['eip155:eip155-wc'])
  })

  it('does nothing for an unknown connector or an adapter with nothing to prepare', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    await kit.ready
    await expect(kit.prepareConnector({ connectorId: 'nope' })).resolves.toBeUndefined()
    await expect(
      kit.prepareConnector({ connectorId: 'mock', namespace: 'eip155' }),
    ).resolves.toBeUndefined()
  })
})
