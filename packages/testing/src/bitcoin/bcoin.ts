// bcoin 1.0.2 ships no types: these interfaces name only what the regtest node uses. Hashes are hex
// strings in bcoin's internal (little-endian) byte order; `txid()` / `rhash()` give display order.
import { createRequire } from 'node:module'

export interface BcoinScript {
  toRaw(): Buffer
}
export interface BcoinOutpoint {
  hash: string
  index: number
}
export interface BcoinInput {
  prevout: BcoinOutpoint
  script: BcoinScript
  witness: { toArray(): Buffer[] }
  sequence: number
}
export interface BcoinOutput {
  value: number
  script: BcoinScript
}
export interface BcoinTx {
  version: number
  locktime: number
  inputs: BcoinInput[]
  outputs: BcoinOutput[]
  hash(enc: 'hex'): string
  txid(): string
  isCoinbase(): boolean
  getSize(): number
  getWeight(): number
  toRaw(): Buffer
}
export interface BcoinCoin {
  value: number
  script: BcoinScript
  height: number
  coinbase: boolean
  hash: string
  index: number
}
export interface BcoinCoinView {
  getOutput(prevout: BcoinOutpoint): BcoinOutput | null
}
/** A transaction with where it is: `height` -1 and `block` null while in the mempool. */
export interface BcoinTxMeta {
  tx: BcoinTx
  height: number
  index: number
  block: string | null
  time: number
  mtime: number
}
export interface BcoinChainEntry {
  hash: string
  height: number
  time: number
  rhash(): string
}
export interface BcoinBlock {
  txs: BcoinTx[]
}
export interface BcoinChain {
  tip: BcoinChainEntry
  height: number
  open(): Promise<void>
  close(): Promise<void>
  add(block: BcoinBlock): Promise<BcoinChainEntry>
  getEntry(hashOrHeight: string | number): Promise<BcoinChainEntry | null>
  getMeta(hash: string): Promise<BcoinTxMeta | null>
  getMetaByAddress(addresses: BcoinAddress[]): Promise<BcoinTxMeta[]>
  getCoinsByAddress(addresses: BcoinAddress[]): Promise<BcoinCoin[]>
  getSpentView(tx: BcoinTx): Promise<BcoinCoinView>
}
export interface BcoinMempool {
  open(): Promise<void>
  close(): Promise<void>
  addTX(tx: BcoinTx): Promise<string[] | null>
  hasEntry(hash: string): boolean
  getMeta(hash: string): BcoinTxMeta | null
  getMetaByAddress(addresses: BcoinAddress[]): BcoinTxMeta[]
  getCoinsByAddress(addresses: BcoinAddress[]): BcoinCoin[]
  isSpent(hash: string, index: number): boolean
  getSpentView(tx: BcoinTx): Promise<BcoinCoinView>
  _addBlock(entry: BcoinChainEntry, txs: BcoinTx[]): Promise<void>
}
export interface BcoinMiner {
  open(): Promise<void>
  close(): Promise<void>
  mineBlock(tip: BcoinChainEntry, address: BcoinAddress): Promise<BcoinBlock>
}
export type BcoinAddress = object
export interface BcoinNetwork {
  type: string
  addressPrefix: Record<string, number | string>
  keyPrefix: Record<string, number | string>
}

interface BcoinModule {
  Chain: new (options: object) => BcoinChain
  Mempool: new (options: object) => BcoinMempool
  Miner: new (options: object) => BcoinMiner
  Network: { get(type: string): BcoinNetwork }
  Script: { fromRaw(raw: Buffer): { getAddress(): BcoinAddress | null } }
  TX: { fromRaw(raw: Buffer): BcoinTx }
}

let loaded: BcoinModule | undefined

/**
 * bcoin with its pure-JS backend (its native modules are not built here) and its regtest network
 * re-prefixed to Bitcoin Core's: bcoin's own regtest uses `rb1…` bech32 and `rpub` keys, which no
 * other Bitcoin software accepts. The patch is idempotent; bcoin keeps one network table per process.
 */
export function loadBcoin(): BcoinModule {
  if (loaded) return loaded
  process.env.NODE_BACKEND = 'js'
  const bcoin = createRequire(import.meta.url)('bcoin') as BcoinModule
  const regtest = bcoin.Network.get('regtest')
  Object.assign(regtest.addressPrefix, {
    pubkeyhash: 0x6f,
    scripthash: 0xc4,
    witnesspubkeyhash: 0x06,
    witnessscripthash: 0x0a,
    bech32: 'bcrt',
  })
  Object.assign(regtest.keyPrefix, {
    privkey: 0xef,
    xpubkey: 0x043587cf,
    xprivkey: 0x04358394,
    xpubkey58: 'tpub',
    xprivkey58: 'tprv',
    coinType: 1,
  })
  loaded = bcoin
  return bcoin
}
