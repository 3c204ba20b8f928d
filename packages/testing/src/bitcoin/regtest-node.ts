import {
  type BcoinAddress,
  type BcoinChain,
  type BcoinMempool,
  type BcoinMiner,
  type BcoinOutput,
  type BcoinTx,
  type BcoinTxMeta,
  loadBcoin,
} from './bcoin.js'

/** Where a transaction is: confirmed in a block, or waiting in the mempool. */
export type TxStatus =
  | { confirmed: true; blockHeight: number; blockHash: string; blockTime: number }
  | { confirmed: false }

/** A transaction with its status, its block position and the outputs its inputs spend. */
export interface LocatedTx {
  tx: BcoinTx
  status: TxStatus
  /** Index in its block; -1 in the mempool. */
  blockIndex: number
  /** Seconds: block time when confirmed, mempool entry time otherwise. */
  seenAt: number
  /** The output each input spends (null for a coinbase input). */
  prevouts: (BcoinOutput | null)[]
}

/** An unspent output (mempool spends already removed, mempool outputs included). */
export interface NodeUtxo {
  txid: string
  vout: number
  value: number
  status: TxStatus
  coinbase: boolean
}

/** The mempool refused a transaction; `reason` is bcoin's (e.g. `bad-txns-inputs-missingorspent`). */
export class TxRejectedError extends Error {
  override name = 'TxRejectedError'
  constructor(
    readonly reason: string,
    readonly code: string,
  ) {
    super(`Transaction rejected: ${reason}`)
  }
}

/** Display-order hex <-> bcoin's internal order. */
export function reverseHex(hex: string): string {
  return Buffer.from(hex, 'hex').reverse().toString('hex')
}

function sameBytes(a: Buffer, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/**
 * An in-memory bcoin regtest chain, mempool and miner (no P2P, no wallet, no HTTP): the pieces a
 * FullNode wires together, wired here so that each test gets its own node on no fixed port.
 */
export class RegtestNode {
  private constructor(
    private readonly chain: BcoinChain,
    private readonly mempool: BcoinMempool,
    private readonly miner: BcoinMiner,
  ) {}

  static async open(): Promise<RegtestNode> {
    const bcoin = loadBcoin()
    const network = bcoin.Network.get('regtest')
    const chain = new bcoin.Chain({ network, memory: true, indexTX: true, indexAddress: true })
    // bcoin's regtest accepts non-standard outputs (as Bitcoin Core's regtest does), which is what
    // lets a payment to a P2TR address in; spending one still fails its standard script checks.
    const mempool = new bcoin.Mempool({ network, chain, memory: true, indexAddress: true })
    // minWeight = max block weight: bcoin's miner otherwise leaves out "free" (low-fee) transactions.
    const miner = new bcoin.Miner({ network, chain, mempool, minWeight: 4_000_000 })
    await chain.open()
    await mempool.open()
    await miner.open()
    return new RegtestNode(chain, mempool, miner)
  }

  get height(): number {
    return this.chain.height
  }

  get tipHash(): string {
    return this.chain.tip.rhash()
  }

  private addressOf(script: Uint8Array): BcoinAddress | null {
    return loadBcoin().Script.fromRaw(Buffer.from(script)).getAddress()
  }

  /** Mines `blocks` blocks paying the coinbase to `script`, with every mempool transaction. */
  async mine(blocks: number, script: Uint8Array): Promise<string[]> {
    const address = this.addressOf(script)
    if (!address) throw new Error('Cannot mine to a script without an address')
    const hashes: string[] = []
    for (let i = 0; i < blocks; i++) {
      const block = await this.miner.mineBlock(this.chain.tip, address)
      const entry = await this.chain.add(block)
      // FullNode does this on the chain's `connect` event; without it the miner refuses to build
      // on a tip the mempool has not seen.
      await this.mempool._addBlock(entry, block.txs)
      hashes.push(entry.rhash())
    }
    return hashes
  }

  /** Adds a raw transaction to the mempool, or throws `TxRejectedError`. Returns its txid. */
  async submit(raw: Uint8Array): Promise<string> {
    let tx: BcoinTx
    try {
      tx = loadBcoin().TX.fromRaw(Buffer.from(raw))
    } catch {
      throw new TxRejectedError('TX decode failed', 'decode')
    }
    try {
      await this.mempool.addTX(tx)
    } catch (error) {
      const e = error as { type?: string; reason?: string; code?: string }
      if (e.type === 'VerifyError') throw new TxRejectedError(e.reason ?? 'invalid', e.code ?? '')
      throw error
    }
    // bcoin keeps a transaction with unknown inputs as an orphan and reports no error.
    if (!this.mempool.hasEntry(tx.hash('hex'))) {
      throw new TxRejectedError('bad-txns-inputs-missingorspent', 'missing-inputs')
    }
    return tx.txid()
  }

  private async locate(meta: BcoinTxMeta): Promise<LocatedTx> {
    const inMempool = meta.height === -1
    const view = inMempool
      ? await this.mempool.getSpentView(meta.tx)
      : await this.chain.getSpentView(meta.tx)
    const prevouts = meta.tx.inputs.map((input) =>
      meta.tx.isCoinbase() ? null : view.getOutput(input.prevout),
    )
    return {
      tx: meta.tx,
      status:
        inMempool || !meta.block
          ? { confirmed: false }
          : {
              confirmed: true,
              blockHeight: meta.height,
              blockHash: reverseHex(meta.block),
              blockTime: meta.time,
            },
      blockIndex: inMempool ? -1 : meta.index,
      seenAt: inMempool ? meta.mtime : meta.time,
      prevouts,
    }
  }

  async getTx(txid: string): Promise<LocatedTx | undefined> {
    const hash = reverseHex(txid)
    const meta = this.mempool.getMeta(hash) ?? (await this.chain.getMeta(hash))
    return meta ? this.locate(meta) : undefined
  }

  /**
   * Transactions paying to or spending from `script`, newest first (mempool, then by height and
   * block position). bcoin indexes by hash only, so a P2PKH and a P2WPKH of one key share an index
   * entry: results are filtered on the exact script.
   */
  async txsForScript(script: Uint8Array): Promise<LocatedTx[]> {
    const address = this.addressOf(script)
    if (!address) return []
    const metas = [
      ...(await this.chain.getMetaByAddress([address])),
      ...this.mempool.getMetaByAddress([address]),
    ]
    const located = await Promise.all(metas.map((meta) => this.locate(meta)))
    const touching = located.filter(
      (item) =>
        item.tx.outputs.some((output) => sameBytes(output.script.toRaw(), script)) ||
        item.prevouts.some((prev) => prev !== null && sameBytes(prev.script.toRaw(), script)),
    )
    const order = (item: LocatedTx) =>
      item.status.confirmed ? item.status.blockHeight : Number.MAX_SAFE_INTEGER
    return touching.sort(
      (a, b) => order(b) - order(a) || b.blockIndex - a.blockIndex || b.seenAt - a.seenAt,
    )
  }

  /** Unspent outputs paying to `script`, mempool spends removed and mempool outputs included. */
  async utxosForScript(script: Uint8Array): Promise<NodeUtxo[]> {
    const address = this.addressOf(script)
    if (!address) return []
    const confirmed = await this.chain.getCoinsByAddress([address])
    const pending = this.mempool.getCoinsByAddress([address])
    const utxos: NodeUtxo[] = []
    for (const coin of [...confirmed, ...pending]) {
      if (!sameBytes(coin.script.toRaw(), script)) continue
      if (coin.height !== -1 && this.mempool.isSpent(coin.hash, coin.index)) continue
      let status: TxStatus = { confirmed: false }
      if (coin.height !== -1) {
        const entry = await this.chain.getEntry(coin.height)
        if (entry) {
          status = {
            confirmed: true,
            blockHeight: entry.height,
            blockHash: entry.rhash(),
            blockTime: entry.time,
          }
        }
      }
      utxos.push({
        txid: reverseHex(coin.hash),
        vout: coin.index,
        value: coin.value,
        status,
        coinbase: coin.coinbase,
      })
    }
    return utxos
  }

  async close(): Promise<void> {
    await this.miner.close()
    await this.mempool.close()
    await this.chain.close()
  }
}
