import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTokenBalances } from '../devnet/fixtures.js'
import { TestERC20, TestUSDT } from '../devnet/generated/artifacts.js'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { devnetViemChain } from '../devnet/viem-chain.js'
import {
  createTestWallet,
  type TestWalletPersistedState,
  type TestWalletPersistence,
} from './test-wallet.js'
import { WalletRpcError } from './wallet-rpc-error.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 30_000)

afterAll(async () => {
  await devnet?.stop()
})

function rpcUrls() {
  return Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
}

function wallet(accountIndex = 5, extra: Partial<Parameters<typeof createTestWallet>[0]> = {}) {
  return createTestWallet({
    privateKey: devnet.accounts[accountIndex]!.privateKey,
    rpcUrls: rpcUrls(),
    chainId: devnet.chains[0].chainId,
    ...extra,
  })
}

function publicClient(index: 0 | 1) {
  const chain = devnet.chains[index]
  return createPublicClient({
    chain: devnetViemChain(chain, devnet.contracts.multicall3),
    transport: http(chain.rpcUrl),
  })
}

async function rejection(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return error as WalletRpcError
  }
  throw new Error('expected a rejection')
}

describe('createTestWallet: connection (EIP-1193)', () => {
  it('hides its account until eth_requestAccounts, then emits connect and accountsChanged', async () => {
    const w = wallet()
    const events: unknown[] = []
    w.provider.on('connect', (info) => events.push(['connect', info]))
    w.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([w.address])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([w.address])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [w.address]],
    ])
    expect(w.requests.map((r) => r.method)).toEqual([
      'eth_accounts',
      'eth_chainId',
      'eth_requestAccounts',
      'eth_accounts',
    ])
  })

  it('refuses to sign for a dapp it is not connected to (4100)', async () => {
    const w = wallet()
    const error = await rejection(
      w.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', w.address] }),
    )
    expect(error.code).toBe(4100)
  })

  it('revokes through wallet_revokePermissions and from the wallet side', async () => {
    const w = wallet(5, { authorized: true })
    const seen: Address[][] = []
    w.provider.on('accountsChanged', (accounts) => seen.push(accounts))
    await w.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    await w.provider.request({ method: 'eth_requestAccounts' })
    w.revoke()
    expect(seen).toEqual([[], [w.address], []])
  })

  it('switches account from the wallet side with accountsChanged', async () => {
    const w = wallet(5, { authorized: true })
    const seen: Address[][] = []
    const listener = (accounts: Address[]) => seen.push(accounts)
    w.provider.on('accountsChanged', listener)
    w.setAccount(devnet.accounts[6]!.privateKey)
    w.provider.removeListener('accountsChanged', listener)
    w.setAccount(devnet.accounts[5]!.privateKey)
    expect(seen).toEqual([[devnet.accounts[6]!.address]])
  })

  it('emits disconnect with a 4900 error', () => {
    const w = wallet()
    const errors: { code: number }[] = []
    w.provider.on('disconnect', (error) => errors.push(error))
    w.simulateDisconnect()
    expect(errors[0]?.code).toBe(4900)
  })

  it('emitRaw sends an event exactly as given (a hostile wallet)', () => {
    const w = wallet()
    const seen: unknown[] = []
    w.provider.on('chainChanged', (chainId) => seen.push(chainId))
    const hostile = { toString: () => '0x1' }
    w.emitRaw('chainChanged', '0xZZ')
    w.emitRaw('chainChanged', hostile)
    expect(seen).toEqual(['0xZZ', hostile])
  })

  it('keeps authorization and chain in its persistence, as across a page reload', async () => {
    let stored: TestWalletPersistedState | undefined
    const persistence: TestWalletPersistence = {
      load: () => stored,
      save: (state) => {
        stored = state
      },
    }
    const first = wallet(5, { persistence })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    const second = wallet(5, { persistence })
    expect(await second.provider.request({ method: 'eth_accounts' })).toEqual([second.address])
    expect(await second.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })
})

describe('createTestWallet: signing', () => {
  it('personal_sign produces a signature viem verifies', async () => {
    const w = wallet(5, { authorized: true })
    const client = createWalletClient({ transport: custom(w.provider) })
    const [address] = await client.getAddresses()
    const signature = await client.signMessage({ account: address!, message: 'hello Portico' })
    expect(await verifyMessage({ address: w.address, message: 'hello Portico', signature })).toBe(
      true,
    )
    expect(await verifyMessage({ address: w.address, message: 'another message', signature })).toBe(
      false,
    )
    // The legacy [address, message] order signs the same message.
    const legacy = await w.provider.request({
      method: 'personal_sign',
      params: [w.address, '0x68656c6c6f20506f727469636f'],
    } as never)
    expect(legacy).toBe(signature)
  })

  it('eth_signTypedData_v4 produces a signature viem verifies', async () => {
    const w = wallet(5, { authorized: true })
    const client = createWalletClient({ transport: custom(w.provider) })
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: devnet.accounts[1]!.address, amount: 10n ** 30n, contents: 'hi' },
    } as const
    const signature = await client.signTypedData({ account: w.address, ...typedData })
    expect(await verifyTypedData({ address: w.address, signature, ...typedData })).toBe(true)
  })
})

describe('createTestWallet: transactions', () => {
  it('sends ETH on the devnet (signed locally, sent raw)', async () => {
    const w = wallet(7, { authorized: true })
    const client = createWalletClient({
      account: w.address,
      chain: devnetViemChain(devnet.chains[0]),
      transport: custom(w.provider),
    })
    const recipient = '0x000000000000000000000000000000000000beef'
    const before = await publicClient(0).getBalance({ address: recipient })
    const hash = await client.sendTransaction({ to: recipient, value: parseEther('1.5') })
    const receipt = await publicClient(0).waitForTransactionReceipt({ hash, pollingInterval: 25 })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(w.address.toLowerCase())
    expect(await publicClient(0).getBalance({ address: recipient })).toBe(
      before + parseEther('1.5'),
    )
  })

  it('transfers an ERC-20 and the USDT-like token through writeContract', async () => {
    const w = wallet(1, { authorized: true })
    const client = createWalletClient({
      account: w.address,
      chain: devnetViemChain(devnet.chains[0]),
      transport: custom(w.provider),
    })
    const recipient = devnet.accounts[8]!.address
    for (const [address, abi] of [
      [devnet.contracts.usdc, TestERC20.abi],
      [devnet.contracts.usdt, TestUSDT.abi],
    ] as const) {
      const hash = await client.writeContract({
        address,
        abi,
        functionName: 'transfer',
        args: [recipient, 1_234_567n],
      })
      await publicClient(0).waitForTransactionReceipt({ hash, pollingInterval: 25 })
      const read = (owner: Address) =>
        publicClient(0).readContract({ address, abi, functionName: 'balanceOf', args: [owner] })
      expect(await read(recipient)).toBe(1_234_567n)
      expect(await read(w.address)).toBe(devnetTokenBalances.usdc - 1_234_567n)
    }
  })

  it('refuses to send from another address (4100)', async () => {
    const w = wallet(5, { authorized: true })
    const error = await rejection(
      w.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: devnet.accounts[0]!.address, to: w.address, value: '0x1' }],
      }),
    )
    expect(error.code).toBe(4100)
  })

  it('forwards reads to the RPC of the current chain', async () => {
    const w = wallet()
    const balance = await w.provider.request({
      method: 'eth_getBalance',
      params: [devnet.accounts[9]!.address, 'latest'],
    })
    expect(BigInt(balance)).toBe(
      await publicClient(0).getBalance({ address: devnet.accounts[9]!.address }),
    )
  })

  it('sends calls (EIP-5792) one by one and reports their status', async () => {
    const w = wallet(2, { authorized: true })
    const client = createWalletClient({
      account: w.address,
      chain: devnetViemChain(devnet.chains[1]),
      transport: custom(w.provider),
    })
    await client.switchChain({ id: devnet.chains[1].chainId })
    const capabilities = await client.getCapabilities({
      account: w.address,
      chainId: devnet.chains[1].chainId,
    })
    expect(capabilities).toEqual({ atomic: { status: 'unsupported' } })
    const recipient = '0x000000000000000000000000000000000000cafe'
    const { id } = await client.sendCalls({
      calls: [
        { to: recipient, value: 1n },
        { to: recipient, value: 2n },
      ],
    })
    const status = await client.waitForCallsStatus({ id, pollingInterval: 25, timeout: 10_000 })
    expect(status.status).toBe('success')
    expect(status.receipts?.length).toBe(2)
    expect(await publicClient(1).getBalance({ address: recipient })).toBe(3n)
    const unknown = await rejection(
      w.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    )
    expect(unknown.code).toBe(5730)
  })
})

describe('createTestWallet: asset discovery (ERC-7811)', () => {
  it('is off by default: no capability, wallet_getAssets unsupported (4200)', async () => {
    const w = wallet(5, { authorized: true })
    const capabilities = (await w.provider.request({
      method: 'wallet_getCapabilities',
      params: [w.address],
    })) as Record<string, object>
    expect(capabilities['0x7a69']).not.toHaveProperty('assetDiscovery')
    const error = await rejection(
      w.provider.request({
        method: 'wallet_getAssets',
        params: [{ account: w.address }],
      } as never),
    )
    expect(error.code).toBe(4200)
  })

  it('reports native and held ERC-20 balances read from the chain', async () => {
    const w = wallet(3, {
      authorized: true,
      assetDiscovery: {
        tokens: [devnet.contracts.usdc, devnet.contracts.dai, devnet.contracts.nft],
      },
    })
    const capabilities = (await w.provider.request({
      method: 'wallet_getCapabilities',
      params: [w.address],
    })) as Record<string, object>
    expect(capabilities['0x7a6a']).toMatchObject({ assetDiscovery: { supported: true } })
    const assets = (await w.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: w.address, chainFilter: ['0x7a6a'] }],
    } as never)) as Record<string, { address: string; balance: string; type: string }[]>
    expect(Object.keys(assets)).toEqual(['0x7a6a'])
    const native = await publicClient(1).getBalance({ address: w.address })
    expect(assets['0x7a6a']).toEqual([
      { address: 'native', balance: `0x${native.toString(16)}`, type: 'native' },
      {
        address: devnet.contracts.usdc,
        balance: `0x${devnetTokenBalances.usdc.toString(16)}`,
        type: 'erc20',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      },
      {
        address: devnet.contracts.dai,
        balance: `0x${devnetTokenBalances.dai.toString(16)}`,
        type: 'erc20',
        metadata: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
      },
    ])
  })
})

describe('createTestWallet: chains', () => {
  it('switches between the devnet chains and emits chainChanged', async () => {
    const w = wallet(3, { authorized: true })
    const changes: string[] = []
    w.provider.on('chainChanged', (id) => changes.push(id))
    await w.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads now reach chain 31338.
    const blockNumber = await w.provider.request({ method: 'eth_blockNumber' })
    expect(BigInt(blockNumber)).toBe(await publicClient(1).getBlockNumber({ cacheTime: 0 }))
    await w.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(changes).toEqual(['0x7a6a', '0x7a69'])
  })

  it('answers 4902 for an unknown chain, and adds it with wallet_addEthereumChain', async () => {
    const w = createTestWallet({
      privateKey: devnet.accounts[4]!.privateKey,
      rpcUrls: { [devnet.chains[0].chainId]: devnet.chains[0].rpcUrl },
      chainId: devnet.chains[0].chainId,
      authorized: true,
    })
    const error = await rejection(
      w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    )
    expect(error.code).toBe(4902)
    expect(error).toBeInstanceOf(WalletRpcError)
    await w.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Devnet 2',
          rpcUrls: [devnet.chains[1].rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(w.chainId).toBe(31338)
    // viem's switchChain takes the same path (switch, 4902, add).
    const client = createWalletClient({ transport: custom(w.provider) })
    await client.switchChain({ id: 31337 })
    expect(await client.getChainId()).toBe(31337)
  })
})

describe('createTestWallet: modes', () => {
  it('reject mode answers 4001 to user requests but still serves reads', async () => {
    const w = wallet(5, { mode: 'reject' })
    const error = await rejection(w.provider.request({ method: 'eth_requestAccounts' }))
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    w.setMode('approve')
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([w.address])
    w.setMode('reject')
    const signError = await rejection(
      w.provider.request({ method: 'personal_sign', params: ['0x00', w.address] }),
    )
    expect(signError.code).toBe(4001)
    const switchError = await rejection(
      w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    )
    expect(switchError.code).toBe(4001)
    expect(w.chainId).toBe(31337)
  })

  it('a mode set once answers the next prompt only, reads do not use it up', async () => {
    const w = wallet(5, { authorized: true })
    w.setMode('reject', { once: true })
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([w.address])
    const first = await rejection(
      w.provider.request({ method: 'personal_sign', params: ['0x00', w.address] }),
    )
    expect(first.code).toBe(4001)
    expect(w.mode).toBe('approve')
    await w.provider.request({ method: 'personal_sign', params: ['0x00', w.address] })
    w.setMode('reject')
    w.setMode('approve', { once: true })
    await w.provider.request({ method: 'personal_sign', params: ['0x00', w.address] })
    expect(w.mode).toBe('reject')
  })

  it('hang mode never answers user requests', async () => {
    const w = wallet(5, { authorized: true, mode: 'hang' })
    let settled = false
    void w.provider
      .request({ method: 'personal_sign', params: ['0x00', w.address] })
      .finally(() => {
        settled = true
      })
    // A later request the wallet answers (a read, then a signature once approving again) is the
    // sentinel: the hung request is still open after both.
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([w.address])
    expect(w.mode).toBe('hang')
    w.setMode('approve')
    await w.provider.request({ method: 'personal_sign', params: ['0x01', w.address] })
    expect(settled).toBe(false)
  })

  it('rejects unsupported wallet methods with 4200 and malformed requests clearly', async () => {
    const w = wallet()
    expect(
      (await rejection(w.provider.request({ method: 'wallet_doSomething' } as never))).code,
    ).toBe(4200)
    expect(
      (await rejection(w.provider.request({ method: 'eth_chainId', params: 'bad' } as never))).code,
    ).toBe(-32602)
  })
})

describe('createTestWallet: EIP-6963', () => {
  it('announces on the target and answers requestProvider until stopped', () => {
    const w = wallet(5, { info: { name: 'Wallet A', rdns: 'dev.portico.a' } })
    const target = new EventTarget()
    const announced: { info: { name: string; rdns: string; uuid: string; icon: string } }[] = []
    target.addEventListener('eip6963:announceProvider', (event) => {
      announced.push((event as CustomEvent).detail)
    })
    const stop = w.announce(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.length).toBe(2)
    expect(announced[0]?.info).toMatchObject({ name: 'Wallet A', rdns: 'dev.portico.a' })
    expect(announced[0]?.info.icon.startsWith('data:image/svg+xml')).toBe(true)
    expect(announced[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(Object.isFrozen(announced[0])).toBe(true)
    expect((announced[0] as unknown as { provider: unknown }).provider).toBe(w.provider)
  })

  it('needs a target outside a page', () => {
    expect(() => wallet().announce()).toThrow('announce needs an EventTarget')
  })
})
