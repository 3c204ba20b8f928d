import { createMemoryStorage, UserRejectedRequestError } from '@portico/core'
import { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { useWalletConnectSuite } from './walletconnect-suite.test-helper.js'

const suite = useWalletConnectSuite()
const { phoneWallet, dapp, pairAndConnect } = suite

describe('WalletConnect over the local relay (dapp = evmAdapter, wallet = sign-client peer)', () => {
  it('pairs, connects, signs, sends ETH and switches chain', async () => {
    const wallet = await phoneWallet()
    const adapter = await dapp()
    const connection = await pairAndConnect(adapter, wallet)
    expect(connection).toMatchObject({
      address: wallet.address,
      chainId: 31337,
      connectorId: 'walletConnect',
      walletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
    })

    const signature = await adapter.signMessage({
      message: 'over the relay',
      address: wallet.address,
    })
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'over the relay',
        signature: signature as Hex,
      }),
    ).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')

    const client = createPublicClient({ transport: http(suite.devnet.chains[0]!.rpcUrl) })
    const to = suite.devnet.accounts[3]!.address
    const before = await client.getBalance({ address: to })
    const hash = await adapter.sendTransaction({ to, value: parseEther('0.5') })
    await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.5'))

    const changes: (number | string)[] = []
    adapter.on('chainChanged', (e) => changes.push(e.chainId))
    await adapter.switchNetwork(suite.networks[1])
    expect(changes).toContain(31338)
    expect(await adapter.request({ method: 'eth_chainId' })).toBe(31338)
  })

  it('connects on the network asked for when the session approved it', async () => {
    const wallet = await phoneWallet(3)
    const adapter = await dapp()
    const uri = new Promise<string>((resolve) => adapter.on('displayUri', (e) => resolve(e.uri)))
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: suite.networks[1] })
    await wallet.pair(await uri)
    expect((await connecting).chainId).toBe(31338)
    expect(await adapter.request({ method: 'eth_chainId' })).toBe(31338)
  })

  it('two dapp instances in one process keep their own WalletConnect clients and storage', async () => {
    const [walletA, walletB] = await Promise.all([phoneWallet(4), phoneWallet(0)])
    const [storageA, storageB] = [createMemoryStorage(), createMemoryStorage()]
    const [dappA, dappB] = await Promise.all([dapp(storageA), dapp(storageB)])
    const [a, b] = await Promise.all([
      pairAndConnect(dappA, walletA),
      pairAndConnect(dappB, walletB),
    ])
    expect(a.address).toBe(walletA.address)
    expect(b.address).toBe(walletB.address)
    // Closing one instance (its relay socket, its client core) leaves the other working.
    await dappA.destroy()
    const signature = await dappB.signMessage({ message: 'b', address: walletB.address })
    expect(
      await verifyMessage({ address: walletB.address, message: 'b', signature: signature as Hex }),
    ).toBe(true)
    expect(walletA.requests.map((r) => r.method)).not.toContain('personal_sign')
    // Each session was kept in its own instance's storage: B restores from B's storage alone.
    await dappB.destroy()
    const reloadedB = await dapp(storageB)
    expect((await reloadedB.reconnect({ connectorId: 'walletConnect' }))?.address).toBe(
      walletB.address,
    )
  })

  it('a rejecting wallet gives UserRejectedRequestError', async () => {
    const wallet = await phoneWallet(6)
    const adapter = await dapp()
    await pairAndConnect(adapter, wallet)
    wallet.setMode('reject')
    await expect(
      adapter.signMessage({ message: 'no', address: wallet.address }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('a wallet that never answers times out with a typed error', async () => {
    const wallet = await phoneWallet(9)
    const adapter = await dapp(createMemoryStorage(), 500)
    await pairAndConnect(adapter, wallet)
    wallet.setMode('hang')
    await expect(
      adapter.signMessage({ message: 'hello?', address: wallet.address }),
    ).rejects.toBeInstanceOf(WalletRequestTimeoutError)
  })

  it('restores the session in a new adapter over the same storage (reload), then disconnects', async () => {
    const wallet = await phoneWallet(7)
    const storage = createMemoryStorage()
    const first = await dapp(storage)
    await pairAndConnect(first, wallet)
    await first.destroy()

    const second = await dapp(storage)
    const restored = await second.reconnect({ connectorId: 'walletConnect' })
    expect(restored?.address).toBe(wallet.address)
    const signature = await second.signMessage({ message: 'after reload', address: wallet.address })
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'after reload',
        signature: signature as Hex,
      }),
    ).toBe(true)

    await second.disconnect()
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0), { timeout: 5_000 })
  })

  it('the wallet ending the session reaches the adapter as disconnect', async () => {
    const wallet = await phoneWallet(8)
    const storage = createMemoryStorage()
    const adapter = await dapp(storage)
    await pairAndConnect(adapter, wallet)
    const seen: unknown[] = []
    adapter.on('disconnect', (event) => seen.push(event))
    await wallet.disconnect()
    // Bounded below the test's 5 s so a missing event fails here, with what arrived, not by timeout.
    await vi.waitFor(() => expect(seen).toEqual([{}]), { timeout: 3_000 })
    expect(wallet.sessions()).toHaveLength(0)
    // The ended session is gone from the dapp's storage too: the next page load restores nothing.
    await adapter.destroy()
    const reloaded = await dapp(storage)
    await expect(reloaded.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined()
  })
})
