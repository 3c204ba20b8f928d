import { type AppKit, createAppKit, createMemoryStorage, type KitStorage } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injectExtensions, useLocalChain } from './local-chain.test-helper.js'
import { polkadotAdapter } from './polkadot-adapter.js'

// The adapter inside a kit: core's connect, account choice, balance sync, toasts and restore.
const local = useLocalChain()
const kits: AppKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
})

async function makeKit(window: object, storage: KitStorage = createMemoryStorage()) {
  const kit = createAppKit({
    adapters: [polkadotAdapter({ target: window, appName: 'Portico kit tests' })],
    networks: [local.network],
    projectId: 'test-project',
    storage,
  })
  kits.push(kit)
  await kit.ready
  return kit
}

describe('createAppKit with polkadotAdapter on a local Substrate chain', () => {
  it('connects, shows names, switches account and syncs its balance', async () => {
    const { window } = await injectExtensions()
    const kit = await makeKit(window)
    await kit.connect({ connectorId: 'portico-test' })
    expect(kit.getConnectionStatus('polkadot')).toBe('connected')
    const account = kit.getAccount('polkadot')
    expect(account?.allAccounts.map((a) => a.name)).toEqual([
      'Alice',
      'Bob',
      'Alice (ed25519)',
      'Alice (ecdsa)',
    ])
    const bob = account!.allAccounts[1]!.address
    await kit.selectAccount({ address: bob, namespace: 'polkadot' })
    expect(kit.getAccount('polkadot')?.address).toBe(bob)
    await vi.waitFor(() => expect(Number(kit.getAccount('polkadot')?.balance)).toBeGreaterThan(0))
  })

  it('a declined signature shows the "Signature declined" toast', async () => {
    const { window, extension } = await injectExtensions()
    const kit = await makeKit(window)
    await kit.connect({ connectorId: 'portico-test' })
    extension.setMode('reject')
    await expect(kit.signMessage('no')).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(kit.getSnapshot().toast?.message).toBe('Signature declined'))
  })

  it('restores the connection and the chosen account after a reload, enabling only that extension', async () => {
    const { window, extension, bystander } = await injectExtensions()
    const storage = createMemoryStorage()
    const first = await makeKit(window, storage)
    await first.connect({ connectorId: 'portico-test' })
    const bob = first.getAccount('polkadot')!.allAccounts[1]!.address
    await first.selectAccount({ address: bob, namespace: 'polkadot' })
    await first.destroy()

    const second = await makeKit(window, storage)
    expect(second.getConnectionStatus('polkadot')).toBe('connected')
    expect(second.getAccount('polkadot')?.address).toBe(bob)
    expect(extension.enabledOrigins).toEqual(['Portico kit tests', 'Portico kit tests'])
    expect(bystander.enabledOrigins).toEqual([])
  })
})
