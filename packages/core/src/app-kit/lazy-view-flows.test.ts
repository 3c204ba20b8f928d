import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedWalletActions } from '../embedded-wallet/index.js'
import type { AppKit } from './app-kit-types.js'
import type { KitContext } from './kit-context.js'
import { lazyViewFlows } from './lazy-view-flows.js'
import type { ViewFlows } from './view-flows.js'

function fakeModule(flows: Partial<ViewFlows>) {
  return { createViewFlows: vi.fn(() => flows as ViewFlows) }
}
const ctx = {} as KitContext
const deps = {
  connect: async () => {},
  close: () => {},
  track: (u: () => void) => u,
  // The flows here are stand-ins that never reach the embedded wallet.
  embeddedWallet: {} as EmbeddedWalletActions,
  setFarcasterUrl: () => {},
  kit: () => ({}) as AppKit,
}

describe('the view flows load on first use', () => {
  it('imports nothing until a flow is used, then once for every later use', async () => {
    const module = fakeModule({ searchWallets: () => {} })
    const importFlows = vi.fn(async () => module)
    const flows = lazyViewFlows(ctx, deps, importFlows as never)
    expect(importFlows).not.toHaveBeenCalled()
    await Promise.all([
      flows.run((f) => f.searchWallets('a')),
      flows.run((f) => f.searchWallets('b')),
    ])
    await flows.run((f) => f.searchWallets('c'))
    expect(importFlows).toHaveBeenCalledTimes(1)
    expect(module.createViewFlows).toHaveBeenCalledTimes(1)
  })

  it('runs in the caller’s turn once loaded (state changes visible right after the call)', async () => {
    const seen: string[] = []
    const flows = lazyViewFlows(ctx, deps, (async () =>
      fakeModule({ setSendReceiver: (text: string) => seen.push(text) })) as never)
    await flows.load()
    void flows.run((f) => f.setSendReceiver('bob.eth'))
    expect(seen).toEqual(['bob.eth'])
  })

  it('a failed download is not kept: the next use downloads again', async () => {
    const module = fakeModule({ fetchWallets: async () => {} })
    const importFlows = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module)
    const flows = lazyViewFlows(ctx, deps, importFlows)
    await expect(flows.run((f) => f.fetchWallets())).rejects.toThrow('Failed to fetch')
    await expect(flows.run((f) => f.fetchWallets())).resolves.toBeUndefined()
    expect(importFlows).toHaveBeenCalledTimes(2)
  })

  it('a flow that throws rejects its promise instead of throwing at the caller', async () => {
    const flows = lazyViewFlows(ctx, deps, (async () =>
      fakeModule({
        retryPairing: () => {
          throw new Error('WalletConnect is not available.')
        },
      })) as never)
    await flows.load()
    const result = flows.run((f) => f.retryPairing())
    await expect(result).rejects.toThrow('WalletConnect is not available.')
  })
})
