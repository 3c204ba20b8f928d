import { describe, expect, it } from 'vitest'
import { createAppKit } from '../app-kit/create-app-kit.js'
import { mainnet } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { initialSnapshotOf, rememberInitialSnapshot } from './initial-snapshot.js'

describe('initial snapshot (what server rendering and hydration read)', () => {
  it('createAppKit remembers the snapshot of its creation; later changes do not move it', () => {
    const kit = createAppKit({
      adapters: [mockAdapter({ accounts: [] })],
      networks: [mainnet],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    const created = initialSnapshotOf(kit)
    kit.open({ view: 'Networks' })
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(initialSnapshotOf(kit).modal.open).toBe(false)
    expect(initialSnapshotOf(kit)).toBe(created)
    rememberInitialSnapshot(kit)
    expect(initialSnapshotOf(kit)).toBe(created)
  })
})
