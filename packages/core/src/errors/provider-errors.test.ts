import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tally } from '../caip/vectors.test-helper.js'
import {
  ChainDisconnectedError,
  DisconnectedError,
  normalizeProviderError,
  ProviderRpcError,
  UnauthorizedError,
  UnknownProviderError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './provider-errors.js'

interface ProviderVectors {
  provider: { code: number; message: string }[]
  nonStandardButCommon: { code: number; message?: string }[]
  jsonRpc: { code: number; message: string }[]
  malformedErrorsToNormalize: { input: unknown; expected: string; note: string }[]
}

const vectors = JSON.parse(
  readFileSync(
    new URL('../../../../vectors/eip1193/provider-errors.json', import.meta.url),
    'utf8',
  ),
) as ProviderVectors

const classByCode: Record<number, unknown> = {
  4001: UserRejectedRequestError,
  4100: UnauthorizedError,
  4200: UnsupportedMethodError,
  4900: DisconnectedError,
  4901: ChainDisconnectedError,
  4902: UnrecognizedChainError,
}

type Vector<K extends keyof ProviderVectors> = ProviderVectors[K][number]

// Each check runs on its own; the passed/total report re-runs them all (no counter shared between
// tests, so any one test can run alone or in any order).
function checkProvider(v: Vector<'provider'>) {
  const error = normalizeProviderError({ code: v.code, message: 'wallet says no' })
  expect(error).toBeInstanceOf(classByCode[v.code] as typeof ProviderRpcError)
  expect((error as ProviderRpcError).code).toBe(v.code)
  expect(error.message).toBe(v.message)
  expect(error.details).toBe('wallet says no')
}

function checkUnrecognizedChain() {
  const v = vectors.nonStandardButCommon.find((x) => x.code === 4902)!
  const error = normalizeProviderError({ code: 4902 })
  expect(error).toBeInstanceOf(UnrecognizedChainError)
  expect(error.message).toBe(v.message)
}

function checkJsonRpc(v: Vector<'jsonRpc'>) {
  const error = normalizeProviderError({ code: v.code, message: v.message })
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect((error as ProviderRpcError).code).toBe(v.code)
}

function checkMalformed(v: Vector<'malformedErrorsToNormalize'>) {
  const error = normalizeProviderError(v.input)
  expect(error.cause).toBe(v.input)
  if (v.expected.startsWith('user-rejected')) {
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  } else if (v.expected.startsWith('unknown')) {
    expect(error).toBeInstanceOf(UnknownProviderError)
  } else {
    // Policy: a canonical integer in a string ("4001") is coerced to the number.
    expect(v.input).toMatchObject({ code: '4001' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  }
}

describe('vectors/eip1193/provider-errors.json', () => {
  it.each(vectors.provider)(
    'EIP-1193 code $code gives its typed error with the EIP message',
    checkProvider,
  )

  it('4902 (non-standard) is UnrecognizedChainError', checkUnrecognizedChain)

  it.each(vectors.jsonRpc)(
    'JSON-RPC code $code gives a ProviderRpcError with that code',
    checkJsonRpc,
  )

  it.each(vectors.malformedErrorsToNormalize)('malformed shape: $note', checkMalformed)

  it('reports passed/total', () => {
    const results = [
      tally(vectors.provider, checkProvider),
      tally([undefined], checkUnrecognizedChain),
      tally(vectors.jsonRpc, checkJsonRpc),
      tally(vectors.malformedErrorsToNormalize, checkMalformed),
    ]
    const passed = results.reduce((n, r) => n + r.passed, 0)
    const total = results.reduce((n, r) => n + r.total, 0)
    console.info(`vectors eip1193/provider-errors.json: ${passed}/${total}`)
    expect(results.flatMap((r) => r.failures)).toEqual([])
    expect(total).toBe(
      vectors.provider.length +
        1 +
        vectors.jsonRpc.length +
        vectors.malformedErrorsToNormalize.length,
    )
  })
})

describe('normalizeProviderError details', () => {
  it('keeps an untrusted wallet message out of message (text only, in details)', () => {
    const error = normalizeProviderError({ code: 4001, message: '<img src=x onerror=alert(1)>' })
    expect(error.message).toBe('User rejected the request.')
    expect(error.details).toBe('<img src=x onerror=alert(1)>')
  })

  it('does not pollute prototypes and keeps data by reference', () => {
    const input = JSON.parse('{"code":4001,"message":"x","data":{"__proto__":{"polluted":true}}}')
    const error = normalizeProviderError(input) as ProviderRpcError
    expect(error.data).toBe(input.data)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((error as unknown as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('unwraps data.cause and nested cause too', () => {
    expect(
      normalizeProviderError({ code: -32603, data: { cause: { code: 4001 } } }),
    ).toBeInstanceOf(UserRejectedRequestError)
    expect(normalizeProviderError({ code: -32000, cause: { code: '4100' } })).toBeInstanceOf(
      UnauthorizedError,
    )
  })

  it('returns a ProviderRpcError unchanged and refuses non-canonical code strings', () => {
    const rejected = new UserRejectedRequestError()
    expect(normalizeProviderError(rejected)).toBe(rejected)
    expect(normalizeProviderError({ code: '4001abc' })).toBeInstanceOf(UnknownProviderError)
    expect(normalizeProviderError({ code: 4001.5 })).toBeInstanceOf(UnknownProviderError)
    expect(normalizeProviderError(undefined)).toBeInstanceOf(UnknownProviderError)
  })

  it('static codes match EIP-1193', () => {
    expect(UserRejectedRequestError.code).toBe(4001)
    expect(UnauthorizedError.code).toBe(4100)
    expect(UnsupportedMethodError.code).toBe(4200)
    expect(DisconnectedError.code).toBe(4900)
    expect(ChainDisconnectedError.code).toBe(4901)
    expect(UnrecognizedChainError.code).toBe(4902)
  })
})
