import {
  ChainNotSupportedError,
  type Network,
  UnauthorizedError,
  UserRejectedRequestError,
} from '@portico/core'
import { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { errorToast } from './errors/error-toast.test-helper.js'

const suite = useAdapterSuite()
const { walletFor, pageWith, makeAdapter } = suite
const recipient = (): Address => suite.devnet.accounts[3]!.address

describe('evmAdapter: networks', () => {
  it('switches between the two devnet chains (wallet_switchEthereumChain)', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected', network: suite.networks[0] })
    const changes: (number | string)[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(chainId))
    await adapter.switchNetwork(suite.networks[1])
    expect(wallet.chainId).toBe(31338)
    await adapter.switchNetwork(suite.networks[0])
    expect(wallet.chainId).toBe(31337)
    expect(changes).toEqual([31338, 31337])
    expect(wallet.requests.filter((r) => r.method === 'wallet_addEthereumChain')).toHaveLength(0)
  })

  it('adds the chain when the wallet does not know it (4902, then wallet_addEthereumChain)', async () => {
    const wallet = walletFor(1, { chains: [31337] })
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    await adapter.switchNetwork(suite.networks[1])
    const methods = wallet.requests.map((r) => r.method)
    expect(methods).toContain('wallet_addEthereumChain')
    const added = wallet.requests.find((r) => r.method === 'wallet_addEthereumChain')
    expect(
      (added?.params as [{ chainId: string; rpcUrls: string[] }] | undefined)?.[0],
    ).toMatchObject({
      chainId: '0x7a6a',
      rpcUrls: [suite.devnet.chains[1]!.rpcUrl],
    })
    expect(wallet.chainId).toBe(31338)
    // The wallet really moved: a balance read through the wallet is on chain B.
    expect(await adapter.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('reports a wallet moving to a chain the app did not request', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter({ networks: [suite.networks[0]] })
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
      adapter.signMessage({ message: 'x', address: suite.devnet.accounts[5]!.address }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
  })

  it('refuses a network outside the configured ones', async () => {
    pageWith(walletFor(1))
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const unknown = { ...suite.networks[0], id: 999, caipNetworkId: 'eip155:999' } as Network
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
    expect(error.message).toBe('The wallet did not answer. Open your wallet and try again.')
    expect(error.part).toBe('wallet')
    expect(error.method).toBe('personal_sign')
  })

  it('a hanging wallet times out a raw request too', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter({ requestTimeout: 300 })
    await adapter.connect({ connectorId: 'injected' })
    wallet.setMode('hang')
    const error = await adapter
      .request({ method: 'personal_sign', params: ['0x78', wallet.address] })
      .catch((e) => e)
    expect(error).toBeInstanceOf(WalletRequestTimeoutError)
    expect(error).toMatchObject({ method: 'personal_sign' })
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
