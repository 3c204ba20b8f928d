import { describe, expect, it } from 'vitest'
import { loadEnsActions, loadEvmActions } from './load-actions.js'

// The wallet actions and ENS lookups are split off the adapter's initial code (for size and
// speed): they arrive through import() on first use, once per page.
describe('lazy wallet actions', () => {
  it('loads the wallet actions module on first use and reuses it', async () => {
    const first = loadEvmActions()
    expect(loadEvmActions()).toBe(first)
    const actions = await first
    for (const name of [
      'estimateSendGas',
      'getNativeBalance',
      'getTokenDecimals',
      'sendNativeTransaction',
      'signMessage',
      'signTypedData',
      'switchChain',
      'sendEvmCalls',
      'callsStatus',
      'transferToken',
      'getWalletAssets',
    ] as const)
      expect(typeof actions[name]).toBe('function')
  })

  it('loads the ENS lookups on first use and reuses them', async () => {
    const first = loadEnsActions()
    expect(loadEnsActions()).toBe(first)
    const ens = await first
    expect(typeof ens.lookupEnsName).toBe('function')
    expect(typeof ens.lookupEnsAvatar).toBe('function')
  })
})
