import { base58 } from '@scure/base'
import type { Address, SignatureBytes, Transaction, TransactionMessageBytes } from '@solana/kit'

/** A compiled instruction: indexes into the message's account keys. */
export interface WireInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

/** A legacy or v0 transaction as it travels on the wire, decoded. */
export interface WireTransaction {
  version: 'legacy' | 0
  signatures: Uint8Array[]
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  accountKeys: Address[]
  recentBlockhash: string
  /** Byte offset of the recent blockhash inside `messageBytes` (for replaceRecentBlockhash). */
  blockhashOffset: number
  instructions: WireInstruction[]
  addressTableLookups: {
    accountKey: Address
    writableIndexes: number[]
    readonlyIndexes: number[]
  }[]
  messageBytes: Uint8Array
}

/** Thrown for bytes that are not a well-formed transaction (the RPC answers -32602). */
export class MalformedTransactionError extends Error {
  override name = 'MalformedTransactionError'
}

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new MalformedTransactionError('unexpected end of transaction')
    this.offset += 1
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) {
      throw new MalformedTransactionError('unexpected end of transaction')
    }
    const slice = this.bytes.slice(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
  /** Solana's compact-u16 length prefix. */
  shortVec(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new MalformedTransactionError('bad compact-u16')
  }
  indexes(): number[] {
    return Array.from(this.take(this.shortVec()))
  }
}

/** Decodes a wire transaction (signatures + legacy or v0 message); throws MalformedTransactionError. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  const reader = new Reader(bytes)
  const signatureCount = reader.shortVec()
  const signatures = Array.from({ length: signatureCount }, () => reader.take(64))
  const messageStart = reader.offset
  let version: 'legacy' | 0 = 'legacy'
  const first = reader.bytes[reader.offset]
  if (first !== undefined && first & 0x80) {
    if ((first & 0x7f) !== 0) throw new MalformedTransactionError('unsupported transaction version')
    version = 0
    reader.offset += 1
  }
  const header = {
    numRequiredSignatures: reader.byte(),
    numReadonlySignedAccounts: reader.byte(),
    numReadonlyUnsignedAccounts: reader.byte(),
  }
  const keyCount = reader.shortVec()
  const accountKeys = Array.from(
    { length: keyCount },
    () => base58.encode(reader.take(32)) as Address,
  )
  const blockhashOffset = reader.offset - messageStart
  const recentBlockhash = base58.encode(reader.take(32))
  const instructions = Array.from({ length: reader.shortVec() }, () => ({
    programIdIndex: reader.byte(),
    accounts: reader.indexes(),
    data: reader.take(reader.shortVec()),
  }))
  const addressTableLookups =
    version === 0
      ? Array.from({ length: reader.shortVec() }, () => ({
          accountKey: base58.encode(reader.take(32)) as Address,
          writableIndexes: reader.indexes(),
          readonlyIndexes: reader.indexes(),
        }))
      : []
  if (reader.offset !== bytes.length) throw new MalformedTransactionError('trailing bytes')
  if (signatureCount !== header.numRequiredSignatures || keyCount < signatureCount) {
    throw new MalformedTransactionError('signature count does not match the message header')
  }
  for (const instruction of instructions) {
    if (instruction.programIdIndex >= keyCount) {
      throw new MalformedTransactionError('instruction program index out of range')
    }
  }
  return {
    version,
    signatures,
    header,
    accountKeys,
    recentBlockhash,
    blockhashOffset,
    instructions,
    addressTableLookups,
    messageBytes: bytes.slice(messageStart),
  }
}

/** The `@solana/kit` Transaction LiteSVM takes. */
export function toKitTransaction(wire: WireTransaction): Transaction {
  const signatures: Record<Address, SignatureBytes> = {}
  wire.signatures.forEach((signature, index) => {
    const signer = wire.accountKeys[index]
    if (signer) signatures[signer] = signature as SignatureBytes
  })
  return {
    messageBytes: wire.messageBytes as unknown as TransactionMessageBytes,
    signatures,
  } as Transaction
}

/** Whether account `index` is writable, from the message header. */
export function isWritableIndex(wire: WireTransaction, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } =
    wire.header
  if (index < numRequiredSignatures)
    return index < numRequiredSignatures - numReadonlySignedAccounts
  return index < wire.accountKeys.length - numReadonlyUnsignedAccounts
}

/** A copy of the message with its recent blockhash replaced (simulateTransaction's option). */
export function withBlockhash(wire: WireTransaction, blockhash: string): WireTransaction {
  const messageBytes = wire.messageBytes.slice()
  messageBytes.set(base58.decode(blockhash), wire.blockhashOffset)
  return { ...wire, recentBlockhash: blockhash, messageBytes }
}

function shortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(byte)
      return out
    }
    out.push(byte | 0x80)
  }
}

/** The wire bytes of a decoded transaction. */
export function encodeWireTransaction(wire: WireTransaction): Uint8Array {
  const prefix = shortVec(wire.signatures.length)
  const out = new Uint8Array(prefix.length + 64 * wire.signatures.length + wire.messageBytes.length)
  out.set(prefix, 0)
  wire.signatures.forEach((signature, index) => {
    out.set(signature, prefix.length + 64 * index)
  })
  out.set(wire.messageBytes, prefix.length + 64 * wire.signatures.length)
  return out
}
