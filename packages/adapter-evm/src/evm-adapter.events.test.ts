import { createMemoryStorage } from '@portico/core'
import { injected, mock } from '@wagmi/core'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { fakeWindow } from './devnet.test-helper.js'

const suite = useAdapterSuite()
const { walletFor, pageWith, makeAdapter } = suite

describe('evmAdapter: events and reconnect', () => {
  it('forwards accountsChanged, chainChanged and disconnect from the wallet', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const seen: unknown[] = []
    adapter.on('accountsChanged', (e) => seen.push(['accounts', e.accounts]))
    adapter.on('chainChanged', (e) => seen.push(['chain', e.chainId]))
    adapter.on('disconnect', () => seen.push(['disconnect']))
    wallet.setAccount(suite.devnet.accounts[2]!.privateKey)
    await vi.waitFor(() =>
      expect(seen).toContainEqual(['accounts', [suite.devnet.accounts[2]!.address]]),
    )
    wallet.setChain(31338)
    await vi.waitFor(() => expect(seen).toContainEqual(['chain', 31338]))
    wallet.revoke()
    await vi.waitFor(() => expect(seen).toContainEqual(['disconnect']))
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('a new adapter over the same storage restores the connection (reload)', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const storage = createMemoryStorage()
    const first = await makeAdapter({}, storage)
    await first.connect({ connectorId: 'injected', network: suite.networks[0] })
    await first.destroy()

    const second = await makeAdapter({}, storage)
    const restored = await second.reconnect({ connectorId: 'injected' })
    expect(restored).toMatchObject({
      address: wallet.address,
      chainId: 31337,
      connectorId: 'injected',
    })
    // And it acts: a signature from the restored session verifies.
    const signature = await second.signMessage({ message: 'again', address: wallet.address })
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'again',
        signature: signature as Hex,
      }),
    ).toBe(true)

    await second.disconnect()
    const third = await makeAdapter({}, storage)
    expect(await third.reconnect({ connectorId: 'injected' })).toBeUndefined()
  })

  it('two instances restore at the same time, each its own wallet', async () => {
    const first = walletFor(1)
    const second = walletFor(2)
    const page = pageWith(undefined)
    const storages = [createMemoryStorage(), createMemoryStorage()]
    const firstTarget = fakeWindow(first.provider)
    const secondTarget = fakeWindow(second.provider)
    for (const [index, target] of [firstTarget, secondTarget].entries()) {
      const adapter = await makeAdapter({ target }, storages[index])
      await adapter.connect({ connectorId: 'injected' })
      await adapter.destroy()
    }
    expect(page.ethereum).toBeUndefined()
    const [a, b] = await Promise.all([
      makeAdapter({ target: firstTarget }, storages[0]),
      makeAdapter({ target: secondTarget }, storages[1]),
    ])
    const [restoredA, restoredB] = await Promise.all([
      a.reconnect({ connectorId: 'injected' }),
      b.reconnect({ connectorId: 'injected' }),
    ])
    expect(restoredA?.address).toBe(first.address)
    expect(restoredB?.address).toBe(second.address)
  })

  it('restores an EIP-6963 wallet that announces itself after the app started', async () => {
    const wallet = walletFor(2)
    const storage = createMemoryStorage()
    const firstPage = pageWith(undefined)
    const stopAnnouncing = wallet.announce(firstPage)
    const first = await makeAdapter({}, storage)
    await first.connect({ connectorId: 'dev.portico.testwallet' })
    stopAnnouncing()
    await first.destroy()

    const secondPage = pageWith(undefined)
    const second = await makeAdapter({}, storage)
    expect(second.getConnectors()).toEqual([])
    const restoring = second.reconnect({ connectorId: 'dev.portico.testwallet' })
    wallet.announce(secondPage)
    expect(await restoring).toMatchObject({
      address: wallet.address,
      connectorId: 'dev.portico.testwallet',
    })
  })

  it('connecting another wallet lets the first one go', async () => {
    const injectedWallet = walletFor(1)
    const announcedWallet = walletFor(2)
    const win = pageWith(injectedWallet)
    announcedWallet.announce(win)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const connection = await adapter.connect({ connectorId: 'dev.portico.testwallet' })
    expect(connection.address).toBe(announcedWallet.address)
    expect(adapter.getWagmiConfig()?.state.connections.size).toBe(1)
    expect(adapter.getProvider()).toBe(announcedWallet.provider)
  })

  it('offers the embedded-wallet slot (AUTH) and extra connectors (EXTERNAL)', async () => {
    const embedded = mock({ accounts: [suite.devnet.accounts[1]!.address] })
    const extra = injected({
      target: { id: 'com.example.external', name: 'External', provider: () => undefined },
    })
    pageWith(undefined)
    const adapter = await makeAdapter({ embeddedWallet: embedded, connectors: [extra] })
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['mock', 'AUTH'],
      ['com.example.external', 'EXTERNAL'],
    ])
    const connection = await adapter.connect({ connectorId: 'mock' })
    expect(connection.address).toBe(suite.devnet.accounts[1]!.address)
    expect(connection.walletInfo?.type).toBe('AUTH')
  })

  it('reconnect is undefined for a connector that is gone', async () => {
    const adapter = await makeAdapter()
    expect(await adapter.reconnect({ connectorId: 'injected' })).toBeUndefined()
  })
})
