// Browser-safe: signing the way the polkadot-js extension does it, on the test extension's keys.
import type { MetadataDef } from '@polkadot/extension-inject/types'
import { Metadata, TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { PolkadotTestAccount } from './test-extension-accounts.js'

/**
 * Signs raw data as polkadot-js extensions do: the bytes are always wrapped in
 * `<Bytes>…</Bytes>` (idempotent for already wrapped data) so a signed message can never be a
 * valid transaction payload. The signature has no type byte.
 */
export function signRawWith(
  account: PolkadotTestAccount,
  raw: SignerPayloadRaw,
  id: number,
): SignerResult {
  return { id, signature: u8aToHex(account.pair.sign(u8aWrapBytes(raw.data))) }
}

/**
 * Signs an extrinsic payload: encodes it with a registry that knows the payload's signed
 * extensions (and the chain's metadata when the dapp provided it through `metadata.provide`),
 * then signs as a MultiSignature (type byte + signature), like the polkadot-js extension.
 */
export function signPayloadWith(
  account: PolkadotTestAccount,
  payload: SignerPayloadJSON,
  id: number,
  metadata: readonly MetadataDef[],
): SignerResult {
  const registry = new TypeRegistry()
  const known = metadata.find(
    (def) =>
      def.genesisHash === payload.genesisHash &&
      def.specVersion === Number(payload.specVersion) &&
      def.rawMetadata !== undefined,
  )
  if (known?.rawMetadata) {
    registry.setMetadata(new Metadata(registry, known.rawMetadata), payload.signedExtensions)
  } else {
    registry.setSignedExtensions(payload.signedExtensions)
  }
  const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, {
    version: payload.version,
  })
  return { id, signature: extrinsicPayload.sign(account.pair).signature }
}
