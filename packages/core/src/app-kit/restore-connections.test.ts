import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { testKit } from './kit.test-helper.js'

describe('restore (SPEC §4)', () => {
  it('a restore that reports a malformed address ends disconnected', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.connect({ connectorId: 'mock' })
    first.destroy()
    const second = testKit({ adapters: [mockAdapter({ accounts: ['not-an-address'] })], storage })
    await second.ready
    expect(second.getConnectionStatus()).toBe('disconnected')
  })
})
