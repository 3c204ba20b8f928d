import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import type { SolanaRpc } from './rpc-client.js'

/** Base58 text of bytes (signatures, public keys). */
export function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes)
}

/** Bytes of base58 text; throws on characters outside the alphabet. */
export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(text))
}

/** The balance of `owner` in lamports. */
export async function readLamports(rpc: SolanaRpc, owner: string): Promise<bigint> {
  const { value } = await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()
  return value
}

/** The fee the cluster charges for a compiled message (`getFeeForMessage`), in lamports. */
export async function readFeeForMessage(rpc: SolanaRpc, messageBase64: string): Promise<bigint> {
  const { value } = await rpc
    .getFeeForMessage(messageBase64 as TransactionMessageBytesBase64, { commitment: 'confirmed' })
    .send()
  // null: the blockhash expired between building and pricing.
  if (value === null) throw new TypeError('getFeeForMessage: the blockhash is no longer valid')
  return value
}

/** Sends signed wire bytes through the cluster; resolves the signature (base58). */
export async function sendWireTransaction(rpc: SolanaRpc, wire: Uint8Array): Promise<string> {
  const signature = await rpc
    .sendTransaction(getBase64Decoder().decode(wire) as never, {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
  return String(signature)
}

/** A plain JSON-RPC call to the cluster (reads the adapter has no method for). */
export async function readRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  if (!response.ok) throw new TypeError(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { code?: unknown } }
  if (body.error) throw body.error
  return body.result
}
