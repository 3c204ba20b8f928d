import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import {
  appendTransactionMessageInstruction,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address as toAddress,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  installSolanaFixtures,
  type SolanaFixtureMint,
  type SolanaFixtureMintKey,
  writeMint,
  writeTokenAccount,
} from './fixtures.js'
import { SolanaRpcError } from './rpc-error.js'
import { startSolanaRpcServer } from './rpc-server.js'
import { deterministicSolanaKeypair } from './solana-keypair.js'
import { describeTransactionError } from './svm-errors.js'
import { createSvmLedger } from './svm-ledger.js'
import type { TokenMetadataFields } from './token-metadata.js'
import { TOKEN_PROGRAM } from './token-state.js'
import type { SolanaTransactionRecord } from './transaction-record.js'
import { decodeWireTransaction } from './wire-transaction.js'

/** The genesis hash the local chain reports unless told otherwise (fixed, so CAIP-2 ids are stable). */
export const defaultSolanaGenesisHash = base58.encode(
  sha256(new TextEncoder().encode('portico solana local genesis')),
)

export interface StartSolanaChainOptions {
  /** Port for HTTP and WebSocket (default: ephemeral). */
  port?: number
  /** base58 genesis hash to report; default {@link defaultSolanaGenesisHash}. */
  genesisHash?: string
  /** Clock for block times (ms since epoch). */
  now?: () => number
}

/** A running local Solana chain (LiteSVM behind a JSON-RPC + WebSocket facade). */
export interface SolanaChain {
  /** `http://127.0.0.1:PORT` (JSON-RPC over POST). */
  rpcUrl: string
  /** `ws://127.0.0.1:PORT` (subscriptions), same port. */
  wsUrl: string
  genesisHash: string
  /** `solana:` + the first 32 characters of the genesis hash. */
  caip2: `solana:${string}`
  /** Funded accounts (100 SOL each) holding the fixture tokens. */
  accounts: { address: string; secretKey: Uint8Array }[]
  mints: Record<SolanaFixtureMintKey, SolanaFixtureMint>
  /** Sends lamports from the faucet (a real, recorded transfer); resolves its signature. */
  airdrop(address: string, lamports: bigint): Promise<string>
  /**
   * Creates an extra mint with Metaplex metadata (e.g. a hostile name) and gives `holders` an
   * associated token account with `amount` each. Direct state write: no transaction is recorded.
   */
  createMint(options: {
    decimals: number
    metadata: TokenMetadataFields
    holders?: string[]
    amount?: bigint
    programId?: string
  }): Promise<SolanaFixtureMint>
  /** Every processed transaction, oldest first. */
  transactions(): readonly SolanaTransactionRecord[]
  /** Stops the server. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts a simulated Solana validator: LiteSVM (real SVM, real SPL Token/Token-2022/ATA programs)
 * with slots, blockhashes and history kept by a facade that speaks the Solana JSON-RPC and
 * WebSocket APIs on 127.0.0.1.
 *
 * @example
 * const chain = await startSolanaChain()
 * const rpc = createSolanaRpc(chain.rpcUrl)
 * await rpc.getBalance(address(chain.accounts[0].address)).send()
 * await chain.stop()
 */
export async function startSolanaChain(
  options: StartSolanaChainOptions = {},
): Promise<SolanaChain> {
  const ledger = createSvmLedger(options.now ? { now: options.now } : {})
  const { accounts, faucet, mints } = await installSolanaFixtures(ledger)
  const genesisHash = options.genesisHash ?? defaultSolanaGenesisHash
  const faucetSigner = await createKeyPairSignerFromPrivateKeyBytes(faucet.secretKey.slice(0, 32))

  async function airdrop(to: string, amount: bigint): Promise<string> {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(faucetSigner, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: ledger.latestBlockhash() as Blockhash,
            lastValidBlockHeight: ledger.lastValidBlockHeight(),
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: faucetSigner,
            destination: toAddress(to),
            amount: lamports(amount),
          }),
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const bytes = new Uint8Array(getTransactionEncoder().encode(signed))
    const record = ledger.process(decodeWireTransaction(bytes))
    if (record.err !== null) {
      throw new SolanaRpcError(-32603, `airdrop failed: ${describeTransactionError(record.err)}`)
    }
    return record.signature
  }

  const server = await startSolanaRpcServer({ ledger, genesisHash, airdrop }, options.port)
  let stopped: Promise<void> | undefined
  let extraMints = 0
  return {
    rpcUrl: `http://127.0.0.1:${server.port}`,
    wsUrl: `ws://127.0.0.1:${server.port}`,
    genesisHash,
    caip2: `solana:${genesisHash.slice(0, 32)}`,
    accounts: accounts.map(({ address, secretKey }) => ({ address, secretKey })),
    mints,
    airdrop,
    async createMint({ decimals, metadata, holders = [], amount = 0n, programId = TOKEN_PROGRAM }) {
      extraMints += 1
      const mint: SolanaFixtureMint = {
        address: deterministicSolanaKeypair(`extra mint ${extraMints}`).address,
        decimals,
        programId,
        name: metadata.name,
        symbol: metadata.symbol,
      }
      await writeMint(ledger, mint, amount * BigInt(holders.length), accounts[0]!.address, metadata)
      for (const holder of holders) await writeTokenAccount(ledger, mint, holder, amount)
      return mint
    },
    transactions: () => ledger.records(),
    stop() {
      stopped ??= server.close()
      return stopped
    },
  }
}
