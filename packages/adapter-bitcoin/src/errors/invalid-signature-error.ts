import { BaseError, type BaseErrorParameters } from '@portico/core'

/**
 * The wallet answered signMessage with a signature that does not verify for the address and
 * message (BIP-322 simple or BIP-137): the kit never reports such a signature as a success.
 */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  readonly address: string
  constructor(address: string, parameters?: BaseErrorParameters) {
    super('Invalid signature', {
      ...parameters,
      metaMessages: [`The wallet's signature does not verify for ${address}.`],
    })
    this.address = address
  }
}
