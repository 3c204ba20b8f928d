import { randomUUID } from 'node:crypto'
import { verifySolanaMessage } from '@portico/verify/solana'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { type LocalRelay, startLocalRelay } from '../walletconnect/local-relay.js'
import { createMemoryKeyValueStorage } from '../walletconnect/memory-key-value-storage.js'
import {
  createWalletConnectTestWallet,
  stopSignClient,
} from '../walletconnect/walletconnect-test-wallet.js'
import { solanaWalletConnectHandler } from './solana-walletconnect-handler.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let devnet: Devnet
let relay: LocalRelay
let chain: SolanaChain

beforeAll(async () => {
  ;[devnet, relay, chain] = await Promise.all([
    startDevnet(),
    startLocalRelay(),
    startSolanaChain(),
  ])
}, 30_000)

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
  await chain?.stop()
})

it('answers eip155 and solana in one WalletConnect session with a UniversalProvider dapp', async () => {
  const solanaAccount = chain.accounts[2]!
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: devnet.accounts[7]!.privateKey,
    rpcUrls: { [devnet.chains[0].chainId]: devnet.chains[0].rpcUrl },
    chainIds: [devnet.chains[0].chainId],
    namespaces: [
      solanaWalletConnectHandler({
        secretKey: solanaAccount.secretKey,
        rpcUrl: chain.rpcUrl,
        chains: [chain.caip2],
      }),
    ],
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
          chains: [`eip155:${devnet.chains[0].chainId}`],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          rpcMap: { [devnet.chains[0].chainId]: devnet.chains[0].rpcUrl },
        },
        solana: {
          chains: [chain.caip2],
          methods: [
            'solana_signMessage',
            'solana_signTransaction',
            'solana_signAndSendTransaction',
            'solana_getAccounts',
          ],
          events: [],
          rpcMap: { [chain.caip2.slice('solana:'.length)]: chain.rpcUrl },
        },
      },
    })
    await paired
    expect(session?.namespaces.solana?.accounts).toEqual([
      `${chain.caip2}:${solanaAccount.address}`,
    ])
    expect(session?.namespaces.eip155?.accounts).toEqual([
      `eip155:${devnet.chains[0].chainId}:${wallet.address}`,
    ])

    const accounts = await provider.request(
      { method: 'solana_getAccounts', params: {} },
      chain.caip2,
    )
    expect(accounts).toEqual([{ pubkey: solanaAccount.address }])

    const message = new TextEncoder().encode('portico over walletconnect')
    const { signature } = (await provider.request(
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: solanaAccount.address },
      },
      chain.caip2,
    )) as { signature: string }
    expect(verifySolanaMessage({ address: solanaAccount.address, message, signature })).toBe(true)

    const evmSignature = (await provider.request(
      { method: 'personal_sign', params: [stringToHex('both'), wallet.address] },
      `eip155:${devnet.chains[0].chainId}`,
    )) as Hex
    expect(
      await verifyMessage({ address: wallet.address, message: 'both', signature: evmSignature }),
    ).toBe(true)

    const rpc = createSolanaRpc(chain.rpcUrl)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const receiver = chain.accounts[3]!.address
    const transaction = getTransactionEncoder().encode(
      compileTransaction(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(address(solanaAccount.address), m),
          (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
          (m) =>
            appendTransactionMessageInstruction(
              getTransferSolInstruction({
                source: createNoopSigner(address(solanaAccount.address)),
                destination: address(receiver),
                amount: lamports(42_000_000n),
              }),
              m,
            ),
        ),
      ),
    )
    const before = (await rpc.getBalance(address(receiver)).send()).value
    const signed = (await provider.request(
      {
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(new Uint8Array(transaction)) },
      },
      chain.caip2,
    )) as { signature: string; transaction: string }
    expect(base58.decode(signed.signature)).toHaveLength(64)
    const sent = (await provider.request(
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64.encode(new Uint8Array(transaction)),
          sendOptions: { skipPreflight: false },
        },
      },
      chain.caip2,
    )) as { signature: string }
    expect(sent.signature).toBe(signed.signature)
    expect((await rpc.getBalance(address(receiver)).send()).value).toBe(before + 42_000_000n)

    wallet.setMode('reject')
    await expect(
      provider.request(
        {
          method: 'solana_signMessage',
          params: { message: base58.encode(message), pubkey: solanaAccount.address },
        },
        chain.caip2,
      ),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests.map((r) => r.method)).toContain('solana_signAndSendTransaction')
  } finally {
    await stopSignClient(provider.client, prefix)
    await wallet.stop()
  }
}, 60_000)
