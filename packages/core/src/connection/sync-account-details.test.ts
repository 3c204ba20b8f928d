import { describe, expect, it, vi } from 'vitest'
import { flush, testKit } from '../app-kit/kit.test-helper.js'
import { RpcUnreachableError } from '../errors/rpc-unreachable-error.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { manualClock } from '../testing/manual-clock.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import { NODE_RETRY_FIRST_MS, NODE_RETRY_MAX_MS } from './sync-account-details.js'

describe('the balance after connect when the node cannot be reached', () => {
  it('connects without a balance, asks the node again on doubling waits, and shows the balance once it answers', async () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({
      accounts: [ALICE],
      balance: '1.5',
      features: { balanceError: new RpcUnreachableError('Ethereum') },
    })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    await flush()
    expect(kit.getConnectionStatus()).toBe('connected')
    expect(kit.getSnapshot().accounts.eip155?.balance).toBeUndefined()
    const spy = vi.spyOn(kit.getAdapter('eip155')!, 'getBalance')
    const reads = () => spy.mock.calls.length
    const first = reads()
    await vi.advanceTimersByTimeAsync(NODE_RETRY_FIRST_MS)
    expect(reads()).toBe(first + 1)
    // Still down: the next read waits twice as long.
    await vi.advanceTimersByTimeAsync(NODE_RETRY_FIRST_MS * 2 - 1)
    expect(reads()).toBe(first + 1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads()).toBe(first + 2)
    // The node is back: the next read fills the balance, and no more reads are scheduled.
    adapter.mock.setFeatures({ balanceError: undefined })
    await vi.advanceTimersByTimeAsync(NODE_RETRY_FIRST_MS * 4)
    expect(kit.getSnapshot().accounts.eip155?.balance).toBe('1.5')
    const settled = reads()
    await vi.advanceTimersByTimeAsync(NODE_RETRY_MAX_MS * 2)
    expect(reads()).toBe(settled)
  })

  it('other balance failures are not retried, and a disconnect stops the retries', async () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({
      accounts: [ALICE],
      features: { balanceError: new Error('malformed answer') },
    })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    await flush()
    const spy = vi.spyOn(kit.getAdapter('eip155')!, 'getBalance')
    await vi.advanceTimersByTimeAsync(NODE_RETRY_MAX_MS * 2)
    expect(spy).not.toHaveBeenCalled()

    adapter.mock.setFeatures({ balanceError: new RpcUnreachableError('Ethereum') })
    await kit.disconnect()
    await kit.connect({ connectorId: 'mock' })
    await flush()
    await kit.disconnect()
    const before = spy.mock.calls.length
    await vi.advanceTimersByTimeAsync(NODE_RETRY_MAX_MS * 2)
    expect(spy.mock.calls.length).toBe(before)
  })
})

describe('the native-balance cache (SPEC §9: 30 s)', () => {
  /** Two page loads over one storage and one clock: the second wallet's node says 5. */
  async function reloadWithin(ms: number) {
    const { clock, advance } = manualClock()
    const storage = createMemoryStorage()
    const first = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], balance: '3' })],
      storage,
      clock,
    })
    await first.connect({ connectorId: 'mock' })
    expect(first.getAccount()?.balance).toBe('3')
    first.destroy()
    advance(ms)
    const adapter = mockAdapter({ accounts: [ALICE], balance: '5' })
    const second = testKit({ adapters: [adapter], storage, clock })
    await second.ready
    await flush()
    return { kit: second, adapter }
  }

  it('a reload within 30 s shows the cached balance without asking the node', async () => {
    const { kit } = await reloadWithin(29_999)
    expect(kit.getConnectionStatus()).toBe('connected')
    expect(kit.getAccount()?.balance).toBe('3')
  })

  it('after 30 s the node is read again', async () => {
    const { kit } = await reloadWithin(30_000)
    expect(kit.getAccount()?.balance).toBe('5')
  })

  it('a send reads the node again at once, whatever the cache holds', async () => {
    const { kit, adapter } = await reloadWithin(1_000)
    expect(kit.getAccount()?.balance).toBe('3')
    kit.setSendDraft({ sendTokenAmount: '1', receiverAddress: BOB, token: undefined })
    expect(await kit.sendToken()).toMatch(/^0x/)
    expect(adapter.mock.state.sentTransactions).toHaveLength(1)
    await flush()
    expect(kit.getAccount()?.balance).toBe('5')
  })
})
