import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { polkadot } from '../networks/polkadot-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { ChainAdapter } from './chain-adapter.js'
import { readExistentialDeposit, readsExistentialDeposit } from './existential-deposit-reader.js'

/** A kit on mainnet + polkadot whose polkadot mock answers `existentialDeposit` (absent: none). */
function polkadotKit(existentialDeposit?: bigint) {
  const kit = testKit({
    networks: [mainnet, polkadot],
    adapters: [
      mockAdapter({ accounts: [ALICE] }),
      mockAdapter({
        namespace: 'polkadot',
        accounts: [],
        ...(existentialDeposit !== undefined ? { existentialDeposit } : {}),
      }),
    ],
  })
  const adapter = kit.getAdapter('polkadot')
  if (!adapter) throw new Error('the kit has no polkadot adapter')
  return { kit, adapter }
}

const replace = (adapter: ChainAdapter, member: unknown) =>
  Object.assign(adapter, { getExistentialDeposit: member })

describe('readsExistentialDeposit', () => {
  it('recognises an adapter whose getExistentialDeposit is a function', () => {
    expect(readsExistentialDeposit(polkadotKit(10n).adapter)).toBe(true)
  })

  it('refuses an adapter without the member, or with one that is not a function', () => {
    const { adapter } = polkadotKit()
    expect(readsExistentialDeposit(adapter)).toBe(false)
    for (const member of [undefined, null, 10n, 'getExistentialDeposit', { call: () => 1n }]) {
      expect(readsExistentialDeposit(replace(adapter, member))).toBe(false)
    }
  })
})

describe('readExistentialDeposit', () => {
  it("reads the deposit through the adapter of the network's family", async () => {
    const { kit } = polkadotKit(10_000_000_000n)
    expect(await readExistentialDeposit(kit, polkadot)).toBe(10_000_000_000n)
    expect(await readExistentialDeposit(polkadotKit(0n).kit, polkadot)).toBe(0n)
  })

  it('is undefined when that family has no reader or the kit no adapter for it', async () => {
    const { kit } = polkadotKit(10n)
    expect(await readExistentialDeposit(kit, mainnet)).toBeUndefined()
    expect(await readExistentialDeposit(polkadotKit().kit, polkadot)).toBeUndefined()
    const evmOnly = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })] })
    expect(await readExistentialDeposit(evmOnly, polkadot)).toBeUndefined()
  })

  it('is undefined when the read fails or answers something other than a bigint of 0 or more', async () => {
    const answers: (() => Promise<unknown>)[] = [
      async () => {
        throw new Error('the node is gone')
      },
      async () => -1n,
      async () => 10,
      async () => '10',
      async () => undefined,
    ]
    for (const answer of answers) {
      const { kit, adapter } = polkadotKit(10n)
      replace(adapter, answer)
      expect(await readExistentialDeposit(kit, polkadot)).toBeUndefined()
    }
  })
})
