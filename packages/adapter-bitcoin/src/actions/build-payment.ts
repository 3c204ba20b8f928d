// A payment PSBT for wallets without a payment method (Wallet Standard has none): the sender's
// outputs from Esplora, coin selection and change by btc-signer. Loaded with import() on use.

import { hexToBytes } from '@noble/hashes/utils.js'
import type { Network } from '@portico/core'
import { base64 } from '@scure/base'
import { NETWORK, OutScript, p2sh, p2wpkh, selectUTXO, TEST_NETWORK } from '@scure/btc-signer'
import { getFeeRate, getUtxos } from '../esplora/esplora-client.js'
import { onEsplora } from '../esplora/esplora-reach.js'
import { decodeAddress } from '../signing/address-script.js'
import { esploraUrlOf } from './bitcoin-actions.js'

export interface BuildPaymentParameters {
  network: Network
  /** The paying address and its public key (hex; x-only for Taproot). */
  from: { address: string; publicKey?: string | undefined }
  to: string
  value: bigint
  targetBlocks: number
  fallbackRate: number
  fetch: typeof fetch
}

/** btc-signer's network of an address (for the change output's encoding). */
function networkOf(address: string) {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return { ...TEST_NETWORK, bech32: 'bcrt' }
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return NETWORK
  return TEST_NETWORK
}

/** What each spent output needs in the PSBT so the wallet can sign it. */
function spendInfo(address: string, publicKey: string | undefined) {
  const decoded = decodeAddress(address)
  if (!decoded) throw new TypeError('Unknown sender address')
  const script = OutScript.encode(decoded)
  const key = publicKey ? hexToBytes(publicKey) : undefined
  if (decoded.type === 'wpkh') return { script, extra: {} }
  if (decoded.type === 'tr' && key?.length === 32) return { script, extra: { tapInternalKey: key } }
  if (decoded.type === 'sh' && key?.length === 33)
    return { script, extra: { redeemScript: p2sh(p2wpkh(key)).redeemScript } }
  throw new TypeError('Payments from this address type need the wallet to build them')
}

/**
 * A PSBT paying `value` satoshis from `from` to `to` at the Esplora fee rate, change back to
 * `from`; resolves the base64 PSBT and the input indexes `from` signs.
 */
export async function buildPaymentPsbt(
  parameters: BuildPaymentParameters,
): Promise<{ psbt: string; inputs: number[] }> {
  const base = esploraUrlOf(parameters.network)
  const { address } = parameters.from
  const [rate, utxos] = await onEsplora(parameters.network, () =>
    Promise.all([
      getFeeRate(base, parameters.targetBlocks, parameters.fallbackRate, parameters.fetch),
      getUtxos(base, address, parameters.fetch),
    ]),
  )
  const { script, extra } = spendInfo(address, parameters.from.publicKey)
  const network = networkOf(address)
  const selected = selectUTXO(
    utxos.map((u) => ({
      txid: u.txid,
      index: u.vout,
      witnessUtxo: { script, amount: u.value },
      ...extra,
    })),
    [{ address: parameters.to, amount: parameters.value }],
    'default',
    {
      feePerByte: BigInt(Math.ceil(rate)),
      changeAddress: address,
      network,
      createTx: true,
      bip69: false,
    },
  )
  if (!selected?.tx) throw new RangeError('Insufficient funds')
  return {
    psbt: base64.encode(selected.tx.toPSBT()),
    inputs: Array.from({ length: selected.tx.inputsLength }, (_, i) => i),
  }
}
