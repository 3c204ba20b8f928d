import { bitcoin, createAppKit, createMemoryStorage, mainnet } from '@portico/core'
import { mockAdapter } from '@portico/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinAdapter } from './bitcoin-adapter.js'
import { bitcoinAdapterOf } from './bitcoin-adapter-of.js'

const kits: { destroy(): Promise<void> | void }[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

describe('bitcoinAdapterOf', () => {
  it("gives the kit's bip122 adapter of this package, with signPsbt", () => {
    const kit = createAppKit({
      adapters: [bitcoinAdapter({ target: undefined })],
      networks: [bitcoin],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    kits.push(kit)
    const adapter = bitcoinAdapterOf(kit)
    expect(adapter).toBeDefined()
    expect(adapter).toBe(kit.getAdapter('bip122'))
    expect(typeof adapter?.signPsbt).toBe('function')
  })

  it('is undefined without one, or for another package’s bip122 adapter', () => {
    const none = createAppKit({
      adapters: [mockAdapter({ accounts: [] })],
      networks: [mainnet],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    const other = createAppKit({
      adapters: [mockAdapter({ namespace: 'bip122', accounts: [] })],
      networks: [bitcoin],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    kits.push(none, other)
    expect(bitcoinAdapterOf(none)).toBeUndefined()
    expect(bitcoinAdapterOf(other)).toBeUndefined()
  })
})
