import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/adapter-errors.js'
import { RpcMethodNotAllowedError } from '../errors/http-errors.js'
import {
  assertHexPrefixedCallTargets,
  assertRpcMethodAllowed,
  classifyRpcMethod,
  hasHexPrefixedCallTargets,
} from './rpc-permissions.js'

describe('SPEC §6 RPC permission classes', () => {
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_blockNumber',
    'eth_getLogs',
    'eth_estimateGas',
    'eth_getTransactionReceipt',
  ])('safe: read-only %s', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe')
  })

  it('safe: sending a raw transaction', () => {
    expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('safe')
  })

  it.each(['wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_getAssets'])(
    'allowed read-only wallet method of SPEC §7: %s',
    (method) => {
      expect(classifyRpcMethod(method)).toBe('safe')
    },
  )

  it.each([
    'personal_sign',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ])('not safe (needs approval): %s', (method) => {
    expect(classifyRpcMethod(method)).toBe('notSafe')
  })

  it.each([
    'eth_coinbase',
    'debug_traceTransaction',
    'wallet_addEthereumChain',
    '',
    'toString',
    '__proto__',
  ])('refused: %j gives "Requested RPC call is not allowed"', (method) => {
    expect(classifyRpcMethod(method)).toBe('refused')
    expect(() => assertRpcMethodAllowed(method)).toThrow(RpcMethodNotAllowedError)
    expect(() => assertRpcMethodAllowed(method)).toThrow('Requested RPC call is not allowed')
  })

  it('allowed methods do not throw', () => {
    expect(() => assertRpcMethodAllowed('eth_call')).not.toThrow()
    expect(() => assertRpcMethodAllowed('personal_sign')).not.toThrow()
  })
})

describe('SPEC §5 "Hex-encoded call targets in wallet_sendCalls must start with 0x"', () => {
  it('accepts 0x targets and calls without a target (deploys)', () => {
    expect(
      hasHexPrefixedCallTargets([{ to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, {}]),
    ).toBe(true)
  })
  it('refuses targets without 0x or not hex', () => {
    expect(hasHexPrefixedCallTargets([{ to: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }])).toBe(
      false,
    )
    expect(hasHexPrefixedCallTargets([{ to: '0xzz' }])).toBe(false)
    expect(hasHexPrefixedCallTargets([{ to: 42 }])).toBe(false)
    expect(() => assertHexPrefixedCallTargets([{ to: 'abc' }])).toThrow(ValidationError)
  })
})
