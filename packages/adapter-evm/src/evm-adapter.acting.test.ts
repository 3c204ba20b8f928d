import { type Address, erc20Abi, type Hex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { closedPort } from './devnet.test-helper.js'

const suite = useAdapterSuite()
const { walletFor, pageWith, makeAdapter, publicClient } = suite
const recipient = (): Address => suite.devnet.accounts[3]!.address

describe('evmAdapter: connect, sign and send on a real chain', () => {
  it('connects through the injected wallet (window.ethereum)', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    const connection = await adapter.connect({
      connectorId: 'injected',
      network: suite.networks[0],
    })
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
    const before = await adapter.getBalance({ address: recipient(), network: suite.networks[0] })
    expect(before).toMatchObject({ symbol: 'ETH', decimals: 18 })
    const value = parseEther('1.5')
    const gas = await adapter.estimateGas({ from: wallet.address, to: recipient(), value })
    expect(gas).toBe(21_000n)
    const hash = await adapter.sendTransaction({ to: recipient(), value })
    const receipt = await publicClient().waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    const sent = wallet.requests.find((r) => r.method === 'eth_sendTransaction')
    expect((sent?.params as [{ gasPrice?: string }] | undefined)?.[0]?.gasPrice).toMatch(/^0x/)
    const after = await adapter.getBalance({ address: recipient(), network: suite.networks[0] })
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
      const tokenAddress = suite.devnet.contracts[token] as Address
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
      rpcUrls: {
        31337: [dead, suite.devnet.chains[0]!.rpcUrl],
        31338: [dead, suite.devnet.chains[1]!.rpcUrl],
      },
    })
    const balance = await adapter.getBalance({
      address: suite.devnet.accounts[0]!.address,
      network: suite.networks[1],
    })
    expect(Number(balance.balance)).toBeGreaterThan(0)
    const gas = await adapter.estimateGas({
      from: suite.devnet.accounts[0]!.address,
      to: recipient(),
      value: 1n,
    })
    expect(gas).toBe(21_000n)
  })

  it('ENS lookups fail cleanly on a devnet (null, no throw)', async () => {
    const adapter = await makeAdapter()
    expect(await adapter.getEnsName({ address: suite.devnet.accounts[0]!.address })).toBeNull()
    expect(await adapter.getEnsAvatar({ name: 'vitalik.eth' })).toBeNull()
    expect(await adapter.getEnsName({ address: 'not-an-address' })).toBeNull()
  })
})
