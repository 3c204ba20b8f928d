import { hexToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { bitcoinWalletErrors } from './wallet-error.js'
import type { BitcoinTestAccount } from './wallet-keys.js'

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i])
}

function signInput(tx: Transaction, account: BitcoinTestAccount, index: number) {
  if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
    throw bitcoinWalletErrors.invalidParams(`no input ${index}`)
  }
  const input = tx.getInput(index)
  // Apps often leave out the internal key of a key-path P2TR input; the wallet knows its own.
  if (account.addressType === 'p2tr' && !input.tapInternalKey) {
    if (sameBytes(input.witnessUtxo?.script, account.script)) {
      tx.updateInput(index, { tapInternalKey: hexToBytes(account.publicKey) })
    }
  }
  let signed = false
  try {
    signed = tx.signIdx(account.privateKey, index)
  } catch (error) {
    throw bitcoinWalletErrors.invalidParams(
      `cannot sign input ${index} with ${account.address}: ${(error as Error).message}`,
    )
  }
  if (!signed) throw bitcoinWalletErrors.invalidParams(`input ${index} needs no signature`)
  tx.finalizeIdx(index)
}

/**
 * Signs a base64 PSBT: `signInputs` maps one of the wallet's addresses to input indexes (as
 * sats-connect's signPsbt); without it, every input paying to one of the wallet's scripts is
 * signed. Signed inputs are finalized, so a fully signed PSBT can be extracted and broadcast.
 */
export function signPsbtWith(
  accounts: readonly BitcoinTestAccount[],
  psbt: string,
  signInputs?: Readonly<Record<string, readonly number[]>>,
): Transaction {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(base64.decode(psbt), {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
    })
  } catch (error) {
    throw bitcoinWalletErrors.invalidParams(`not a PSBT: ${(error as Error).message}`)
  }
  if (signInputs) {
    for (const [address, indexes] of Object.entries(signInputs)) {
      const account = accounts.find((a) => a.address === address)
      if (!account)
        throw bitcoinWalletErrors.invalidParams(`address not in this wallet: ${address}`)
      for (const index of indexes) signInput(tx, account, index)
    }
    return tx
  }
  for (let index = 0; index < tx.inputsLength; index++) {
    const script = tx.getInput(index).witnessUtxo?.script
    const account = accounts.find((a) => sameBytes(script, a.script))
    if (account) signInput(tx, account, index)
  }
  return tx
}
