import { deterministicSolanaKeypair } from '@portico/testing/solana'
import { describe, expect, it } from 'vitest'
import { createLocalWallet } from '../local-wallet.test-helper.js'
import { MAX_STANDARD_WALLETS, watchWalletStandard } from './wallet-standard-registry.js'

const key = deterministicSolanaKeypair('registry')

function registerThroughEvent(target: EventTarget, ...wallets: unknown[]): (() => void)[] {
  const unregisters: (() => void)[] = []
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: { register(...w: unknown[]): () => void }) =>
        unregisters.push(api.register(...wallets)),
    }),
  )
  return unregisters
}

describe('watchWalletStandard', () => {
  it('a wallet that unregisters is no longer offered', () => {
    const target = new EventTarget()
    let changes = 0
    const registry = watchWalletStandard(target, { onChange: () => changes++, warn: () => {} })
    const [unregister] = registerThroughEvent(target, createLocalWallet({ ...key }).wallet)
    expect(registry.wallets()).toHaveLength(1)
    unregister?.()
    expect(registry.wallets()).toHaveLength(0)
    expect(changes).toBe(2)
  })

  it(`keeps at most ${MAX_STANDARD_WALLETS} wallets, and survives a throwing registration`, () => {
    const target = new EventTarget()
    const warnings: string[] = []
    const registry = watchWalletStandard(target, {
      onChange: () => {},
      warn: (message) => warnings.push(message),
    })
    const many = Array.from(
      { length: MAX_STANDARD_WALLETS + 5 },
      (_, i) => createLocalWallet({ ...key, name: `Wallet ${i}` }).wallet,
    )
    registerThroughEvent(target, ...many)
    expect(registry.wallets()).toHaveLength(MAX_STANDARD_WALLETS)
    target.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: () => {
          throw new Error('hostile wallet')
        },
      }),
    )
    expect(warnings).toContain('A Wallet Standard wallet failed to register')
    expect(warnings).toContain('Ignored a Wallet Standard wallet beyond the limit')
  })

  it('refuses a wallet whose features getter throws', () => {
    const target = new EventTarget()
    const registry = watchWalletStandard(target, { onChange: () => {}, warn: () => {} })
    const hostile = {
      ...createLocalWallet({ ...key }).wallet,
      get features(): never {
        throw new Error('boom')
      },
    }
    registerThroughEvent(target, hostile)
    expect(registry.wallets()).toEqual([])
  })
})
