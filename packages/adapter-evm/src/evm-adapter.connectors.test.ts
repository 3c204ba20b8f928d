import { type CreateConfigParameters, createConfig, mock, http as wagmiHttp } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { toViemChain } from './networks/to-viem-chain.js'

const suite = useAdapterSuite()
const { walletFor, pageWith, makeAdapter } = suite

/** A wagmi config the app builds itself over the devnet's chains (no storage). */
function appWagmiConfig(
  extra: Pick<CreateConfigParameters, 'connectors' | 'multiInjectedProviderDiscovery'>,
) {
  const chains = suite.networks.map(toViemChain) as [
    ReturnType<typeof toViemChain>,
    ...ReturnType<typeof toViemChain>[],
  ]
  return createConfig({
    chains,
    transports: Object.fromEntries(
      suite.devnet.chains.map((c) => [c.chainId, wagmiHttp(c.rpcUrl)]),
    ),
    storage: null,
    ...extra,
  })
}

describe('evmAdapter: connectors', () => {
  it('offers the injected wallet, announced wallets and WalletConnect', async () => {
    const injectedWallet = walletFor(1)
    const announcedWallet = walletFor(2)
    const win = pageWith(injectedWallet)
    announcedWallet.announce(win)
    const adapter = await makeAdapter({ walletConnect: { projectId: 'test-project' } })
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
      },
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      {
        id: 'dev.portico.testwallet',
        name: 'Portico Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: announcedWallet.info.icon,
        info: { rdns: 'dev.portico.testwallet' },
        installed: true,
      },
    ])
  })

  it('lists a wallet that is both injected and announced once, as announced', async () => {
    const wallet = walletFor(1)
    const win = pageWith(wallet)
    wallet.announce(win)
    const adapter = await makeAdapter()
    expect(adapter.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  it('a late announcement adds a connector and emits connectorsChanged', async () => {
    const win = pageWith(undefined)
    const adapter = await makeAdapter()
    expect(adapter.getConnectors()).toEqual([])
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    walletFor(2).announce(win)
    expect(seen).toEqual([['dev.portico.testwallet']])
  })

  it('does not touch window at import and works with no window (SSR)', async () => {
    const adapter = await makeAdapter()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('keeps a wagmi config the app passes, adding its connectors to it', async () => {
    pageWith(walletFor(1))
    const config = appWagmiConfig({ multiInjectedProviderDiscovery: false })
    const adapter = await makeAdapter({ wagmiConfig: config })
    expect(adapter.getWagmiConfig()).toBe(config)
    expect(config.connectors.map((c) => c.id)).toEqual(['injected'])
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(config.state.status).toBe('connected')
    expect(connection.address).toBe(suite.devnet.accounts[1]!.address)
  })

  it('with a passed config that discovers wallets itself, offers only validated announcements', async () => {
    const win = pageWith(undefined)
    const wallet = walletFor(2)
    wallet.announce(win)
    // A hostile wallet that wagmi's own discovery takes as is (script in the name, bad icon).
    const hostile = {
      info: {
        uuid: 'not-a-uuid',
        name: '<img src=x onerror=alert(1)>',
        icon: 'javascript:1',
        rdns: 'evil',
      },
      provider: walletFor(3).provider,
    }
    const announceHostile = () =>
      win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: hostile }))
    win.addEventListener('eip6963:requestProvider', announceHostile)
    const config = appWagmiConfig({
      connectors: [mock({ accounts: [suite.devnet.accounts[1]!.address] })],
    })
    const adapter = await makeAdapter({ wagmiConfig: config })
    expect(config.connectors.map((c) => c.id)).toContain('evil')
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.name])).toEqual([
      ['mock', 'EXTERNAL', 'Mock Connector'],
      ['dev.portico.testwallet', 'ANNOUNCED', 'Portico Test Wallet'],
    ])
    const connection = await adapter.connect({ connectorId: 'dev.portico.testwallet' })
    expect(connection.address).toBe(wallet.address)
  })
})
