import { BitcoinAddress } from '@portico/core'

type AddressType = NonNullable<ReturnType<typeof BitcoinAddress.addressType>>

// Virtual sizes (vB) of a spend per input type and of an output per output type. P2SH inputs are
// counted as P2SH-P2WPKH, the only P2SH type wallets hand out for payments.
const INPUT_VBYTES: Record<AddressType, number> = {
  p2pkh: 148,
  p2sh: 91,
  p2wpkh: 68,
  p2wsh: 105,
  p2tr: 57.5,
}
const OUTPUT_VBYTES: Record<AddressType, number> = {
  p2pkh: 34,
  p2sh: 32,
  p2wpkh: 31,
  p2wsh: 43,
  p2tr: 43,
}
// Version, locktime, counts, and the segwit marker and flag.
const OVERHEAD_VBYTES = 10.5

/**
 * The virtual size of a payment from `from` to `to` spending `inputs` outputs of `from`, with a
 * change output back to `from`.
 *
 * @example
 * paymentVsize({ from: 'bc1q…', to: 'bc1p…', inputs: 1 }) // 10.5 + 68 + 43 + 31 = 152.5
 */
export function paymentVsize(parameters: { from: string; to: string; inputs: number }): number {
  const from = BitcoinAddress.addressType(parameters.from) ?? 'p2pkh'
  const to = BitcoinAddress.addressType(parameters.to) ?? 'p2pkh'
  return (
    OVERHEAD_VBYTES +
    parameters.inputs * INPUT_VBYTES[from] +
    OUTPUT_VBYTES[to] +
    OUTPUT_VBYTES[from]
  )
}
