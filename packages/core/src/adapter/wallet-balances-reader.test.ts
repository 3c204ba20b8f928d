import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { ChainAdapter } from './chain-adapter.js'
import { readsWalletBalances } from './wallet-balances-reader.js'

/** The kit's eip155 mock instance with `getWalletBalances` set to `member` (absent: left out). */
function adapterWith(...member: [] | [unknown]): ChainAdapter {
  const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
  const adapter = kit.getAdapter('eip155')
  if (!adapter) throw new Error('the kit has no eip155 adapter')
  if (member.length === 1) Object.assign(adapter, { getWalletBalances: member[0] })
  return adapter
}

describe('readsWalletBalances', () => {
  it('recognises an adapter whose getWalletBalances is a function', () => {
    expect(readsWalletBalances(adapterWith(async () => undefined))).toBe(true)
  })

  it('refuses an adapter without the member, or with one that is not a function', () => {
    expect(readsWalletBalances(adapterWith())).toBe(false)
    for (const member of [undefined, null, true, 'getWalletBalances', [], { call: () => [] }]) {
      expect(readsWalletBalances(adapterWith(member))).toBe(false)
    }
  })
})
