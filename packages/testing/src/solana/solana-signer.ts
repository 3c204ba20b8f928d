import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { solanaKeypairFromSecretKey } from './solana-keypair.js'
import { decodeWireTransaction, encodeWireTransaction } from './wire-transaction.js'

/** Signs messages and transactions with one ed25519 key (browser-safe). */
export interface SolanaSigner {
  address: string
  publicKey: Uint8Array
  signMessage(message: Uint8Array): Uint8Array
  /** Adds this key's signature to a wire transaction; throws when the key is not a required signer. */
  signTransaction(transaction: Uint8Array): Uint8Array
}

export function createSolanaSigner(secretKey: Uint8Array): SolanaSigner {
  const keypair = solanaKeypairFromSecretKey(secretKey)
  const seed = keypair.secretKey.slice(0, 32)
  return {
    address: keypair.address,
    publicKey: keypair.secretKey.slice(32),
    signMessage: (message) => ed25519.sign(message, seed),
    signTransaction(transaction) {
      const wire = decodeWireTransaction(transaction)
      const index = wire.accountKeys
        .slice(0, wire.header.numRequiredSignatures)
        .indexOf(keypair.address as never)
      if (index === -1) throw new Error(`${keypair.address} is not a signer of this transaction`)
      const signatures = wire.signatures.slice()
      signatures[index] = ed25519.sign(wire.messageBytes, seed)
      return encodeWireTransaction({ ...wire, signatures })
    },
  }
}

/** The first signature of a wire transaction (its id), base58. */
export function transactionSignature(transaction: Uint8Array): string {
  const first = decodeWireTransaction(transaction).signatures[0]
  if (!first) throw new Error('The transaction has no signature')
  return base58.encode(first)
}

/** Options a wallet passes on to sendTransaction. */
export interface SendOptions {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}

/** Sends a signed transaction with a plain `fetch` JSON-RPC call; resolves its base58 signature. */
export async function sendRawTransaction(
  rpcUrl: string,
  transaction: Uint8Array,
  options: SendOptions = {},
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(transaction), { ...options, encoding: 'base64' }],
    }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) {
    throw Object.assign(new Error(body.error.message), {
      code: body.error.code,
      data: body.error.data,
    })
  }
  if (typeof body.result !== 'string') throw new Error('sendTransaction returned no signature')
  return body.result
}
