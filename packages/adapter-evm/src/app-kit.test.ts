import { type AppKit, createAppKit, createMemoryStorage } from '@portico/core'
import type { TestWallet } from '@portico/testing'
import { type Address, createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { evmAdapter } from './evm-adapter.js'

const suite = useAdapterSuite()
const kits: AppKit[] = []

// Registered after the suite's hooks, so it runs first: kits go before the page they used.
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
})

function injectWallet(mode: 'approve' | 'reject' = 'approve'): TestWallet {
  const wallet = suite.walletFor(1, { mode })
  suite.pageWith(wallet)
  return wallet
}

async function makeKit(
  storage = createMemoryStorage(),
  definition = evmAdapter({
    networks: suite.networks,
    walletConnect: false,
  }),
): Promise<AppKit> {
  const kit = createAppKit({
    adapters: [definition],
    networks: suite.networks,
    projectId: 'test-project',
    storage,
  })
  kits.push(kit)
  await kit.ready
  // The visitor points at the kit: the EVM adapter, which waits for that interest, sets up.
  await kit.preload()
  return kit
}

describe('createAppKit with evmAdapter on a real devnet', () => {
  it('Send takes a receiver typed without 0x (SPEC §5), checksummed, and sends to it', async () => {
    injectWallet()
    const kit = await makeKit()
    await kit.connect({ connectorId: 'injected' })
    const recipient = suite.devnet.accounts[4]!.address as Address
    const client = createPublicClient({ transport: http(suite.devnet.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: recipient })
    kit.setSendDraft({ sendTokenAmount: '0.5', token: undefined })

    // The send flow's code loads on first use; preloaded, the receiver is set at once.
    await kit.preload()
    kit.setSendReceiver(recipient.slice(2).toLowerCase())
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'address', address: recipient })
    expect(kit.getSnapshot().sendDraft.receiverAddress).toBe(recipient)
    // The checksum rule is the same without 0x: wrongly mixed case is no address.
    const hex = recipient.slice(2)
    const at = hex.search(/[a-fA-F]/)
    const letter = hex[at]!
    const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()
    const wrongCase = `${hex.slice(0, at)}${flipped}${hex.slice(at + 1)}`
    kit.setSendReceiver(wrongCase)
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'invalid' })

    kit.setSendReceiver(recipient.slice(2))
    const hash = await kit.sendToken()
    await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect((await client.getBalance({ address: recipient })) - before).toBe(
      500_000_000_000_000_000n,
    )
  })

  it('connects, resyncs the balance, signs, switches network and sends', async () => {
    const wallet = injectWallet()
    const kit = await makeKit()
    expect(kit.getSnapshot().connectors.map((c) => c.id)).toContain('injected')

    await kit.connect({ connectorId: 'injected' })
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    expect(kit.getAccount('eip155')?.address).toBe(wallet.address)
    await vi.waitFor(() => expect(Number(kit.getAccount('eip155')?.balance)).toBeGreaterThan(0))

    const signature = await kit.signMessage('Hello from Portico')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'Hello from Portico',
        signature: signature as Hex,
      }),
    ).toBe(true)

    await kit.switchNetwork(suite.networks[1])
    expect(kit.getNetwork()?.id).toBe(31338)
    expect(wallet.chainId).toBe(31338)

    const recipient = suite.devnet.accounts[3]!.address as Address
    const client = createPublicClient({ transport: http(suite.devnet.chains[1]!.rpcUrl) })
    const before = await client.getBalance({ address: recipient })
    kit.setSendDraft({
      sendTokenAmount: '0.25',
      receiverAddress: recipient,
      token: undefined,
      gasPrice: await client.getGasPrice(),
    })
    const hash = await kit.sendToken()
    expect(hash).toMatch(/^0x/)
    await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect((await client.getBalance({ address: recipient })) - before).toBe(
      250_000_000_000_000_000n,
    )
  })

  it('follows a wallet-side account change (accountsChanged reaches core)', async () => {
    const wallet = injectWallet()
    const kit = await makeKit()
    await kit.connect({ connectorId: 'injected' })
    wallet.setAccount(suite.devnet.accounts[2]!.privateKey)
    await vi.waitFor(() =>
      expect(kit.getAccount('eip155')?.address).toBe(suite.devnet.accounts[2]!.address),
    )
  })

  it('a declined signature shows the "Signature declined" toast', async () => {
    const wallet = injectWallet()
    const kit = await makeKit()
    await kit.connect({ connectorId: 'injected' })
    wallet.setMode('reject')
    await expect(kit.signMessage('no')).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(kit.getSnapshot().toast?.message).toBe('Signature declined'))
  })

  it('restores the connection in a new instance over the same storage (reload)', async () => {
    const wallet = injectWallet()
    const storage = createMemoryStorage()
    const first = await makeKit(storage)
    await first.connect({ connectorId: 'injected' })
    await first.destroy()

    const second = await makeKit(storage)
    expect(second.getConnectionStatus('eip155')).toBe('connected')
    expect(second.getAccount('eip155')?.address).toBe(wallet.address)

    await second.disconnect()
    expect(second.getConnectionStatus('eip155')).toBe('disconnected')
    const third = await makeKit(storage)
    expect(third.getConnectionStatus('eip155')).toBe('disconnected')
  })

  it('one evmAdapter definition in two kits: connecting in one leaves the other disconnected', async () => {
    const wallet = injectWallet()
    const definition = evmAdapter({
      networks: suite.networks,
      walletConnect: false,
    })
    const [a, b] = await Promise.all([
      makeKit(createMemoryStorage(), definition),
      makeKit(createMemoryStorage(), definition),
    ])
    await a.connect({ connectorId: 'injected' })
    expect(a.getAccount('eip155')?.address).toBe(wallet.address)
    expect(b.getConnectionStatus('eip155')).toBe('disconnected')
    wallet.setChain(31338)
    await vi.waitFor(() => expect(a.getNetwork()?.id).toBe(31338))
    expect(b.getConnectionStatus('eip155')).toBe('disconnected')
    await a.destroy()
    // B still works on its own after A is gone.
    await b.connect({ connectorId: 'injected' })
    expect(b.getAccount('eip155')?.address).toBe(wallet.address)
  })
})
