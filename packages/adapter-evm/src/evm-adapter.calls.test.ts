import { UnsupportedMethodError } from '@portico/core'
import { createTestWallet } from '@portico/testing'
import { type Address, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { InvalidCallTargetError } from './errors/invalid-call-target-error.js'

const suite = useAdapterSuite()
const { walletFor, pageWith, makeAdapter, publicClient } = suite
const recipient = (): Address => suite.devnet.accounts[3]!.address

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
      calls: [{ to: suite.devnet.contracts.usdc.slice(2), value: 1n }],
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
    const usdc = suite.devnet.contracts.usdc as Address
    const wallet = createTestWallet({
      privateKey: suite.devnet.accounts[1]!.privateKey,
      rpcUrls: Object.fromEntries(suite.devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
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
