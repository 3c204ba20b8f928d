import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { REGTEST } from './regtest-network.js'
import type { NodeUtxo, RegtestNode } from './regtest-node.js'

/** Coinbase outputs are spendable once the next block is 100 blocks after theirs. */
const COINBASE_MATURITY = 100
/** Flat faucet fee: ~7 sat/vB for a one-input, two-output P2WPKH payment. */
const FAUCET_FEE = 1_000
const DUST = 546

/** The faucet's fixed key: the coinbase of every pre-mined block pays its P2WPKH address. */
export function faucetKey() {
  const privateKey = sha256(new TextEncoder().encode('portico regtest faucet'))
  const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST)
  return { privateKey, address: payment.address as string, script: payment.script }
}

/** The faucet ran dry: more sats asked than its largest spendable output holds. */
export class FaucetEmptyError extends Error {
  override name = 'FaucetEmptyError'
  constructor(readonly sats: number) {
    super(`The faucet has no spendable output of ${sats + FAUCET_FEE} sats`)
  }
}

function spendable(utxo: NodeUtxo, tipHeight: number): boolean {
  if (!utxo.status.confirmed) return !utxo.coinbase
  return !utxo.coinbase || tipHeight + 1 - utxo.status.blockHeight >= COINBASE_MATURITY
}

/** Builds, signs and submits a payment of `sats` from the faucet to `address`; returns its txid. */
export async function sendFromFaucet(
  node: RegtestNode,
  address: string,
  sats: number,
): Promise<string> {
  if (!Number.isSafeInteger(sats) || sats < DUST) {
    throw new RangeError(`Faucet amount must be a whole number of sats >= ${DUST}, got ${sats}`)
  }
  const key = faucetKey()
  const utxos = (await node.utxosForScript(key.script))
    .filter((utxo) => spendable(utxo, node.height))
    .sort((a, b) => b.value - a.value)
  const coin = utxos[0]
  if (!coin || coin.value < sats + FAUCET_FEE) throw new FaucetEmptyError(sats)
  const tx = new Transaction()
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: key.script, amount: BigInt(coin.value) },
  })
  tx.addOutputAddress(address, BigInt(sats), REGTEST)
  const change = coin.value - sats - FAUCET_FEE
  if (change >= DUST) tx.addOutputAddress(key.address, BigInt(change), REGTEST)
  tx.sign(key.privateKey)
  tx.finalize()
  return node.submit(tx.extract())
}
