// Loaded with import() after a wallet signed a PSBT: the signed PSBT must describe the same
// transaction the app asked to sign (same inputs, outputs, version and lock time).
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'

const options = {
  allowUnknownOutputs: true,
  allowUnknownInputs: true,
  disableScriptCheck: true,
} as const

function unsigned(psbt: string): Uint8Array | undefined {
  try {
    return Transaction.fromPSBT(base64.decode(psbt), options).unsignedTx
  } catch {
    return undefined
  }
}

/**
 * Whether `signed` is a valid PSBT of the same unsigned transaction as `requested`: a wallet may
 * add signatures and finalize inputs, never change what is spent or paid.
 *
 * @example
 * samePsbtTransaction(requested, signed) // false when the wallet swapped an output
 */
export function samePsbtTransaction(requested: string, signed: string): boolean {
  const a = unsigned(requested)
  const b = unsigned(signed)
  return (
    a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((byte, i) => byte === b[i])
  )
}
