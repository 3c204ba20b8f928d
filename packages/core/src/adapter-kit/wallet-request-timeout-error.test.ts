import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base-error.js'
import { FaultError } from '../errors/fault-errors.js'
import { WALLET_NOT_ANSWERING, WalletRequestTimeoutError } from './wallet-request-timeout-error.js'

describe('WalletRequestTimeoutError', () => {
  it('tells the user the wallet did not answer and names the pending method for debugging', () => {
    const error = new WalletRequestTimeoutError('signMessage', 1000)
    expect(error.message).toBe('The wallet did not answer. Open your wallet and try again.')
    expect(error.message).toBe(WALLET_NOT_ANSWERING)
    expect(error.name).toBe('WalletRequestTimeoutError')
    expect(error.metaMessages).toEqual(['The wallet did not answer signMessage within 1000 ms.'])
    expect(error).toMatchObject({ method: 'signMessage', timeout: 1000 })
  })

  it("is a fault of the wallet part, so the kit's toast names the part", () => {
    const error = new WalletRequestTimeoutError('enable', 5)
    expect(error).toBeInstanceOf(FaultError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as FaultError).part).toBe('wallet')
  })
})
