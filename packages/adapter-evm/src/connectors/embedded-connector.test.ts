import { type AppKit, createAppKit, createMemoryStorage, type KitStorage } from '@portico/core'
import { createFramePage, type FramePage } from '@portico/core/testing'
import { type Address, type Hex, verifyMessage, verifyTypedData } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAdapterSuite } from '../adapter-suite.test-helper.js'
import { evmAdapter } from '../evm-adapter.js'
import type { EvmAdapter } from '../evm-adapter-types.js'
import { type DevnetFrameSession, devnetFrame } from './embedded-frame.test-helper.js'
import { EMBEDDED_ID } from './embedded-wallet-connector.js'

// The AUTH connector in a real kit, against a frame host on the other end of a real handshake and
// MessageChannel (core's createFramePage) whose key signs for real on the devnet's anvil.

const suite = useAdapterSuite()
const kits: AppKit[] = []
const pages: FramePage[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
  for (const page of pages.splice(0)) page.close()
})

/** The protocol's steps the frame received (RPC requests, by method, left out). */
const steps = (log: readonly string[]) => log.filter((entry) => /^[A-Z_]+$/.test(entry))

/** What the frame's approval UI saw when the user approved: the modal's view, the frame shown. */
interface SeenAtApproval {
  method: string
  view: string | undefined
  frameShown: boolean
}

async function setUp(
  storage: KitStorage = createMemoryStorage(),
  session: DevnetFrameSession = { signedIn: false, email: 'ada@example.com', chainId: 31337 },
  smartAccount?: Hex,
) {
  const seen: SeenAtApproval[] = []
  let kit: AppKit | undefined
  let page: FramePage | undefined
  const frame = devnetFrame(suite.devnet, session, {
    ...(smartAccount ? { smartAccount } : {}),
    approve: async (method) => {
      seen.push({
        method,
        view: kit?.getSnapshot().modal.open ? kit.getSnapshot().router.view : undefined,
        frameShown: page?.visible() === true,
      })
    },
  })
  page = createFramePage({ handlers: frame.handlers })
  pages.push(page)
  kit = createAppKit({
    adapters: [evmAdapter({ networks: suite.networks, walletConnect: false })],
    networks: suite.networks,
    projectId: 'test-project',
    storage,
    embeddedWallet: { frameUrl: page.frameUrl, document: page.document },
  })
  kits.push(kit)
  await kit.ready
  // The visitor points at the kit: the EVM adapter, which waits for that interest, sets up.
  await kit.preload()
  return { kit, page, frame, seen, storage, session }
}

async function loggedIn(storage?: KitStorage, session?: DevnetFrameSession) {
  const t = await setUp(storage, session)
  await t.kit.embeddedWallet.connectEmail()
  return t
}

describe('the AUTH connector (embedded wallet) in a kit', () => {
  it('is offered as AUTH; the frame loads only on first use; connectEmail connects with the user', async () => {
    const smartAccount = suite.devnet.accounts[8]!.address
    const { kit, page, frame } = await setUp(undefined, undefined, smartAccount)
    const offered = kit.getAdapter('eip155')?.getConnectors()
    expect(offered?.find((c) => c.id === EMBEDDED_ID)?.type).toBe('AUTH')
    expect(page.loads()).toBe(0)

    await kit.embeddedWallet.connectEmail()
    const account = kit.getAccount('eip155')
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    expect(account?.address).toBe(frame.address)
    expect(account?.user?.email).toBe('ada@example.com')
    expect(account?.connectedWalletInfo).toMatchObject({ name: 'Embedded Wallet', type: 'AUTH' })
    // The frame's accounts with their types (its EOA and smart account), not wagmi's bare list.
    expect(account?.allAccounts).toEqual([
      { address: frame.address, type: 'eoa' },
      { address: smartAccount, type: 'smartAccount' },
    ])
    expect(steps(frame.log)).toEqual(['EMAIL_LOGIN', 'GET_USER'])
  }, 60_000)

  it('signs a message and typed data in the frame, with ApproveTransaction shown meanwhile', async () => {
    const { kit, frame, seen, page } = await loggedIn()
    const signature = await kit.signMessage('Hello from the embedded wallet')
    expect(
      await verifyMessage({
        address: frame.address,
        message: 'Hello from the embedded wallet',
        signature: signature as Hex,
      }),
    ).toBe(true)
    expect(seen).toEqual([
      { method: 'personal_sign', view: 'ApproveTransaction', frameShown: true },
    ])
    // Answered: the frame is hidden and the modal it opened is closed again.
    expect(page.visible()).toBe(false)
    expect(kit.getSnapshot().modal.open).toBe(false)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const adapter = kit.getAdapter('eip155') as EvmAdapter
    const typed = await adapter.signTypedData({ typedData, address: frame.address })
    expect(await verifyTypedData({ address: frame.address, signature: typed, ...typedData })).toBe(
      true,
    )
  }, 60_000)

  it('sends 0.01 ETH on the devnet through the frame, and switches network there', async () => {
    const { kit, frame, session } = await loggedIn()
    const recipient = suite.devnet.accounts[7]!.address as Address
    const client = suite.publicClient(0)
    const before = await client.getBalance({ address: recipient })
    kit.setSendDraft({
      sendTokenAmount: '0.01',
      receiverAddress: recipient,
      token: undefined,
      gasPrice: await client.getGasPrice(),
    })
    const hash = await kit.sendToken()
    await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect((await client.getBalance({ address: recipient })) - before).toBe(10_000_000_000_000_000n)
    expect(frame.log).toContain('eth_sendTransaction')

    await kit.switchNetwork(suite.networks[1])
    expect(session.chainId).toBe(31338)
    expect(kit.getNetwork()?.id).toBe(31338)
    expect(kit.embeddedWallet.storedLogin()?.lastChainId).toBe(31338)
  }, 60_000)

  it('a reload stays connected without a prompt, on the last chain', async () => {
    const storage = createMemoryStorage()
    const session = { signedIn: false, email: 'ada@example.com', chainId: 31337 }
    const first = await loggedIn(storage, session)
    await first.kit.switchNetwork(suite.networks[1])
    await first.kit.destroy()

    const second = await setUp(storage, session)
    expect(second.kit.getConnectionStatus('eip155')).toBe('connected')
    expect(second.kit.getAccount('eip155')?.user?.email).toBe('ada@example.com')
    expect(second.kit.getNetwork()?.id).toBe(31338)
    expect(steps(second.frame.log)).toEqual(['IS_CONNECTED', 'GET_USER'])
  }, 60_000)

  it('a page where nobody logged in by email never loads the frame, even with the connector id stored', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@portico/connector-id/eip155', JSON.stringify({ v: 1, value: EMBEDDED_ID }))
    storage.setItem('@portico/connected-namespaces', JSON.stringify({ v: 1, value: ['eip155'] }))
    storage.setItem('@portico/connection-status', JSON.stringify({ v: 1, value: 'connected' }))
    const { kit, page } = await setUp(storage)
    expect(kit.getConnectionStatus('eip155')).toBe('disconnected')
    expect(page.loads()).toBe(0)
  }, 60_000)

  it('sign-out sends SIGN_OUT, disconnects and clears the cached login; the next page restores nothing', async () => {
    const storage = createMemoryStorage()
    const session = { signedIn: false, email: 'ada@example.com', chainId: 31337 }
    const { kit, frame } = await loggedIn(storage, session)
    await kit.embeddedWallet.signOut()
    expect(frame.log.at(-1)).toBe('SIGN_OUT')
    expect(session.signedIn).toBe(false)
    expect(kit.getConnectionStatus('eip155')).toBe('disconnected')
    for (const key of ['@portico/email-login', '@portico/email', '@portico/last-chain-id'])
      expect(storage.getItem(key)).toBeNull()

    const next = await setUp(storage, session)
    expect(next.page.loads()).toBe(0)
    expect(next.kit.getConnectionStatus('eip155')).toBe('disconnected')
  }, 60_000)

  it('a method in neither list is refused before it reaches the frame', async () => {
    const { kit, frame } = await loggedIn()
    await expect(kit.request({ method: 'admin_peers', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await expect(
      kit.getAdapter('eip155')?.request({ method: 'admin_peers', params: [] }),
    ).rejects.toThrow()
    // The frame keeps answering the kit's own reads meanwhile (the Account view's balances ask
    // for the wallet's capabilities): what matters is that the refused method never reached it.
    expect(frame.log).not.toContain('admin_peers')
    expect(frame.log).toContain('GET_USER')
  }, 60_000)

  it("the frame's session ending disconnects the kit", async () => {
    const { kit, page } = await loggedIn()
    const disconnected = new Promise<void>((resolve) => {
      const off = kit.subscribe(() => {
        if (kit.getConnectionStatus('eip155') !== 'disconnected') return
        off()
        resolve()
      })
    })
    page.host()?.emit('SESSION_UPDATE', { isConnected: false })
    await disconnected
    expect(kit.getAccount('eip155')?.address).toBeUndefined()
    expect(kit.embeddedWallet.storedLogin()).toBeUndefined()
  }, 60_000)

  it("the frame's session moving to another chain moves the kit there", async () => {
    const { kit, page } = await loggedIn()
    const moved = new Promise<void>((resolve) => {
      const off = kit.subscribe(() => {
        if (kit.getNetwork()?.id !== 31338) return
        off()
        resolve()
      })
    })
    page.host()?.emit('SESSION_UPDATE', { isConnected: true, chainId: 31338 })
    await moved
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
  }, 60_000)

  it('kit.disconnect() signs out of the frame too and forgets the login', async () => {
    const { kit, frame, session } = await loggedIn()
    await kit.disconnect()
    expect(frame.log.at(-1)).toBe('SIGN_OUT')
    expect(session.signedIn).toBe(false)
    expect(kit.embeddedWallet.storedLogin()).toBeUndefined()
  }, 60_000)
})

describe('reloadAuthConnector: the frame loads its page again (SPEC §4 Farcaster back, §7 reload)', () => {
  it('Back from the Farcaster view without an address: 100 ms later the frame reloads, and the next login runs on the new page', async () => {
    const { kit, page, frame } = await setUp()
    // The Farcaster view had the frame open (its sign-in link comes from it).
    expect(await kit.embeddedWallet.isConnected()).toBe(false)
    kit.open()
    kit.setFarcasterUrl('https://farcaster.xyz/~/siwf?channelToken=abc')
    kit.push('ConnectingFarcaster')
    kit.goBack()
    expect(kit.getAccount('eip155')?.farcasterUrl).toBeUndefined()
    expect(page.reloads()).toBe(0)
    await vi.waitFor(() => expect(page.reloads()).toBe(1))
    // Same iframe, a new page: the kit talks to it after a new handshake.
    await kit.embeddedWallet.connectEmail()
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    expect(steps(frame.log)).toEqual(['IS_CONNECTED', 'EMAIL_LOGIN', 'GET_USER'])
    expect(page.loads()).toBe(1)
  }, 60_000)

  it('the adapter reloads the frame that is there, and loads none where none is', async () => {
    const { kit, page } = await setUp()
    const adapter = kit.getAdapter('eip155')
    await adapter?.reloadAuthConnector?.()
    expect([page.loads(), page.reloads()]).toEqual([0, 0])
    await kit.embeddedWallet.isConnected()
    await adapter?.reloadAuthConnector?.()
    expect([page.loads(), page.reloads()]).toEqual([1, 1])
    expect(await kit.embeddedWallet.isConnected()).toBe(false)
  }, 60_000)
})
