import { type AppKit, createAppKit, createMemoryStorage } from '@portico/core'
import {
  type Config,
  connect,
  createConfig,
  disconnect,
  getAccount,
  switchChain,
  http as wagmiHttp,
} from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { evmAdapter } from './evm-adapter.js'
import type { EvmAdapter } from './evm-adapter-types.js'
import { toViemChain } from './networks/to-viem-chain.js'

// An app on wagmi (its hooks are thin wrappers of these @wagmi/core actions) passes its config
// to the adapter: whichever side acts, both read the same connection, account and chain.
const suite = useAdapterSuite()
const kits: AppKit[] = []

// Registered after the suite's hooks, so it runs first: kits go before the page they used.
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
})

function appWagmiConfig(): Config {
  return createConfig({
    chains: suite.networks.map(toViemChain) as [ReturnType<typeof toViemChain>],
    transports: Object.fromEntries(
      suite.devnet.chains.map((c) => [c.chainId, wagmiHttp(c.rpcUrl)]),
    ),
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
}

async function kitOver(wagmiConfig: Config): Promise<AppKit> {
  const kit = createAppKit({
    adapters: [
      evmAdapter({
        networks: suite.networks,
        walletConnect: false,
        wagmiConfig,
      }),
    ],
    networks: suite.networks,
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  kits.push(kit)
  await kit.ready
  return kit
}

/** What the kit shows, in wagmi's terms, to compare both sides at once. */
function kitSide(kit: AppKit) {
  return {
    status: kit.getConnectionStatus('eip155'),
    address: kit.getAccount('eip155')?.address,
    chainId: kit.getConnectionStatus('eip155') === 'connected' ? kit.getNetwork()?.id : undefined,
  }
}

function wagmiSide(config: Config) {
  const account = getAccount(config)
  return { status: account.status, address: account.address, chainId: account.chainId }
}

describe('an app wagmi config passed to evmAdapter({ wagmiConfig })', () => {
  it('connect, switch and disconnect through wagmi: the kit follows each step', async () => {
    const wallet = suite.walletFor(1)
    suite.pageWith(wallet)
    const config = appWagmiConfig()
    const kit = await kitOver(config)
    const injected = config.connectors.find((c) => c.id === 'injected')
    if (!injected) throw new Error('the adapter did not add its injected connector')

    await connect(config, { connector: injected })
    await vi.waitFor(() => expect(kitSide(kit).status).toBe('connected'))
    expect(kitSide(kit)).toEqual({ status: 'connected', address: wallet.address, chainId: 31337 })
    expect(wagmiSide(config)).toEqual(kitSide(kit))
    expect(kit.getAccount('eip155')?.connectedWalletInfo?.name).toBe('Browser Wallet')

    await switchChain(config, { chainId: 31338 })
    await vi.waitFor(() => expect(kitSide(kit).chainId).toBe(31338))
    expect(wagmiSide(config)).toEqual(kitSide(kit))

    await disconnect(config)
    await vi.waitFor(() => expect(kitSide(kit).status).toBe('disconnected'))
    expect(kitSide(kit).address).toBeUndefined()
    expect(wagmiSide(config).status).toBe('disconnected')
  })

  it('connect, switch and disconnect through the kit: wagmi reads the same at each step', async () => {
    const wallet = suite.walletFor(2)
    suite.pageWith(wallet)
    const config = appWagmiConfig()
    const kit = await kitOver(config)

    await kit.connect({ connectorId: 'injected' })
    expect(wagmiSide(config)).toEqual({
      status: 'connected',
      address: wallet.address,
      chainId: 31337,
    })
    expect(kitSide(kit)).toEqual(wagmiSide(config))

    await kit.switchNetwork(suite.networks[1])
    expect(wagmiSide(config).chainId).toBe(31338)
    expect(kitSide(kit)).toEqual(wagmiSide(config))

    // A change made in the wallet reaches both.
    wallet.setAccount(suite.devnet.accounts[3]!.privateKey)
    await vi.waitFor(() => expect(kitSide(kit).address).toBe(suite.devnet.accounts[3]!.address))
    expect(kitSide(kit)).toEqual(wagmiSide(config))

    await kit.disconnect()
    expect(wagmiSide(config).status).toBe('disconnected')
    expect(kitSide(kit).status).toBe('disconnected')
  })

  it('without a passed config, a connection made outside the kit is not taken', async () => {
    suite.pageWith(suite.walletFor(1))
    const kit = createAppKit({
      adapters: [evmAdapter({ networks: suite.networks, walletConnect: false })],
      networks: suite.networks,
      projectId: 'test',
      storage: createMemoryStorage(),
    })
    kits.push(kit)
    await kit.ready
    // The visitor points at the kit: the EVM adapter, which waits for that interest, sets up.
    await kit.preload()
    const config = (kit.getAdapter('eip155') as EvmAdapter).getWagmiConfig()
    const injected = config?.connectors.find((c) => c.id === 'injected')
    if (!config || !injected) throw new Error('no wagmi config or injected connector')
    await connect(config, { connector: injected })
    expect(getAccount(config).status).toBe('disconnected')
    expect(kitSide(kit).status).toBe('disconnected')
  })
})
