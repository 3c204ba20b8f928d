import { createTestWallet } from '@portico/testing'
import { type Address, erc20Abi, formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'

const suite = useAdapterSuite()
const { pageWith, makeAdapter, publicClient } = suite

/** The test wallet of devnet account 1, with or without ERC-7811 asset discovery of `tokens`. */
function walletWith(assetDiscovery: { tokens: Address[] } | undefined) {
  return createTestWallet({
    privateKey: suite.devnet.accounts[1]!.privateKey,
    rpcUrls: Object.fromEntries(suite.devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
    chainId: 31337,
    ...(assetDiscovery ? { assetDiscovery } : {}),
  })
}

/** What the chain says the account holds of `token`: the list the wallet must report. */
async function onChain(token: Address, holder: Address) {
  const read = <F extends 'balanceOf' | 'decimals' | 'symbol' | 'name'>(functionName: F) =>
    publicClient().readContract({
      address: token,
      abi: erc20Abi,
      functionName,
      ...(functionName === 'balanceOf' ? { args: [holder] } : {}),
    } as Parameters<ReturnType<typeof publicClient>['readContract']>[0])
  const [balance, decimals, symbol, name] = (await Promise.all([
    read('balanceOf'),
    read('decimals'),
    read('symbol'),
    read('name'),
  ])) as [bigint, number, string, string]
  return { balance, decimals, symbol, name }
}

describe('evmAdapter.getWalletBalances (SPEC §7: the wallet is asked first on EVM)', () => {
  it('asset discovery on: native and ERC-20 balances as core TokenBalances, the quantities on chain', async () => {
    const { usdc, dai, usdt, zero } = suite.devnet.contracts
    const tokens = [usdc, dai, usdt, zero] as Address[]
    const wallet = walletWith({ tokens })
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const network = suite.networks[0]
    const balances = await adapter.getWalletBalances({ address: wallet.address, network })

    const held = []
    for (const token of tokens) {
      const read = await onChain(token, wallet.address)
      if (read.balance === 0n) continue
      held.push({
        name: read.name,
        symbol: read.symbol,
        chainId: 'eip155:31337',
        address: token,
        value: 0,
        price: 0,
        quantity: {
          decimals: String(read.decimals),
          numeric: formatUnits(read.balance, read.decimals),
        },
        iconUrl: '',
      })
    }
    // The fixture account holds the stablecoins (else this test proves nothing).
    expect(held.map((t) => t.symbol)).toEqual(expect.arrayContaining(['USDC', 'DAI', 'USDT']))
    const native = await publicClient().getBalance({ address: wallet.address })
    expect(balances).toEqual([
      {
        name: network.nativeCurrency.name,
        symbol: network.nativeCurrency.symbol,
        chainId: 'eip155:31337',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: formatUnits(native, 18) },
        iconUrl: '',
      },
      ...held,
    ])
    const getAssets = wallet.requests.find((r) => r.method === 'wallet_getAssets')
    expect(getAssets?.params).toEqual([{ account: wallet.address, chainFilter: ['0x7a69'] }])
  })

  it('asset discovery off: undefined (core asks the data API), and wallet_getAssets is never sent', async () => {
    const wallet = walletWith(undefined)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const network = suite.networks[1]
    expect(await adapter.getWalletBalances({ address: wallet.address, network })).toBeUndefined()
    expect(wallet.requests.some((r) => r.method === 'wallet_getCapabilities')).toBe(true)
    expect(wallet.requests.some((r) => r.method === 'wallet_getAssets')).toBe(false)
  })

  it('asks the wallet for its capabilities once per connection, not on every balance read', async () => {
    const wallet = walletWith({ tokens: [suite.devnet.contracts.usdc as Address] })
    pageWith(wallet)
    const adapter = await makeAdapter()
    const network = suite.networks[0]
    const asked = () => wallet.requests.filter((r) => r.method === 'wallet_getCapabilities').length
    const assetReads = () => wallet.requests.filter((r) => r.method === 'wallet_getAssets').length

    await adapter.connect({ connectorId: 'injected' })
    const atConnect = asked()
    for (let read = 0; read < 3; read++)
      expect(await adapter.getWalletBalances({ address: wallet.address, network })).toBeDefined()
    // Each read asks for the assets (the balances change), the capabilities only the first time.
    expect(assetReads()).toBe(3)
    expect(asked() - atConnect).toBe(1)

    // A new connection asks again.
    await adapter.disconnect()
    await adapter.connect({ connectorId: 'injected' })
    const atReconnect = asked()
    await adapter.getWalletBalances({ address: wallet.address, network })
    await adapter.getWalletBalances({ address: wallet.address, network })
    expect(asked() - atReconnect).toBe(1)
  })
})
