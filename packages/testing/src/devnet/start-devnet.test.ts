import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseAbi,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devnetCollections,
  devnetFundedAccountCount,
  devnetNftTokenId,
  devnetTokenBalances,
  devnetTokens,
  devnetTokenUri,
} from './fixtures.js'
import { TestERC20, TestERC721, TestUSDT } from './generated/artifacts.js'
import { type Devnet, startDevnet } from './start-devnet.js'
import { devnetViemChain } from './viem-chain.js'

let devnet: Devnet

beforeAll(async () => {
  const started = performance.now()
  devnet = await startDevnet()
  console.log(`startDevnet took ${Math.round(performance.now() - started)} ms`)
}, 30_000)

afterAll(async () => {
  await devnet?.stop()
})

function publicClient(index: 0 | 1) {
  const chain = devnet.chains[index]
  return createPublicClient({
    chain: devnetViemChain(chain, devnet.contracts.multicall3),
    transport: http(chain.rpcUrl),
  })
}

describe('startDevnet', () => {
  it('runs two anvil chains on 127.0.0.1 with the default chain ids', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const [index, chain] of devnet.chains.entries()) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      expect(await publicClient(index as 0 | 1).getChainId()).toBe(chain.chainId)
    }
    expect(devnet.chains[0].port).not.toBe(devnet.chains[1].port)
  })

  it('exposes funded dev accounts whose keys match their addresses', async () => {
    expect(devnet.accounts.length).toBeGreaterThanOrEqual(devnetFundedAccountCount)
    for (const account of devnet.accounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
    const balance = await publicClient(1).getBalance({ address: devnet.accounts[1]!.address })
    expect(balance).toBeGreaterThan(10n ** 18n)
  })

  it('deploys the fixtures at the same addresses on both chains', async () => {
    const addresses = Object.values(devnet.contracts)
    expect(new Set(addresses).size).toBe(11)
    for (const index of [0, 1] as const) {
      for (const address of addresses) {
        const code = await publicClient(index).getCode({ address })
        expect(code?.length ?? 0).toBeGreaterThan(2)
      }
    }
  })

  it('gives the tokens their metadata and mints balances to the first accounts', async () => {
    const client = publicClient(1)
    for (const key of ['usdc', 'dai', 'zero', 'usdt'] as const) {
      const address = devnet.contracts[key]
      const abi = key === 'usdt' ? TestUSDT.abi : TestERC20.abi
      const [name, symbol, decimals] = await Promise.all([
        client.readContract({ address, abi, functionName: 'name' }),
        client.readContract({ address, abi, functionName: 'symbol' }),
        client.readContract({ address, abi, functionName: 'decimals' }),
      ])
      expect({ name, symbol, decimals }).toEqual(devnetTokens[key])
      for (const account of devnet.accounts.slice(0, devnetFundedAccountCount)) {
        const balance = await client.readContract({
          address,
          abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(balance).toBe(devnetTokenBalances[key])
      }
      const unfunded = devnet.accounts[devnetFundedAccountCount]!.address
      expect(
        await client.readContract({ address, abi, functionName: 'balanceOf', args: [unfunded] }),
      ).toBe(0n)
    }
  })

  it('mints one NFT per collection to account 0 with a data: token URI', async () => {
    const client = publicClient(0)
    for (const key of ['nft', 'spamNft'] as const) {
      const address = devnet.contracts[key]
      const abi = TestERC721.abi
      expect(await client.readContract({ address, abi, functionName: 'name' })).toBe(
        devnetCollections[key].name,
      )
      expect(
        await client.readContract({
          address,
          abi,
          functionName: 'ownerOf',
          args: [devnetNftTokenId],
        }),
      ).toBe(devnet.accounts[0]!.address)
      const uri = await client.readContract({
        address,
        abi,
        functionName: 'tokenURI',
        args: [devnetNftTokenId],
      })
      expect(uri).toBe(devnetTokenUri(key))
      const json = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString()) as {
        image: string
      }
      expect(json.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
      expect(
        await client.readContract({
          address,
          abi,
          functionName: 'supportsInterface',
          args: ['0x80ac58cd'],
        }),
      ).toBe(true)
    }
  })

  it('batches reads through the Multicall3 fixture (viem multicall)', async () => {
    const client = publicClient(0)
    const owner = devnet.accounts[0]!.address
    const results = await client.multicall({
      contracts: [
        {
          address: devnet.contracts.usdc,
          abi: TestERC20.abi,
          functionName: 'balanceOf',
          args: [owner],
        },
        { address: devnet.contracts.dai, abi: TestERC20.abi, functionName: 'decimals' },
        // A failing call is reported, not thrown (allowFailure).
        {
          address: devnet.contracts.nft,
          abi: TestERC721.abi,
          functionName: 'ownerOf',
          args: [999n],
        },
      ],
    })
    expect(results[0]).toEqual({ status: 'success', result: devnetTokenBalances.usdc })
    expect(results[1]).toEqual({ status: 'success', result: 18 })
    expect(results[2]?.status).toBe('failure')
  })

  it('has a USDT-like token whose transfer returns no data', async () => {
    const chain = devnet.chains[0]
    const sender = privateKeyToAccount(devnet.accounts[2]!.privateKey)
    const recipient = devnet.accounts[3]!.address
    const client = createWalletClient({
      account: sender,
      chain: devnetViemChain(chain),
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
    const data = encodeFunctionData({
      abi: TestUSDT.abi,
      functionName: 'transfer',
      args: [recipient, 5_000_000n],
    })
    const call = await client.call({ to: devnet.contracts.usdt, data })
    expect(call.data).toBeUndefined()
    // A caller expecting the standard `returns (bool)` fails to decode the empty answer.
    await expect(
      client.simulateContract({
        address: devnet.contracts.usdt,
        abi: parseAbi(['function transfer(address to, uint256 amount) returns (bool)']),
        functionName: 'transfer',
        args: [recipient, 5_000_000n],
      }),
    ).rejects.toThrow()
    const hash = await client.writeContract({
      address: devnet.contracts.usdt,
      abi: TestUSDT.abi,
      functionName: 'transfer',
      args: [recipient, 5_000_000n],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25 })
    expect(receipt.status).toBe('success')
    expect(
      await client.readContract({
        address: devnet.contracts.usdt,
        abi: TestUSDT.abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(devnetTokenBalances.usdt + 5_000_000n)
  })
})

describe('startDevnet options and stop', () => {
  it('uses the given chain ids, mines by interval with blockTime, and stops idempotently', async () => {
    const custom = await startDevnet({ chainIds: [1337, 4242], blockTime: 1 })
    try {
      const chain = custom.chains[1]
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(4242)
      // Interval mining: blocks keep coming without transactions.
      const before = await client.getBlockNumber({ cacheTime: 0 })
      await new Promise((resolve) => setTimeout(resolve, 2_200))
      expect(await client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(before)
      expect(custom.contracts).toEqual(devnet.contracts)
    } finally {
      await custom.stop()
      await custom.stop()
    }
    const dead = createPublicClient({
      transport: http(custom.chains[0].rpcUrl, { retryCount: 0, timeout: 2_000 }),
    })
    await expect(dead.getChainId()).rejects.toThrow()
  }, 30_000)

  it('rejects identical chain ids with a clear error', async () => {
    await expect(startDevnet({ chainIds: [5, 5] })).rejects.toThrow(
      'Devnet chain ids must differ, got 5 twice',
    )
  })
})
