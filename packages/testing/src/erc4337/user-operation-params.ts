import { type Address, type Hex, isAddress, isHex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'

/** A JSON-RPC error the bundler answers with (ERC-7769 codes). */
export class BundlerRpcError extends Error {
  override name = 'BundlerRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const invalidParams = (message: string) => new BundlerRpcError(-32602, message)

const quantityFields = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const

/**
 * Reads an RPC user operation (v0.7/v0.8 unpacked form) from untrusted JSON: addresses,
 * quantities and byte strings are checked before anything reaches the chain. `forEstimate`
 * lets the gas fields be absent (filled with 0 for the estimate).
 */
export function parseUserOperation(value: unknown, forEstimate = false): UserOperation<'0.8'> {
  if (typeof value !== 'object' || value === null)
    throw invalidParams('user operation must be an object')
  const raw = value as Record<string, unknown>
  const address = (field: string, optional: boolean): Address | undefined => {
    const v = raw[field]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw invalidParams(`${field} is required`)
    }
    if (typeof v !== 'string' || !isAddress(v, { strict: false }))
      throw invalidParams(`${field} must be an address`)
    return v
  }
  const bytes = (field: string, optional: boolean): Hex | undefined => {
    const v = raw[field]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw invalidParams(`${field} is required`)
    }
    if (typeof v !== 'string' || !isHex(v) || v.length % 2 !== 0)
      throw invalidParams(`${field} must be hex bytes`)
    return v
  }
  const quantities: Partial<Record<(typeof quantityFields)[number], bigint>> = {}
  for (const field of quantityFields) {
    const v = raw[field]
    const optional = field.startsWith('paymaster') || forEstimate
    if (v === undefined || v === null) {
      if (!optional) throw invalidParams(`${field} is required`)
      continue
    }
    if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(v))
      throw invalidParams(`${field} must be a quantity`)
    quantities[field] = BigInt(v)
  }
  const factory = address('factory', true)
  const paymaster = address('paymaster', true)
  return {
    sender: address('sender', false) as Address,
    nonce: quantities.nonce ?? 0n,
    callData: bytes('callData', false) as Hex,
    callGasLimit: quantities.callGasLimit ?? 0n,
    verificationGasLimit: quantities.verificationGasLimit ?? 0n,
    preVerificationGas: quantities.preVerificationGas ?? 0n,
    maxFeePerGas: quantities.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: quantities.maxPriorityFeePerGas ?? 0n,
    signature: bytes('signature', forEstimate) ?? '0x',
    ...(factory ? { factory, factoryData: bytes('factoryData', false) as Hex } : {}),
    ...(paymaster
      ? {
          paymaster,
          paymasterData: bytes('paymasterData', true) ?? '0x',
          paymasterVerificationGasLimit: quantities.paymasterVerificationGasLimit ?? 0n,
          paymasterPostOpGasLimit: quantities.paymasterPostOpGasLimit ?? 0n,
        }
      : {}),
  }
}
