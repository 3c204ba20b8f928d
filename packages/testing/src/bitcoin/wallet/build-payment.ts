import { Transaction } from '@scure/btc-signer'
import { REGTEST, regtestAddressToScript } from '../regtest-network.js'
import type { EsploraUtxo } from './esplora-client.js'
import { bitcoinWalletErrors } from './wallet-error.js'
import type { BitcoinTestAccount } from './wallet-keys.js'

/** vbytes of a P2WPKH spend: overhead 10.5, input 68, P2WPKH output 31 (P2TR output 43). */
const TX_OVERHEAD = 11
const P2WPKH_INPUT = 68
const OUTPUT = 43
/** Below this a P2WPKH change output is dust under Bitcoin Core's default policy. */
const CHANGE_DUST = 294

export interface PaymentRecipient {
  address: string
  amount: number
}

/**
 * A signed payment from the P2WPKH account: largest UTXOs first until recipients and fee are
 * covered, change back to the same address. Throws sats-connect-coded errors for bad input.
 */
export function buildPayment(
  account: BitcoinTestAccount,
  utxos: readonly EsploraUtxo[],
  recipients: readonly PaymentRecipient[],
  feeRate: number,
): Transaction {
  if (recipients.length === 0) throw bitcoinWalletErrors.invalidParams('no recipients')
  for (const r of recipients) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) {
      throw bitcoinWalletErrors.invalidParams(
        `amount must be a positive integer of sats: ${r.amount}`,
      )
    }
    try {
      regtestAddressToScript(r.address)
    } catch {
      throw bitcoinWalletErrors.invalidParams(`not a regtest address: ${r.address}`)
    }
  }
  const total = recipients.reduce((sum, r) => sum + r.amount, 0)
  const sorted = [...utxos].sort((a, b) => b.value - a.value)
  const chosen: EsploraUtxo[] = []
  let inputs = 0
  let fee = 0
  for (const utxo of sorted) {
    chosen.push(utxo)
    inputs += utxo.value
    fee = Math.ceil(
      feeRate * (TX_OVERHEAD + chosen.length * P2WPKH_INPUT + (recipients.length + 1) * OUTPUT),
    )
    if (inputs >= total + fee) break
  }
  if (inputs < total + fee) {
    throw bitcoinWalletErrors.internal(
      `Insufficient funds: ${inputs} sats for ${total} + fee ${fee}`,
    )
  }
  const tx = new Transaction()
  for (const utxo of chosen) {
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: account.script, amount: BigInt(utxo.value) },
    })
  }
  for (const r of recipients) tx.addOutputAddress(r.address, BigInt(r.amount), REGTEST)
  const change = inputs - total - fee
  if (change >= CHANGE_DUST) tx.addOutputAddress(account.address, BigInt(change), REGTEST)
  tx.sign(account.privateKey)
  tx.finalize()
  return tx
}
