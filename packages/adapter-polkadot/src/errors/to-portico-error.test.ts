import { UserRejectedRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toPorticoError } from './to-portico-error.js'

describe('toPorticoError', () => {
  it.each(['Cancelled', 'Rejected', 'Rejected by user', 'User rejected.'])(
    'maps the refusal %j to UserRejectedRequestError, keeping the original',
    (text) => {
      const original = new Error(text)
      const error = toPorticoError(original)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.cause).toBe(original)
    },
  )

  it('maps a WalletConnect 5000 code, and leaves other failures unknown', () => {
    expect(toPorticoError({ code: 5000, message: 'x' })).toBeInstanceOf(UserRejectedRequestError)
    expect(toPorticoError(new Error('Unable to find account'))).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
