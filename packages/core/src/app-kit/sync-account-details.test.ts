import { describe, expect, it, vi } from 'vitest'
import { RpcUnreachableError } from '../errors/rpc-unreachable-error.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { flush, testKit } from './kit.test-helper.js'
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
