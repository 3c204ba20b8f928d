import { evmAdapter } from '@portico/adapter-evm'
import {
  type AdapterContext,
  createMemoryStorage,
  defineNetwork,
  type KitStorage,
  type Network,
  solanaLocalnet,
} from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { type LocalRelay, startLocalRelay } from '@portico/testing'
import { type SolanaChain, startSolanaChain } from '@portico/testing/solana'
import { solanaWalletConnectHandler } from '@portico/testing/solana-wallet'
import { createWalletConnectTestWallet } from '@portico/testing/walletconnect-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaAdapter } from '../solana-adapter.js'

// One kit, two adapters, one WalletConnect session: the EVM and Solana adapters share the kit's
// client through AdapterContext.shared, so one pairing gives both namespaces' accounts, and ending
// the session ends both (SPEC §4).

let chain: SolanaChain
let relay: LocalRelay
let local: Network
// Nothing reads this chain: the wallet answers eip155 accounts from the session.
const evmLocal = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  testnet: true,
})
const EVM_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

beforeAll(async () => {
  ;[chain, relay] = await Promise.all([startSolanaChain(), startLocalRelay()])
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

async function kitWithBothAdapters(storage: KitStorage = createMemoryStorage()) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: EVM_KEY,
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [
      solanaWalletConnectHandler({
        secretKey: chain.accounts[0]!.secretKey,
        rpcUrl: chain.rpcUrl,
        chains: [chain.caip2],
      }),
    ],
  })
  // What createAppKit hands its adapters: one storage and one shared map per kit.
  const kit: Omit<AdapterContext, 'networks'> = {
    storage,
    clock: systemClock,
    warn: () => {},
    shared: new Map(),
  }
  const metadata = { name: 'dapp', description: 'd', url: 'https://dapp.portico.test', icons: [] }
  const evm = evmAdapter({
    networks: [evmLocal],
    // As the lab does: the EVM adapter names its own prefix, the Solana adapter does not.
    walletConnect: {
      projectId: 'test-project',
      relayUrl: relay.url,
      metadata,
      customStoragePrefix: 'portico-lab-dapp',
    },
    target: new EventTarget(),
  }).create({ ...kit, networks: [evmLocal] })
  const sol = solanaAdapter({
    target: new EventTarget(),
    walletConnect: { projectId: 'test-project', relayUrl: relay.url, metadata },
  }).create({ ...kit, networks: [local] })
  await Promise.all([evm.setup(), sol.setup()])
  return { wallet, evm, sol }
}

describe('one WalletConnect session for eip155 and solana', () => {
  it('pairs once through the Solana adapter; the EVM adapter connects on the same session; ending it ends both', async () => {
    const { wallet, evm, sol } = await kitWithBothAdapters()
    try {
      const uri = new Promise<string>((resolve) => sol.on('displayUri', (e) => resolve(e.uri)))
      const connecting = sol.connect({ connectorId: 'walletConnect', network: local })
      await wallet.pair(await uri)
      const solana = await connecting
      expect(solana.address).toBe(chain.accounts[0]!.address)

      // No second pairing: the EVM adapter finds its accounts in the same session.
      let paired = false
      evm.on('displayUri', () => {
        paired = true
      })
      const eip155 = await evm.connect({ connectorId: 'walletConnect', network: evmLocal })
      expect(eip155.address.toLowerCase()).toBe(wallet.address.toLowerCase())
      expect(paired).toBe(false)
      expect(wallet.sessions()).toHaveLength(1)
      expect(Object.keys(wallet.sessions()[0]!.namespaces).sort()).toEqual(['eip155', 'solana'])
      expect(evm.getProvider()).toBe(sol.getProvider())

      const solanaEnded = new Promise<string[]>((resolve) =>
        sol.on('accountsChanged', ({ accounts }) => resolve(accounts)),
      )
      const evmEnded = new Promise<void>((resolve) => {
        evm.on('disconnect', () => resolve())
        evm.on('accountsChanged', ({ accounts }) => accounts.length === 0 && resolve())
      })
      await wallet.disconnect()
      expect(await solanaEnded).toEqual([])
      await evmEnded
    } finally {
      await sol.destroy()
      await evm.destroy()
      await wallet.stop()
    }
  })

  it('pairs once through the EVM adapter; the Solana adapter connects on the same session', async () => {
    const { wallet, evm, sol } = await kitWithBothAdapters()
    try {
      const uri = new Promise<string>((resolve) => evm.on('displayUri', (e) => resolve(e.uri)))
      const connecting = evm.connect({ connectorId: 'walletConnect', network: evmLocal })
      await wallet.pair(await uri)
      await connecting
      let paired = false
      sol.on('displayUri', () => {
        paired = true
      })
      const solana = await sol.connect({ connectorId: 'walletConnect', network: local })
      expect(solana.address).toBe(chain.accounts[0]!.address)
      expect(paired).toBe(false)
      expect(wallet.sessions()).toHaveLength(1)
      // A dapp-side disconnect of one namespace ends the one session (the wallet drops it); core
      // then disconnects the other namespace on it too (same WALLET_CONNECT type), which is quiet.
      const walletEnded = new Promise<void>((resolve) =>
        wallet.client.on('session_delete', () => resolve()),
      )
      await sol.disconnect()
      await walletEnded
      expect(wallet.sessions()).toHaveLength(0)
      await evm.disconnect()
    } finally {
      await sol.destroy()
      await evm.destroy()
      await wallet.stop()
    }
  })

  it('a reload restores the one session whichever adapter creates the client', async () => {
    const storage = createMemoryStorage()
    const first = await kitWithBothAdapters(storage)
    const { wallet } = first
    try {
      // The Solana adapter creates the client and pairs...
      const uri = new Promise<string>((resolve) =>
        first.sol.on('displayUri', (e) => resolve(e.uri)),
      )
      const connecting = first.sol.connect({ connectorId: 'walletConnect', network: local })
      await wallet.pair(await uri)
      await connecting
    } finally {
      await first.sol.destroy()
      await first.evm.destroy()
    }
    // ...after the reload the EVM adapter restores first and creates it: same session.
    const { evm, sol, wallet: unused } = await kitWithBothAdapters(storage)
    try {
      const restored = await evm.reconnect({ connectorId: 'walletConnect', network: evmLocal })
      expect(restored?.address.toLowerCase()).toBe(wallet.address.toLowerCase())
      const solana = await sol.reconnect({ connectorId: 'walletConnect', network: local })
      expect(solana?.address).toBe(chain.accounts[0]!.address)
    } finally {
      await sol.destroy()
      await evm.destroy()
      await unused.stop()
      await wallet.stop()
    }
  })
})
