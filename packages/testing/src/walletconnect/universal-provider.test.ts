import { randomUUID } from 'node:crypto'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createPublicClient, type Hex, http, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { type LocalRelay, startLocalRelay } from './local-relay.js'
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js'
import { createWalletConnectTestWallet, stopSignClient } from './walletconnect-test-wallet.js'

let devnet: Devnet
let relay: LocalRelay

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet(), startLocalRelay()])
}, 30_000)

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

// The dapp side the EVM adapter uses: UniversalProvider (what wagmi's WalletConnect connector wraps).
describe('UniversalProvider dapp over the local relay', () => {
  it('connects through display_uri, signs, sends and reads via rpcMap', async () => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: devnet.accounts[8]!.privateKey,
      rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainIds: devnet.chains.map((c) => c.chainId),
    })
    const prefix = `universal-${randomUUID()}`
    const provider = await UniversalProvider.init({
      relayUrl: relay.url,
      customStoragePrefix: prefix,
      storage: createMemoryKeyValueStorage(),
      logger: 'silent',
      metadata: { name: 'dapp', description: 'dapp', url: 'https://dapp.portico.test', icons: [] },
    })
    try {
      const paired = new Promise<void>((resolve, reject) => {
        provider.on('display_uri', (uri: string) => wallet.pair(uri).then(resolve, reject))
      })
      const session = await provider.connect({
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338'],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
            rpcMap: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
          },
        },
      })
      await paired
      expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${wallet.address}`)

      const signature = (await provider.request(
        { method: 'personal_sign', params: [stringToHex('universal'), wallet.address] },
        'eip155:31337',
      )) as Hex
      expect(
        await verifyMessage({ address: wallet.address, message: 'universal', signature }),
      ).toBe(true)

      // Reads go to the devnet through rpcMap, not to a vendor RPC.
      const blockNumber = (await provider.request(
        { method: 'eth_blockNumber', params: [] },
        'eip155:31338',
      )) as Hex
      const devnetClient = createPublicClient({ transport: http(devnet.chains[1].rpcUrl) })
      expect(BigInt(blockNumber)).toBe(await devnetClient.getBlockNumber({ cacheTime: 0 }))

      const hash = (await provider.request(
        {
          method: 'eth_sendTransaction',
          params: [{ from: wallet.address, to: devnet.accounts[9]!.address, value: '0x7' }],
        },
        'eip155:31338',
      )) as Hex
      const receipt = await devnetClient.waitForTransactionReceipt({ hash, pollingInterval: 25 })
      expect(receipt.status).toBe('success')
      await provider.disconnect()
      // The wallet learns of it through the relay: wait (bounded) for its session to go.
      for (let i = 0; i < 100 && wallet.sessions().length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(wallet.sessions()).toEqual([])
    } finally {
      await stopSignClient(provider.client, prefix)
      await wallet.stop()
    }
  }, 60_000)
})
