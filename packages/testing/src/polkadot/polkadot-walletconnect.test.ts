import '@polkadot/api-augment'
import { randomUUID } from 'node:crypto'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { stringToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { verifyPolkadotMessage } from '@portico/verify/polkadot'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type LocalRelay, startLocalRelay } from '../walletconnect/local-relay.js'
import { createMemoryKeyValueStorage } from '../walletconnect/memory-key-value-storage.js'
import {
  createWalletConnectTestWallet,
  stopSignClient,
} from '../walletconnect/walletconnect-test-wallet.js'
import { leasePolkadotChain } from './polkadot-chain-lease.js'
import { polkadotWalletConnectHandler } from './polkadot-walletconnect-handler.js'
import { sendInBlock } from './send-in-block.js'
import type { PolkadotChain } from './start-polkadot-chain.js'

let relay: LocalRelay
let chain: PolkadotChain
let api: ApiPromise

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startLocalRelay(), leasePolkadotChain(), cryptoWaitReady()])
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
}, 120_000)

afterAll(async () => {
  await api?.disconnect()
  await relay?.stop()
  await chain?.stop()
})

it('answers polkadot_signMessage and polkadot_signTransaction in a WalletConnect session', async () => {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    // The eip155 side is required by the wallet but never asked for here: no node behind it.
    privateKey: `0x${'11'.repeat(32)}`,
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [await polkadotWalletConnectHandler({ chains: [chain.caip2] })],
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
        polkadot: {
          chains: [chain.caip2],
          methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
          events: [],
          rpcMap: { [chain.caip2.slice('polkadot:'.length)]: chain.httpUrl },
        },
      },
    })
    await paired
    const accounts = session?.namespaces.polkadot?.accounts ?? []
    expect(accounts).toHaveLength(4) // Alice, Bob (sr25519), Alice ed25519, Alice ecdsa
    const alice = accounts[0]!.slice(chain.caip2.length + 1)
    expect(alice).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')

    const { signature } = (await provider.request(
      { method: 'polkadot_signMessage', params: { address: alice, message: stringToHex('wc hi') } },
      chain.caip2,
    )) as { signature: `0x${string}` }
    expect(verifyPolkadotMessage({ address: alice, message: 'wc hi', signature })).toBe(true)

    const signer: Signer = {
      signPayload: async (payload) => {
        const result = (await provider.request(
          {
            method: 'polkadot_signTransaction',
            params: { address: payload.address, transactionPayload: payload },
          },
          chain.caip2,
        )) as { signature: `0x${string}` }
        return { id: 1, signature: result.signature }
      },
    }
    const receiver = chain.accounts[3]!.address
    const before = (await api.query.system.account(receiver)).data.free.toBigInt()
    const result = await sendInBlock(
      api.tx.balances.transferKeepAlive(receiver, 3_000_000n),
      alice,
      {
        signer,
      },
    )
    expect(result.success).toBe(true)
    expect((await api.query.system.account(receiver)).data.free.toBigInt()).toBe(
      before + 3_000_000n,
    )

    await expect(
      provider.request(
        {
          method: 'polkadot_signMessage',
          params: { address: chain.accounts[5]!.address, message: '0x00' },
        },
        chain.caip2,
      ),
    ).rejects.toMatchObject({ code: 4100 })
    wallet.setMode('reject')
    await expect(
      provider.request(
        { method: 'polkadot_signMessage', params: { address: alice, message: '0x00' } },
        chain.caip2,
      ),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
      'polkadot_signMessage',
      'polkadot_signMessage',
    ])
  } finally {
    await stopSignClient(provider.client, prefix)
    await wallet.stop()
  }
}, 60_000)
