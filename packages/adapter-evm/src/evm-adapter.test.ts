import {
  ChainNotSupportedError,
  createMemoryStorage,
  type Network,
  UnauthorizedError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '@portico/core'
import { createTestWallet, type Devnet, startDevnet, type TestWallet } from '@portico/testing'
import { createConfig, injected, mock, http as wagmiHttp } from '@wagmi/core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adapterContext, closedPort, devnetNetworks, fakeWindow } from './devnet.test-helper.js'
import { errorToast } from './errors/error-toast.js'
import { InvalidCallTargetError } from './errors/invalid-call-target-error.js'
import { WalletRequestTimeoutError } from './errors/wallet-request-timeout-error.js'
import { evmAdapter } from './evm-adapter.js'
import type { EvmAdapter, EvmAdapterOptions } from './evm-adapter-types.js'
import { toViemChain } from './networks/to-viem-chain.js'

let devnet: Devnet
let networks: [Network, Network]
const adapters: EvmAdapter[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  networks = devnetNetworks(devnet)
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
  vi.unstubAllGlobals()
})

function walletFor(
  index: number,
  options: { chains?: number[]; mode?: 'approve' | 'reject' | 'hang' } = {},
): TestWallet {
  const chains = options.chains ?? devnet.chains.map((c) => c.chainId)
  return createTestWallet({
    privateKey: devnet.accounts[index]!.privateKey,
    rpcUrls: Object.fromEntries(
      devnet.chains.filter((c) => chains.includes(c.chainId)).map((c) => [c.chainId, c.rpcUrl]),
    ),
    chainId: chains[0]!,
    ...(options.mode ? { mode: options.mode } : {}),
  })
}

/** A page with `wallet` injected as `window.ethereum` (wagmi's injected connector reads `window`). */
function pageWith(wallet: TestWallet | undefined) {
  const win = fakeWindow(wallet?.provider)
  vi.stubGlobal('window', win)
  return win
}

async function makeAdapter(
  options: Partial<EvmAdapterOptions> = {},
  storage = createMemoryStorage(),
): Promise<EvmAdapter> {
  const adapter = evmAdapter({
    networks,
    projectId: 'test-project',
    walletConnect: false,
    ...options,
  })
  adapters.push(adapter)
  await adapter.setup(adapterContext(networks, storage))
  return adapter
}

function publicClient(chainIndex = 0) {
  return createPublicClient({
    chain: toViemChain(networks[chainIndex]!),
    transport: http(devnet.chains[chainIndex]!.rpcUrl),
  })
}

const recipient = (): Address => devnet.accounts[3]!.address

describe('evmAdapter: connectors', () => {
  it('offers the injected wallet, announced wallets and WalletConnect', async () => {
    const injectedWallet = walletFor(1)
    const announcedWallet = walletFor(2)
    const win = pageWith(injectedWallet)
    announcedWallet.announce(win)
    const adapter = await makeAdapter({ walletConnect: {} })
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
      },
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      {
        id: 'dev.portico.testwallet',
        name: 'Portico Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: announcedWallet.info.icon,
        info: { rdns: 'dev.portico.testwallet' },
        installed: true,
      },
    ])
  })

  it('lists a wallet that is both injected and announced once, as announced', async () => {
    const wallet = walletFor(1)
    const win = pageWith(wallet)
    wallet.announce(win)
    const adapter = await makeAdapter()
    expect(adapter.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  it('a late announcement adds a connector and emits connectorsChanged', async () => {
    const win = pageWith(undefined)
    const adapter = await makeAdapter()
    expect(adapter.getConnectors()).toEqual([])
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    walletFor(2).announce(win)
    expect(seen).toEqual([['dev.portico.testwallet']])
  })

  it('does not touch window at import and works with no window (SSR)', async () => {
    const adapter = await makeAdapter()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('keeps a wagmi config the app passes, adding its connectors to it', async () => {
    pageWith(walletFor(1))
    const chains = networks.map(toViemChain) as [
      ReturnType<typeof toViemChain>,
      ...ReturnType<typeof toViemChain>[],
    ]
    const config = createConfig({
      chains,
      transports: Object.fromEntries(devnet.chains.map((c) => [c.chainId, wagmiHttp(c.rpcUrl)])),
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const adapter = await makeAdapter({ wagmiConfig: config })
    expect(adapter.getWagmiConfig()).toBe(config)
    expect(config.connectors.map((c) => c.id)).toEqual(['injected'])
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(config.state.status).toBe('connected')
    expect(connection.address).toBe(devnet.accounts[1]!.address)
  })

  it('with a passed config that discovers wallets itself, offers only validated announcements', async () => {
    const win = pageWith(undefined)
    const wallet = walletFor(2)
    wallet.announce(win)
    // A hostile wallet that wagmi's own discovery takes as is (script in the name, bad icon).
    const hostile = {
      info: {
        uuid: 'not-a-uuid',
        name: '<img src=x onerror=alert(1)>',
        icon: 'javascript:1',
        rdns: 'evil',
      },
      provider: walletFor(3).provider,
    }
    const announceHostile = () =>
      win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: hostile }))
    win.addEventListener('eip6963:requestProvider', announceHostile)
    const chains = networks.map(toViemChain) as [
      ReturnType<typeof toViemChain>,
      ...ReturnType<typeof toViemChain>[],
    ]
    const config = createConfig({
      chains,
      transports: Object.fromEntries(devnet.chains.map((c) => [c.chainId, wagmiHttp(c.rpcUrl)])),
      connectors: [mock({ accounts: [devnet.accounts[1]!.address] })],
      storage: null,
    })
    const adapter = await makeAdapter({ wagmiConfig: config })
    expect(config.connectors.map((c) => c.id)).toContain('evil')
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.name])).toEqual([
      ['mock', 'EXTERNAL', 'Mock Connector'],
      ['dev.portico.testwallet', 'ANNOUNCED', 'Portico Test Wallet'],
    ])
    const connection = await adapter.connect({ connectorId: 'dev.portico.testwallet' })
    expect(connection.address).toBe(wallet.address)
  })
})

describe('evmAdapter: connect, sign and send on a real chain', () => {
  it('connects through the injected wallet (window.ethereum)', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    const connection = await adapter.connect({ connectorId: 'injected', network: networks[0] })
    expect(connection).toMatchObject({
      address: wallet.address,
      chainId: 31337,
      connectorId: 'injected',
      accounts: [{ address: wallet.address, type: 'eoa' }],
    })
    expect(adapter.getProvider()).toBe(wallet.provider)
  })

  it('connects through EIP-6963, signs (personal_sign, EIP-712) and the signatures verify', async () => {
    const wallet = walletFor(2)
    const win = pageWith(undefined)
    wallet.announce(win)
    const adapter = await makeAdapter({ target: win })
    const connection = await adapter.connect({ connectorId: 'dev.portico.testwallet' })
    expect(connection.address).toBe(wallet.address)
    expect(connection.walletInfo).toMatchObject({ name: 'Portico Test Wallet', type: 'ANNOUNCED' })

    const message = 'Sign in to Portico'
    const signature = await adapter.signMessage({ message, address: wallet.address })
    expect(
      await verifyMessage({ address: wallet.address, message, signature: signature as Hex }),
    ).toBe(true)
    expect(wallet.requests.some((r) => r.method === 'personal_sign')).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const typedSignature = await adapter.signTypedData({ typedData, address: wallet.address })
    expect(
      await verifyTypedData({ ...typedData, address: wallet.address, signature: typedSignature }),
    ).toBe(true)
    expect(wallet.requests.some((r) => r.method === 'eth_signTypedData_v4')).toBe(true)
  })

  it('sends native coin with a gas price and the balance changes on chain', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const before = await adapter.getBalance({ address: recipient(), network: networks[0] })
    expect(before).toMatchObject({ symbol: 'ETH', decimals: 18 })
    const value = parseEther('1.5')
    const gas = await adapter.estimateGas({ from: wallet.address, to: recipient(), value })
    expect(gas).toBe(21_000n)
    const hash = await adapter.sendTransaction({ to: recipient(), value })
    const receipt = await publicClient().waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    const sent = wallet.requests.find((r) => r.method === 'eth_sendTransaction')
    expect((sent?.params as [{ gasPrice?: string }] | undefined)?.[0]?.gasPrice).toMatch(/^0x/)
    const after = await adapter.getBalance({ address: recipient(), network: networks[0] })
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(1.5, 9)
  })

  it.each([
    ['an ERC-20 (usdc, 6 decimals)', 'usdc', 2_500_000n],
    ['the USDT-like token (transfer returns nothing)', 'usdt', 7_000_000n],
  ] as const)(
    'transfers %s through writeContract and the balance changes',
    async (_, token, value) => {
      const wallet = walletFor(1)
      pageWith(wallet)
      const adapter = await makeAdapter()
      await adapter.connect({ connectorId: 'injected' })
      const tokenAddress = devnet.contracts[token] as Address
      const balanceOf = (owner: Address) =>
        publicClient().readContract({
          address: tokenAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
      const before = await balanceOf(recipient())
      const gas = await adapter.estimateGas({
        from: wallet.address,
        to: recipient(),
        value,
        tokenAddress,
      })
      expect(gas).toBeGreaterThan(21_000n)
      const hash = await adapter.sendTransaction({ to: recipient(), value, tokenAddress })
      const receipt = await publicClient().waitForTransactionReceipt({ hash: hash as Hex })
      expect(receipt.status).toBe('success')
      expect((await balanceOf(recipient())) - before).toBe(value)
    },
  )

  it('reads balances through a fallback transport when the first RPC node is dead', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`
    const adapter = await makeAdapter({
      rpcUrls: { 31337: [dead, devnet.chains[0]!.rpcUrl], 31338: [dead, devnet.chains[1]!.rpcUrl] },
    })
    const balance = await adapter.getBalance({
      address: devnet.accounts[0]!.address,
      network: networks[1],
    })
    expect(Number(balance.balance)).toBeGreaterThan(0)
    const gas = await adapter.estimateGas({
      from: devnet.accounts[0]!.address,
      to: recipient(),
      value: 1n,
    })
    expect(gas).toBe(21_000n)
  })

  it('ENS lookups fail cleanly on a devnet (null, no throw)', async () => {
    const adapter = await makeAdapter()
    expect(await adapter.getEnsName({ address: devnet.accounts[0]!.address })).toBeNull()
    expect(await adapter.getEnsAvatar({ name: 'vitalik.eth' })).toBeNull()
    expect(await adapter.getEnsName({ address: 'not-an-address' })).toBeNull()
  })
})

describe('evmAdapter: networks', () => {
  it('switches between the two devnet chains (wallet_switchEthereumChain)', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected', network: networks[0] })
    const changes: (number | string)[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(chainId))
    await adapter.switchNetwork(networks[1])
    expect(wallet.chainId).toBe(31338)
    await adapter.switchNetwork(networks[0])
    expect(wallet.chainId).toBe(31337)
    expect(changes).toEqual([31338, 31337])
    expect(wallet.requests.filter((r) => r.method === 'wallet_addEthereumChain')).toHaveLength(0)
  })

  it('adds the chain when the wallet does not know it (4902, then wallet_addEthereumChain)', async () => {
    const wallet = walletFor(1, { chains: [31337] })
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    await adapter.switchNetwork(networks[1])
    const methods = wallet.requests.map((r) => r.method)
    expect(methods).toContain('wallet_addEthereumChain')
    const added = wallet.requests.find((r) => r.method === 'wallet_addEthereumChain')
    expect(
      (added?.params as [{ chainId: string; rpcUrls: string[] }] | undefined)?.[0],
    ).toMatchObject({
      chainId: '0x7a6a',
      rpcUrls: [devnet.chains[1]!.rpcUrl],
    })
    expect(wallet.chainId).toBe(31338)
    // The wallet really moved: a balance read through the wallet is on chain B.
    expect(await adapter.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('reports a wallet moving to a chain the app did not request', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter({ networks: [networks[0]] })
    await adapter.connect({ connectorId: 'injected' })
    const changes: (number | string)[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(chainId))
    wallet.setChain(31338)
    await vi.waitFor(() => expect(changes).toEqual([31338]))
  })

  it('signing for an account the wallet did not expose is refused (4100)', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    await expect(
      adapter.signMessage({ message: 'x', address: devnet.accounts[5]!.address }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
  })

  it('refuses a network outside the configured ones', async () => {
    pageWith(walletFor(1))
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const unknown = { ...networks[0], id: 999, caipNetworkId: 'eip155:999' } as Network
    await expect(adapter.switchNetwork(unknown)).rejects.toBeInstanceOf(ChainNotSupportedError)
  })
})

describe('evmAdapter: wallet errors', () => {
  it('a rejecting wallet gives UserRejectedRequestError (4001) and "Signature declined"', async () => {
    const wallet = walletFor(1, { mode: 'reject' })
    pageWith(wallet)
    const adapter = await makeAdapter()
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.setMode('approve')
    await adapter.connect({ connectorId: 'injected' })
    wallet.setMode('reject')
    const error = await adapter
      .signMessage({ message: 'x', address: wallet.address })
      .catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toBeDefined()
    expect(errorToast(error, { action: 'sign' })).toBe('Signature declined')
    await expect(adapter.sendTransaction({ to: recipient(), value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('a hanging wallet times out with a typed error', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter({ requestTimeout: 300 })
    await adapter.connect({ connectorId: 'injected' })
    wallet.setMode('hang')
    const error = await adapter
      .signMessage({ message: 'x', address: wallet.address })
      .catch((e) => e)
    expect(error).toBeInstanceOf(WalletRequestTimeoutError)
    expect(error.message).toBe('Something went wrong')
    expect(error.method).toBe('personal_sign')
  })

  it('a hanging wallet on connect times out too', async () => {
    pageWith(walletFor(1, { mode: 'hang' }))
    const adapter = await makeAdapter({ requestTimeout: 300 })
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toBeInstanceOf(
      WalletRequestTimeoutError,
    )
  })

  it('an unknown connector id is a typed error', async () => {
    const adapter = await makeAdapter()
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toThrow(
      'Adapter or connector not found for namespace',
    )
  })
})

describe('evmAdapter: EIP-5792, capabilities, assets and permissions', () => {
  it('sendCalls / getCallsStatus round trip; call targets must start with 0x', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const capabilities = await adapter.getCapabilities({ address: wallet.address })
    expect(Object.keys(capabilities)).toContain('0x7a69')
    const before = await publicClient().getBalance({ address: recipient() })
    const { id } = await adapter.sendCalls({
      calls: [
        { to: recipient(), value: 5n },
        { to: recipient(), value: 7n },
      ],
    })
    expect(id).toMatch(/^0x/)
    const status = (await adapter.getCallsStatus({ id })) as { status: string; statusCode: number }
    expect(status.statusCode).toBe(200)
    expect((await publicClient().getBalance({ address: recipient() })) - before).toBe(12n)

    const targetless = adapter.sendCalls({
      calls: [{ to: devnet.contracts.usdc.slice(2), value: 1n }],
    })
    await expect(targetless).rejects.toBeInstanceOf(InvalidCallTargetError)
  })

  it('getAssets is undefined when the wallet has no asset discovery; permissions pass through', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    expect(await adapter.getAssets({ address: wallet.address })).toBeUndefined()
    await expect(adapter.grantPermissions({ expiry: 1 })).rejects.toBeInstanceOf(
      UnsupportedMethodError,
    )
    expect(wallet.requests.some((r) => r.method === 'wallet_grantPermissions')).toBe(true)
  })

  it('getAssets asks wallet_getAssets per chain hex id when the wallet has asset discovery', async () => {
    const usdc = devnet.contracts.usdc as Address
    const wallet = createTestWallet({
      privateKey: devnet.accounts[1]!.privateKey,
      rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainId: 31337,
      assetDiscovery: { tokens: [usdc] },
    })
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const assets = await adapter.getAssets({ address: wallet.address, chainIds: [31337, 31338] })
    expect(Object.keys(assets ?? {})).toEqual(['0x7a69', '0x7a6a'])
    const getAssets = wallet.requests.find((r) => r.method === 'wallet_getAssets')
    expect(getAssets?.params).toEqual([
      { account: wallet.address, chainFilter: ['0x7a69', '0x7a6a'] },
    ])
    const onA = assets?.['0x7a69'] ?? []
    const native = onA.find((a) => a.address === 'native')
    expect(BigInt(native?.balance ?? 0)).toBe(
      await publicClient().getBalance({ address: wallet.address }),
    )
    const token = onA.find((a) => a.address.toLowerCase() === usdc.toLowerCase())
    const onChain = await publicClient().readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.address],
    })
    expect(BigInt(token?.balance ?? 0)).toBe(onChain)
  })
})

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
    wallet.setAccount(devnet.accounts[2]!.privateKey)
    await vi.waitFor(() => expect(seen).toContainEqual(['accounts', [devnet.accounts[2]!.address]]))
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
    await first.connect({ connectorId: 'injected', network: networks[0] })
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
    const embedded = mock({ accounts: [devnet.accounts[1]!.address] })
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
    expect(connection.address).toBe(devnet.accounts[1]!.address)
    expect(connection.walletInfo?.type).toBe('AUTH')
  })

  it('reconnect is undefined for a connector that is gone', async () => {
    const adapter = await makeAdapter()
    expect(await adapter.reconnect({ connectorId: 'injected' })).toBeUndefined()
  })
})
