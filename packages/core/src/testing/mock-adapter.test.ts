import { describe, expect, it } from 'vitest'
import { ChainNotSupportedError } from '../errors/adapter-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { systemClock } from '../lifecycle/clock.js'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from './mock-adapter.js'
import { ALICE, BOB } from './test-accounts.js'

function setUp(parameters: Parameters<typeof mockAdapter>[0]) {
  const adapter = mockAdapter(parameters).create({
    storage: createMemoryStorage(),
    clock: systemClock,
    networks: [mainnet, optimism],
    warn: () => {},
  })
  adapter.setup()
  return adapter
}

describe('mockAdapter', () => {
  it('offers one installed injected connector by default and starts on the first network', () => {
    const adapter = setUp({ accounts: [ALICE] })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([
      { id: 'mock', name: 'Mock Wallet', type: 'INJECTED', chain: 'eip155', installed: true },
    ])
    expect(adapter.mock.state.chainId).toBe(1)
  })

  it('connect keeps real state; the requested network moves the wallet', async () => {
    const adapter = setUp({ accounts: [ALICE, BOB] })
    const connection = await adapter.connect({ connectorId: 'mock', network: optimism })
    expect(connection).toMatchObject({ address: ALICE, chainId: 10, connectorId: 'mock' })
    expect(connection.accounts.map((a) => a.address)).toEqual([ALICE, BOB])
    expect(adapter.mock.state.connected).toBe(true)
    expect(adapter.getProvider()).toBeDefined()
    await adapter.disconnect()
    expect(adapter.mock.state.connected).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('failure switches: true rejects with 4001, an Error is thrown as is, and they can be flipped', async () => {
    const adapter = setUp({ accounts: [ALICE], features: { connectError: true } })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    adapter.mock.setFeatures({ connectError: false, signMessageError: new Error('locked') })
    await adapter.connect({ connectorId: 'mock' })
    await expect(adapter.signMessage({ message: 'm', address: ALICE })).rejects.toThrow('locked')
  })

  it('an unknown connector id: connect rejects, reconnect restores nothing', async () => {
    const adapter = setUp({ accounts: [ALICE] })
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toThrow(
      'Adapter or connector not found for namespace',
    )
    expect(await adapter.reconnect({ connectorId: 'nope' })).toBeUndefined()
  })

  it('reconnect restores unless told the wallet forgot us', async () => {
    const adapter = setUp({ accounts: [ALICE] })
    expect(await adapter.reconnect({ connectorId: 'mock' })).toMatchObject({ address: ALICE })
    adapter.mock.setFeatures({ reconnect: false })
    expect(await adapter.reconnect({ connectorId: 'mock' })).toBeUndefined()
  })

  it('signatures are deterministic per address and message (a mock, not cryptographic)', async () => {
    const adapter = setUp({ accounts: [ALICE, BOB] })
    const a = await adapter.signMessage({ message: 'hi', address: ALICE })
    expect(await adapter.signMessage({ message: 'hi', address: ALICE })).toBe(a)
    expect(await adapter.signMessage({ message: 'hi', address: BOB })).not.toBe(a)
    expect(await adapter.signMessage({ message: 'ho', address: ALICE })).not.toBe(a)
    expect(a).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('switchNetwork moves the wallet and emits chainChanged; unknown chains are "Chain is not supported"', async () => {
    const adapter = setUp({ accounts: [ALICE] })
    const seen: (number | string)[] = []
    adapter.on('chainChanged', ({ chainId }) => seen.push(chainId))
    await adapter.switchNetwork(optimism)
    expect(seen).toEqual([10])
    await expect(adapter.switchNetwork(polygon)).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('wallet-side events reach listeners until they unsubscribe', () => {
    const adapter = setUp({ accounts: [ALICE] })
    const accounts: string[][] = []
    const off = adapter.on('accountsChanged', (e) => accounts.push(e.accounts))
    let disconnects = 0
    adapter.on('disconnect', () => disconnects++)
    adapter.mock.emitAccountsChanged([BOB])
    off()
    adapter.mock.emitAccountsChanged([ALICE])
    adapter.mock.emitDisconnect()
    expect(accounts).toEqual([[BOB]])
    expect(disconnects).toBe(1)
  })

  it('records sent transactions, balances and requests', async () => {
    const adapter = setUp({ accounts: [ALICE], balance: { [ALICE]: '4.2' } })
    const hash = await adapter.sendTransaction({ to: BOB, value: 5n })
    expect(adapter.mock.state.sentTransactions).toEqual([{ to: BOB, value: 5n, hash }])
    expect(await adapter.getBalance({ address: ALICE, network: mainnet })).toEqual({
      balance: '4.2',
      symbol: 'ETH',
      decimals: 18,
    })
    expect(await adapter.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await adapter.request({ method: 'eth_accounts' })).toEqual([ALICE])
    expect(adapter.mock.state.requests.map((r) => r.method)).toEqual([
      'eth_chainId',
      'eth_accounts',
    ])
  })
})
