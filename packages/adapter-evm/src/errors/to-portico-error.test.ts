import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  AdapterOrConnectorNotFoundError,
  BaseError,
  ChainDisconnectedError,
  ChainNotSupportedError,
  DisconnectedError,
  ProviderRpcError,
  UnauthorizedError,
  UnknownProviderError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '@portico/core'
import { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
import { ToastText } from '@portico/core/internal'
import { ChainNotConfiguredError, ProviderNotFoundError } from '@wagmi/core'
import {
  InternalRpcError,
  RpcRequestError,
  TransactionExecutionError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { errorToast } from './error-toast.test-helper.js'
import { toPorticoError } from './to-portico-error.js'

const vectors = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../vectors/eip1193/provider-errors.json', import.meta.url)),
    'utf8',
  ),
) as {
  provider: { code: number; message: string }[]
  malformedErrorsToNormalize: { input: unknown; expected: string }[]
}

const classByCode: Record<number, abstract new (...args: never[]) => BaseError> = {
  4001: UserRejectedRequestError,
  4100: UnauthorizedError,
  4200: UnsupportedMethodError,
  4900: DisconnectedError,
  4901: ChainDisconnectedError,
}

/**
 * The class a malformed-shape vector expects. Every vector gets one: an `expected` text this test
 * does not know fails instead of checking nothing.
 */
function expectedClass(
  expected: string,
  input: unknown,
): abstract new (
  ...args: never[]
) => BaseError {
  if (expected.startsWith('user-rejected')) return UserRejectedRequestError
  if (expected.startsWith('unknown')) return UnknownProviderError
  // Core's policy for "decide: coerce or treat as unknown": a canonical integer string is coerced.
  if (expected.includes('decide: coerce') && (input as { code?: unknown }).code === '4001')
    return UserRejectedRequestError
  throw new Error(`no expectation for the vector "${expected}"`)
}

describe('toPorticoError (vectors/eip1193/provider-errors.json)', () => {
  it.each(vectors.provider)('maps EIP-1193 code $code to its typed error, keeping cause', (v) => {
    const original = { code: v.code, message: v.message }
    const error = toPorticoError(original)
    const ErrorClass = classByCode[v.code]!
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.cause).toBe(original)
  })

  it('maps 4902 to UnrecognizedChainError', () => {
    expect(toPorticoError({ code: 4902, message: 'Unrecognized chain ID' })).toBeInstanceOf(
      UnrecognizedChainError,
    )
  })

  it.each(vectors.malformedErrorsToNormalize.map((v, i) => ({ ...v, i })))(
    'normalises malformed shape #$i without throwing',
    ({ input, expected }) => {
      const error = toPorticoError(input)
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toBeInstanceOf(expectedClass(expected, input))
      // A wallet's message never becomes our message (it is untrusted text).
      expect(error.message).not.toContain('<img')
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    },
  )

  it('finds the wallet rejection inside viem wrappers and keeps the wrapper as cause', () => {
    const wallet = { code: 4001, message: 'User rejected the request.' }
    const viemError = new TransactionExecutionError(
      new ViemUserRejectedRequestError(new RpcRequestError({ body: {}, error: wallet, url: 'x' })),
      { account: undefined, chain: undefined } as never,
    )
    const error = toPorticoError(viemError)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(viemError)
  })

  it('keeps a non-EIP-1193 code found under a viem wrapper', () => {
    const viemError = new TransactionExecutionError(new InternalRpcError(new Error('boom')), {
      account: undefined,
      chain: undefined,
    } as never)
    const error = toPorticoError(viemError)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(-32603)
    expect(error.cause).toBe(viemError)
  })

  it('maps wagmi errors without codes', () => {
    expect(toPorticoError(new ChainNotConfiguredError())).toBeInstanceOf(ChainNotSupportedError)
    expect(toPorticoError(new ProviderNotFoundError())).toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
  })

  it('passes Portico errors through unchanged', () => {
    const timeout = new WalletRequestTimeoutError('personal_sign', 10)
    expect(toPorticoError(timeout)).toBe(timeout)
    expect(timeout.message).toBe('The wallet did not answer. Open your wallet and try again.')
    expect(timeout.part).toBe('wallet')
  })
})

describe('errorToast (SPEC §8 toasts)', () => {
  const rejected = toPorticoError({ code: 4001 })
  const failed = toPorticoError({ code: -32603 })
  it('a declined signature shows "Signature declined"', () => {
    expect(errorToast(rejected, { action: 'sign' })).toBe('Signature declined')
    expect(ToastText.signatureDeclined).toBe('Signature declined')
  })
  it('a failed smart-account signature shows the smart account text', () => {
    expect(errorToast(failed, { action: 'sign', accountType: 'smartAccount' })).toBe(
      'This application might not support Smart Accounts',
    )
  })
  it('other failures show "Something went wrong"', () => {
    expect(errorToast(failed, { action: 'send' })).toBe('Something went wrong')
    expect(errorToast(failed, { action: 'sign', accountType: 'eoa' })).toBe('Something went wrong')
  })
})
