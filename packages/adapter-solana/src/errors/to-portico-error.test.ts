import {
  AdapterOrConnectorNotFoundError,
  DisconnectedError,
  ProviderRpcError,
  UnknownProviderError,
  UserRejectedRequestError,
} from '@portico/core'
import {
  WalletNotReadyError,
  WalletSignTransactionError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base'
import { describe, expect, it } from 'vitest'
import { errorToast } from './error-toast.test-helper.js'
import { toPorticoError } from './to-portico-error.js'
import { TransactionSendFailedError } from './transaction-send-failed-error.js'

describe('toPorticoError', () => {
  it('4001 from a Wallet Standard wallet, and WalletConnect 5000, are a declined request', () => {
    const phantom = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const walletConnect = { code: 5000, message: 'User rejected.' }
    for (const error of [phantom, walletConnect]) {
      const mapped = toPorticoError(error)
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect(mapped.cause).toBe(error)
      expect(errorToast(mapped, { action: 'sign' })).toBe('Signature declined')
    }
  })

  it("reads wallet-adapter errors: a closed window is declined, the wallet's inner code counts", () => {
    expect(toPorticoError(new WalletWindowClosedError())).toBeInstanceOf(UserRejectedRequestError)
    expect(toPorticoError(new WalletNotReadyError())).toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
    const wrapped = new WalletSignTransactionError('nope', { code: 4001, message: 'rejected' })
    const mapped = toPorticoError(wrapped)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.cause).toBe(wrapped)
    expect(toPorticoError(Object.assign(new Error('x'), { code: 4900 }))).toBeInstanceOf(
      DisconnectedError,
    )
  })

  it('keeps other codes, never guesses from a message, and lets Portico errors through', () => {
    expect(
      toPorticoError({ code: -32002, message: 'Transaction simulation failed' }),
    ).toMatchObject({
      code: -32002,
    })
    expect(toPorticoError({ code: -32002 })).toBeInstanceOf(ProviderRpcError)
    expect(toPorticoError(new Error('User rejected the request'))).toBeInstanceOf(
      UnknownProviderError,
    )
    const failed = new TransactionSendFailedError()
    expect(toPorticoError(failed)).toBe(failed)
  })

  it('gives the Solana send text for a failed send and "Something went wrong" elsewhere', () => {
    const failed = new TransactionSendFailedError({ cause: new Error('insufficient funds') })
    expect(errorToast(failed, { action: 'send' })).toBe(
      'Failed to send transaction. Please try again.',
    )
    expect(errorToast(failed, { action: 'connect' })).toBe('Something went wrong')
  })
})
