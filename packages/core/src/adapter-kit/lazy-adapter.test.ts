import { describe, expect, it } from 'vitest'
import type { AdapterContext, ChainAdapter } from '../adapter/chain-adapter.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { solana } from '../networks/solana-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { manualClock } from '../testing/manual-clock.js'
import { type MockAdapter, mockAdapter } from '../testing/mock-adapter.js'
import { lazyAdapter } from './lazy-adapter.js'

// The stand-in core's adapters are created as, around core's mock adapter as the instance whose
// code downloads: core must not be able to tell the two apart, and nothing downloads with the page.

const ALICE = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const context = (): AdapterContext => ({
  storage: createMemoryStorage(),
  clock: manualClock().clock,
  networks: [solana],
  warn: () => {},
})

const DEFERRED = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'estimateGas',
  'getBalance',
  'getCapabilities',
  'request',
] as const

/** A stand-in for a solana mock instance, with the downloads it started and the instance. */
function standIn(options: { failFirstLoad?: boolean } = {}) {
  const definition = mockAdapter({ namespace: 'solana', accounts: [ALICE] })
  let loads = 0
  let setups = 0
  const created: MockAdapter[] = []
  const adapter = lazyAdapter<ChainAdapter, (typeof DEFERRED)[number], 'selectAccount'>({
    namespace: 'solana',
    capabilities: {
      tokens: true,
      nfts: false,
      names: false,
      swaps: false,
      feeModel: 'fee',
      sendFailedText: 'solanaSendFailed',
    },
    setupOnInterest: true,
    deferred: DEFERRED,
    before: { selectAccount: () => {} },
    async load() {
      loads += 1
      if (options.failFirstLoad && loads === 1) throw new TypeError('Failed to fetch')
      const instance = definition.create(context())
      const setup = instance.setup.bind(instance)
      instance.setup = () => {
        setups += 1
        return setup()
      }
      created.push(instance)
      return instance
    },
  })
  return {
    adapter,
    definition,
    created,
    loads: () => loads,
    setups: () => setups,
  }
}

describe('lazyAdapter', () => {
  it('downloads nothing until it is set up or used, and answers as an instance not set up yet', () => {
    const { adapter, loads } = standIn()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.capabilities.feeModel).toBe('fee')
    expect(adapter.setupOnInterest).toBe(true)
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    // Nothing a wallet reported exists yet: an address asked about is refused, never waved through.
    expect(adapter.validateAddress(ALICE)).toBe(false)
    expect(adapter.selectAccount?.({ address: ALICE })).toBeUndefined()
    expect(loads()).toBe(0)
  })

  it('setup() downloads the instance once and sets it up; its members answer from then on', async () => {
    const { adapter, created, loads, setups } = standIn()
    const [, connection] = await Promise.all([
      adapter.setup(),
      adapter.connect({ connectorId: 'mock' }),
    ])
    expect(connection.address).toBe(ALICE)
    expect(loads()).toBe(1)
    expect(setups()).toBe(1)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['mock'])
    expect(adapter.validateAddress(ALICE)).toBe(true)
    adapter.selectAccount?.({ address: ALICE })
    expect(created[0]?.mock.state.selectedAccounts).toEqual([ALICE])
    // The mock's provider is a new EIP-1193 object on each call.
    expect(adapter.getProvider()).toEqual({ request: expect.any(Function) })
  })

  it('a deferred call before setup waits for the code and is the instance’s own call, errors included', async () => {
    const { adapter, definition, created } = standIn()
    definition.mock.setFeatures({ connectError: true })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(created).toHaveLength(1)
    expect(created[0]?.mock.state.connectCalls).toBe(1)
  })

  it('hands listeners added before the download to the instance, and drops the ones taken back', async () => {
    const { adapter, definition } = standIn()
    const kept: string[][] = []
    const dropped: string[][] = []
    adapter.on('accountsChanged', ({ accounts }) => kept.push(accounts))
    const off = adapter.on('accountsChanged', ({ accounts }) => dropped.push(accounts))
    off()
    await adapter.setup()
    definition.mock.emitAccountsChanged([ALICE])
    const late: string[][] = []
    const offLate = adapter.on('accountsChanged', ({ accounts }) => late.push(accounts))
    definition.mock.emitAccountsChanged([])
    offLate()
    definition.mock.emitAccountsChanged([ALICE])
    expect(kept).toEqual([[ALICE], [], [ALICE]])
    expect(dropped).toEqual([])
    expect(late).toEqual([[]])
  })

  it('a failed download reaches its caller and the next call downloads again', async () => {
    const { adapter, loads } = standIn({ failFirstLoad: true })
    await expect(adapter.setup()).rejects.toThrow('Failed to fetch')
    expect(adapter.getConnectors()).toEqual([])
    await adapter.setup()
    expect(loads()).toBe(2)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['mock'])
  })

  it('destroyed while its code downloads, it never sets up and its instance is destroyed', async () => {
    const { adapter, created, setups } = standIn()
    // A call starts the download; setup() waits for it.
    const restoring = adapter.reconnect({ connectorId: 'mock' }).catch(() => undefined)
    const setup = adapter.setup()
    await adapter.destroy()
    await setup
    await restoring
    expect(setups()).toBe(0)
    expect(created).toHaveLength(1)
    expect(created[0]?.mock.state.destroyed).toBe(true)
  })

  it('destroyed before its code downloads, it never downloads it', async () => {
    const { adapter, loads } = standIn()
    const setup = adapter.setup()
    await adapter.destroy()
    await setup
    expect(loads()).toBe(0)
    expect(adapter.getConnectors()).toEqual([])
  })

  it('refuses, as a type error, a plan that leaves out one of the instance’s required members', () => {
    const plan = {
      namespace: 'solana' as const,
      capabilities: {
        tokens: false,
        nfts: false,
        names: false,
        swaps: false,
        feeModel: 'fee',
        sendFailedText: 'somethingWentWrong',
      },
      setupOnInterest: true,
      load: async (): Promise<ChainAdapter> => mockAdapter({ accounts: [] }).create(context()),
    } as const
    // @ts-expect-error signMessage (and the other acting methods) are neither deferred nor answered
    lazyAdapter<ChainAdapter, 'connect' | 'reconnect' | 'disconnect'>({
      ...plan,
      deferred: ['connect', 'reconnect', 'disconnect'],
    })
    expect(plan.setupOnInterest).toBe(true)
  })
})
