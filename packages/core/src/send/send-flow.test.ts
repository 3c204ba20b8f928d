import { describe, expect, it } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { eth, flush, testKit, untilSnapshot, usdc } from '../app-kit/kit.test-helper.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'

/** A connected kit whose data API lists `balances` for ALICE; the Send view not open yet. */
async function sendKit(balances: TokenBalance[] = [usdc, eth]) {
  const adapter = mockAdapter({
    accounts: [ALICE],
    gas: 21_000n,
    gasPrice: 1_000_000_000n,
    tokenDecimals: { [usdc.address!]: 6 },
  })
  const api = fixtureDataApi({ balances })
  const kit = testKit({ adapters: [adapter], api })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  await kit.preload()
  const balanceCalls = () => api.fixture.record.calls.filter((c) => c.method === 'getBalances')
  return { kit, adapter, balanceCalls }
}

/** Opens the Send view (the kit starts its flow) and waits for the first fee estimate. */
async function openSend(kit: AppKit) {
  kit.open({ view: 'WalletSend' })
  await untilSnapshot(kit, (s) => s.sendDraft.networkFee.status === 'estimated')
}

describe('send flow (while the Send view shows)', () => {
  it('asks for the balances, picks the native coin, reads its decimals and estimates the fee', async () => {
    const { kit, balanceCalls } = await sendKit()
    await openSend(kit)
    const draft = kit.getSnapshot().sendDraft
    expect(balanceCalls()).toHaveLength(1)
    // USDC is listed first; the native coin is the default.
    expect(draft.token?.symbol).toBe('ETH')
    expect(draft.tokenDecimals).toEqual({ status: 'ready', decimals: 18 })
  })

  it('reads the decimals of the token chosen and estimates the fee for its transfer', async () => {
    const { kit, adapter } = await sendKit()
    // Balances in first: their arrival would estimate once more.
    await kit.fetchTokenBalances()
    await openSend(kit)
    const before = adapter.mock.state.gasEstimates.length
    kit.setSendDraft({ token: usdc })
    await untilSnapshot(
      kit,
      (s) =>
        s.sendDraft.tokenDecimals.status === 'ready' &&
        s.sendDraft.tokenDecimals.decimals === 6 &&
        s.sendDraft.networkFee.status === 'estimated',
    )
    await flush()
    const transfers = adapter.mock.state.gasEstimates.slice(before)
    expect(transfers.at(-1)?.tokenAddress).toBe(usdc.address)
  })

  it('estimates again when the receiver changes, and no more once the view is left', async () => {
    const { kit, adapter } = await sendKit()
    // Balances in first: their arrival would estimate once more.
    await kit.fetchTokenBalances()
    await openSend(kit)
    const before = adapter.mock.state.gasEstimates.length
    kit.setSendDraft({ receiverAddress: BOB })
    await untilSnapshot(kit, (s) => s.sendDraft.networkFee.status === 'estimated')
    await flush()
    expect(adapter.mock.state.gasEstimates.length).toBe(before + 1)
    expect(adapter.mock.state.gasEstimates.at(-1)?.to).toBe(BOB)

    kit.push('WalletSendPreview')
    kit.setSendDraft({ receiverAddress: ALICE })
    // What a running flow would have done at once: mark the fee as being estimated.
    expect(kit.getSnapshot().sendDraft.networkFee.status).toBe('estimated')
    await flush()
    expect(adapter.mock.state.gasEstimates.length).toBe(before + 1)
  })

  it('resolves again, on start, a typed receiver the draft no longer holds', async () => {
    const { kit } = await sendKit()
    kit.setSendDraft({ receiverAddress: BOB, receiver: { kind: 'empty' } })
    kit.open({ view: 'WalletSend' })
    await untilSnapshot(kit, (s) => s.sendDraft.receiver.kind !== 'empty')
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'address', address: BOB })
  })

  it('asks nothing while the Send view is not shown; shown, it asks once though the kit changes', async () => {
    const { kit, balanceCalls } = await sendKit()
    kit.open({ view: 'Networks' })
    await flush()
    expect(balanceCalls()).toHaveLength(0)
    expect(kit.getSnapshot().sendDraft.token).toBeUndefined()

    kit.push('WalletSend')
    kit.setLoading(true)
    kit.setLoading(false)
    await untilSnapshot(kit, (s) => s.sendDraft.networkFee.status === 'estimated')
    expect(balanceCalls()).toHaveLength(1)
  })

  it('does not ask for balances the account already has', async () => {
    const { kit, balanceCalls } = await sendKit()
    await kit.fetchTokenBalances()
    await openSend(kit)
    expect(balanceCalls()).toHaveLength(1)
  })
})
