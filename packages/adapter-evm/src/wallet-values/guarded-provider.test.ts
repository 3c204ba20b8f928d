import { createTestWallet } from '@portico/testing'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../discovery/eip1193-provider.js'
import { createProviderGuard } from './guarded-provider.js'

// Anvil's first key; no request reaches the RPC URL here, only events.
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

function setup() {
  const wallet = createTestWallet({
    privateKey,
    rpcUrls: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:1' },
    chainId: 31337,
    authorized: true,
  })
  const warnings: unknown[] = []
  const guard = createProviderGuard((message, details) => warnings.push([message, details]))
  const view = guard.guard(wallet.provider as unknown as Eip1193Provider)
  return { wallet, warnings, guard, view }
}

describe('createProviderGuard', () => {
  it('forwards a well-formed chainChanged as hex and drops a malformed one with a warning', () => {
    const { wallet, warnings, view } = setup()
    const seen: unknown[] = []
    view.on?.('chainChanged', (chainId: never) => seen.push(chainId))
    wallet.emitRaw('chainChanged', '0xZZ')
    wallet.emitRaw('chainChanged', 31338)
    wallet.emitRaw('chainChanged', { toString: () => '0x1' })
    expect(seen).toEqual(['0x7a6a'])
    expect(warnings).toHaveLength(2)
  })

  it('forwards checksummed accounts and drops a malformed list', () => {
    const { wallet, warnings, view } = setup()
    const seen: unknown[] = []
    view.on?.('accountsChanged', (accounts: never) => seen.push(accounts))
    wallet.emitRaw('accountsChanged', [wallet.address.toLowerCase()])
    wallet.emitRaw('accountsChanged', ['0x1234'])
    expect(seen).toEqual([[wallet.address]])
    expect(warnings).toEqual([['Refused a malformed accountsChanged from the wallet', ['0x1234']]])
  })

  it("refuses malformed accounts in the wallet's answers with a warning; passes good ones", async () => {
    const answers: Record<string, unknown> = {
      eth_accounts: ['0x1234'],
      wallet_requestPermissions: [
        {
          parentCapability: 'eth_accounts',
          caveats: [{ type: 'restrictReturnedAccounts', value: [42] }],
        },
      ],
      eth_requestAccounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    }
    const warnings: unknown[] = []
    const guard = createProviderGuard((message) => warnings.push(message))
    const view = guard.guard({ request: async ({ method }) => answers[method] })
    await expect(view.request({ method: 'eth_accounts' })).rejects.toThrow('malformed accounts')
    await expect(view.request({ method: 'wallet_requestPermissions' })).rejects.toThrow(
      'malformed accounts',
    )
    await expect(view.request({ method: 'eth_requestAccounts' })).resolves.toEqual(
      answers.eth_requestAccounts,
    )
    expect(warnings).toEqual([
      "Refused malformed accounts in the wallet's answer to eth_accounts",
      "Refused malformed accounts in the wallet's answer to wallet_requestPermissions",
    ])
  })

  it('counts, removes and releases listeners; nothing attaches after release', () => {
    const { wallet, guard, view } = setup()
    const seen: unknown[] = []
    const listener = (value: never) => seen.push(value)
    view.on?.('chainChanged', listener)
    view.on?.('disconnect', listener)
    expect(guard.listenerCount()).toBe(2)
    view.removeListener?.('chainChanged', listener)
    expect(guard.listenerCount()).toBe(1)
    wallet.setChain(31338)
    expect(seen).toEqual([])
    guard.release()
    view.on?.('chainChanged', listener)
    expect(guard.listenerCount()).toBe(0)
    wallet.setChain(31337)
    wallet.simulateDisconnect()
    expect(seen).toEqual([])
  })

  it('unwraps its own views only (a wallet object with a `raw` key is kept as is)', () => {
    const { wallet, guard, view } = setup()
    expect(guard.unwrap(view)).toBe(wallet.provider)
    const lookalike = { raw: 'not a provider', request: async () => null }
    expect(guard.unwrap(lookalike)).toBe(lookalike)
    expect(guard.guard(wallet.provider as unknown as Eip1193Provider)).toBe(view)
  })
})
