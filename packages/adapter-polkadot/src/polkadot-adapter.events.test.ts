import {
  ChainNotSupportedError,
  defineNetwork,
  type Network,
  PolkadotAddress,
  ValidationError,
} from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext, injectExtensions } from './local-chain.test-helper.js'
import { polkadotAdapter } from './polkadot-adapter.js'
import type { PolkadotAdapter } from './polkadot-adapter-types.js'
import { InvalidSignatureError } from './signing/sign-message.js'

// No chain needed: accounts, events, network switch and signature checks are extension-side.
const network = (id: string, ss58Prefix: number, name: string): Network =>
  ({
    ...defineNetwork({
      id,
      chainNamespace: 'polkadot',
      name,
      nativeCurrency: { name, symbol: 'UNIT', decimals: 12 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'], webSocket: ['ws://127.0.0.1:1'] } },
    }),
    ss58Prefix,
  }) as Network
const first = network('11111111111111111111111111111111', 2, 'One')
const second = network('22222222222222222222222222222222', 0, 'Two')

const adapters: PolkadotAdapter[] = []
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
})

function create(
  window: object,
  networks: readonly Network[] = [first, second],
  ownNetworks?: readonly Network[],
) {
  const adapter = polkadotAdapter({
    target: window,
    appName: 'tests',
    ...(ownNetworks ? { networks: ownNetworks } : {}),
  }).create(adapterContext(networks))
  adapters.push(adapter)
  return adapter
}

describe('polkadotAdapter events and networks', () => {
  it('follows accounts.subscribe: a new list reaches core as accountsChanged, empty disconnects', async () => {
    const { window, extension } = await injectExtensions()
    const adapter = create(window)
    await adapter.connect({ connectorId: 'portico-test' })
    const changes: string[][] = []
    adapter.on('accountsChanged', ({ accounts }) => changes.push(accounts))
    await extension.setAccounts([{ uri: '//Bob', name: 'Bob' }])
    await vi.waitFor(() => expect(changes).toHaveLength(1))
    expect(adapter.getAccounts().map((a) => [a.name, a.active])).toEqual([['Bob', true]])
    await extension.setAccounts([])
    await vi.waitFor(() => expect(changes.at(-1)).toEqual([]))
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('refuses every address until its first connection brings the SS58 codec, then checks them', async () => {
    const { window } = await injectExtensions()
    const { address } = await create(window).connect({ connectorId: 'portico-test' })
    const fresh = create(window)
    // The codec (blake2b checksum) is not in yet: nothing is accepted unchecked.
    expect(fresh.validateAddress(address)).toBe(false)
    const connection = await fresh.connect({ connectorId: 'portico-test' })
    expect(connection.address).toBe(address)
    expect(fresh.validateAddress(address)).toBe(true)
    // One character off: the SS58 checksum refuses it.
    const last = address.at(-1) === 'A' ? 'B' : 'A'
    expect(fresh.validateAddress(`${address.slice(0, -1)}${last}`)).toBe(false)
  })

  it('keeps the chosen account first when the list changes', async () => {
    const { window, extension } = await injectExtensions()
    const adapter = create(window)
    const connection = await adapter.connect({ connectorId: 'portico-test' })
    const bob = connection.accounts[1]!.address
    adapter.selectAccount({ address: bob })
    const changes: string[][] = []
    adapter.on('accountsChanged', ({ accounts }) => changes.push(accounts))
    await extension.setAccounts([
      { uri: '//Charlie', name: 'Charlie' },
      { uri: '//Bob', name: 'Bob' },
    ])
    await vi.waitFor(() => expect(changes).toHaveLength(1))
    expect(changes[0]?.[0]).toBe(bob)
  })

  it('re-encodes the accounts for the new prefix on switchNetwork and reports the chain', async () => {
    const { window } = await injectExtensions()
    const adapter = create(window)
    const connection = await adapter.connect({ connectorId: 'portico-test' })
    expect(adapter.validateAddress(connection.address)).toBe(true)
    const events: unknown[] = []
    adapter.on('accountsChanged', (payload) => events.push(payload))
    adapter.on('chainChanged', (payload) => events.push(payload))
    await adapter.switchNetwork(second)
    const alice = PolkadotAddress.reencode(connection.address, 0)!
    const names = connection.accounts.map((entry) => entry.name)
    expect(names.filter(Boolean).length).toBeGreaterThan(0)
    expect(events).toEqual([
      {
        accounts: expect.arrayContaining([alice]),
        // the names travel with the re-encoded addresses, so the picker keeps them
        entries: expect.arrayContaining([expect.objectContaining({ address: alice })]),
      },
      { chainId: second.id },
    ])
    const [change] = events as { entries: { name?: string }[] }[]
    expect(change?.entries.map((entry) => entry.name).sort()).toEqual([...names].sort())
    expect(adapter.validateAddress(alice)).toBe(true)
    // per prefix: the first network's form is refused on the second
    expect(adapter.validateAddress(connection.address)).toBe(false)
    await expect(
      adapter.switchNetwork(network('33333333333333333333333333333333', 5, 'Three')),
    ).rejects.toThrow('Chain is not supported')
  })

  it("acts on its own networks option, else on the kit's polkadot networks", async () => {
    const { window } = await injectExtensions()
    const own = create(window, [first, second], [second])
    const connection = await own.connect({ connectorId: 'portico-test' })
    expect(connection.chainId).toBe(second.id)
    await expect(own.switchNetwork(first)).rejects.toBeInstanceOf(ChainNotSupportedError)
    // A list without a polkadot network is no list: the kit's networks apply.
    const evmOnly = { ...first, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' } as Network
    const kits = create(window, [first, second], [evmOnly])
    expect((await kits.connect({ connectorId: 'portico-test' })).chainId).toBe(first.id)
  })

  it('reconnects silently by calling only that extension again; undefined when it is gone', async () => {
    const { window, extension, bystander } = await injectExtensions()
    const adapter = create(window)
    const restored = await adapter.reconnect({ connectorId: 'portico-test' })
    expect(restored?.accounts).toHaveLength(4)
    expect(extension.enabledOrigins).toEqual(['tests'])
    expect(bystander.enabledOrigins).toEqual([])
    expect(await create(window).reconnect({ connectorId: 'gone' })).toBeUndefined()
    extension.setMode('reject')
    expect(await create(window).reconnect({ connectorId: 'portico-test' })).toBeUndefined()
  })

  it('refuses a signature that does not verify for the account', async () => {
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    const liar = {
      enable: async () => ({
        accounts: { get: async () => [{ address: alice, name: 'Alice' }] },
        signer: { signRaw: async () => ({ id: 1, signature: `0x${'ab'.repeat(64)}` }) },
      }),
    }
    const adapter = create({ injectedWeb3: { liar } })
    const connection = await adapter.connect({ connectorId: 'liar' })
    await expect(
      adapter.signMessage({ message: 'hi', address: connection.address }),
    ).rejects.toBeInstanceOf(InvalidSignatureError)
  })

  it('an extension with no Substrate account refuses the connection', async () => {
    const empty = {
      enable: async () => ({ accounts: { get: async () => [] }, signer: {} }),
    }
    await expect(
      create({ injectedWeb3: { empty } }).connect({ connectorId: 'empty' }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('an extension answering accounts.get with garbage refuses the connection as "Invalid input", not as the user\'s refusal', async () => {
    // The lab's fault cell (faults-families.test.ts): the user approved, the wallet sent garbage.
    for (const answer of ['garbage', [{ address: 42 }], [null, { address: 'not-an-address' }]]) {
      const garbled = {
        enable: async () => ({ accounts: { get: async () => answer }, signer: {} }),
      }
      const error = await create({ injectedWeb3: { garbled } })
        .connect({ connectorId: 'garbled' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ message: 'Invalid input' })
    }
  })
})

describe('polkadotAdapter start-up', () => {
  it('waits for the page to load before reading injectedWeb3, then reports the late extension', async () => {
    const listeners = new Set<() => void>()
    const document = {
      readyState: 'interactive',
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }
    const window: { injectedWeb3?: object; document: typeof document } = { document }
    const adapter = create(window)
    const reported: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => reported.push(connectors.map((c) => c.id)))
    const setup = adapter.setup()
    // The instance's code downloads with setup(); it waits for the page once it is in.
    await vi.waitFor(() => expect(listeners.size).toBe(1))
    const { extension } = await injectExtensions()
    extension.inject(window as never)
    document.readyState = 'complete'
    for (const fn of [...listeners]) fn()
    await setup
    expect(reported).toEqual([['portico-test']])
  })
})
