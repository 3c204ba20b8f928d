import { ed25519 } from '@noble/curves/ed25519.js'
import { UserRejectedRequestError } from '@portico/core'
import { deterministicSolanaKeypair } from '@portico/testing/solana'
import { getBase58Encoder } from '@solana/kit'
import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
} from '@solana/wallet-adapter-base'
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { startAdapter } from './adapter-context.test-helper.js'
import { useLocalChain } from './local-chain.test-helper.js'
import { createLocalWallet } from './local-wallet.test-helper.js'

// A real `@solana/wallet-adapter-base` adapter, as an app's existing list holds (a subclass of
// BaseMessageSignerWalletAdapter signing with a web3.js Keypair), passed to solanaAdapter as is.
class KeypairWalletAdapter extends BaseMessageSignerWalletAdapter {
  name = 'Keypair Wallet' as WalletName<'Keypair Wallet'>
  url = 'https://example.com'
  icon = 'data:image/svg+xml;base64,PHN2Zy8+'
  readyState = WalletReadyState.Installed
  supportedTransactionVersions = new Set(['legacy', 0] as const)
  connecting = false
  publicKey: PublicKey | null = null
  rejecting = false
  readonly #keypair: Keypair

  constructor(secretKey: Uint8Array) {
    super()
    this.#keypair = Keypair.fromSecretKey(secretKey)
  }

  async connect() {
    this.publicKey = this.#keypair.publicKey
    this.emit('connect', this.publicKey)
  }

  async disconnect() {
    this.publicKey = null
    this.emit('disconnect')
  }

  override async sendTransaction(): Promise<string> {
    throw new Error('not used: Portico sends through the cluster')
  }

  override async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    if (!this.publicKey) throw new WalletNotConnectedError()
    ;(transaction as VersionedTransaction).sign([this.#keypair])
    return transaction
  }

  override async signMessage(message: Uint8Array): Promise<Uint8Array> {
    if (this.rejecting)
      throw new WalletSignMessageError('User rejected the request.', { code: 4001 })
    return ed25519.sign(message, this.#keypair.secretKey.slice(0, 32))
  }

  /** A user switching accounts in the wallet. */
  switchTo(publicKey: PublicKey) {
    this.publicKey = publicKey
    this.emit('connect', publicKey)
  }
}

const local = useLocalChain()

describe('@solana/wallet-adapter-base adapters', () => {
  async function start(walletAdapter: KeypairWalletAdapter, target = new EventTarget()) {
    return startAdapter(
      { target, walletAdapters: [walletAdapter], walletAdapterTransaction: VersionedTransaction },
      [local.network],
    )
  }

  it('are offered as EXTERNAL connectors, unless the same wallet registered through the standard', async () => {
    const walletAdapter = new KeypairWalletAdapter(local.chain.accounts[0]!.secretKey)
    const target = new EventTarget()
    const { adapter } = await start(walletAdapter, target)
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'Keypair Wallet', type: 'EXTERNAL', installed: true }),
    ])
    createLocalWallet({ ...local.chain.accounts[0]!, name: 'Keypair Wallet' }).register(target)
    expect(adapter.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
    await adapter.destroy()
  })

  it('connect, sign a message (verified), follow an account switch, send SOL on the chain', async () => {
    const walletAdapter = new KeypairWalletAdapter(local.chain.accounts[1]!.secretKey)
    const { adapter } = await start(walletAdapter)
    const from = local.chain.accounts[1]!.address
    const connection = await adapter.connect({ connectorId: 'Keypair Wallet' })
    expect(connection.address).toBe(from)

    const signature = await adapter.signMessage({ message: 'hi', address: from })
    const publicKey = new Uint8Array(getBase58Encoder().encode(from))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(ed25519.verify(bytes, new TextEncoder().encode('hi'), publicKey)).toBe(true)

    walletAdapter.rejecting = true
    await expect(adapter.signMessage({ message: 'no', address: from })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    walletAdapter.rejecting = false

    const to = deterministicSolanaKeypair('wallet-adapter receiver').address
    await adapter.sendTransaction({ to, value: 1_000_000n })
    expect(await adapter.getBalance({ address: to, network: local.network })).toMatchObject({
      balance: '0.001',
    })

    const seen: string[][] = []
    adapter.on('accountsChanged', ({ accounts }) => seen.push(accounts))
    const next = new PublicKey(getBase58Encoder().encode(to) as Uint8Array)
    walletAdapter.switchTo(next)
    // The wallet ends the connection itself: an empty list (core resets the namespace).
    await walletAdapter.disconnect()
    expect(seen).toEqual([[to], []])
    await adapter.destroy()
  })
})
