import { BaseError } from '@portico/core'

/**
 * The wallet answered `signMessage` with a signature that does not verify (ed25519) for the
 * account and message: the kit never reports such a signature as a success.
 */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  readonly address: string
  constructor(address: string) {
    super('Invalid signature', {
      metaMessages: [`The wallet's signature does not verify for ${address}.`],
    })
    this.address = address
  }
}
