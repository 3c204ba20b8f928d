import { type Address, getAddress } from 'viem'
import { RecoveryFileError } from './key-errors.js'
import { type Share, shareFromBase64, shareToBase64 } from './share-bytes.js'

/** The browser or the passkey has no PRF extension: the frame offers the plain file instead. */
export class PasskeyPrfUnsupportedError extends Error {
  override name = 'PasskeyPrfUnsupportedError'
  constructor() {
    super('This passkey cannot protect the recovery file')
  }
}

const TYPE = 'portico-wallet-recovery'
const HKDF_INFO = new TextEncoder().encode('portico recovery share v1')

interface PasskeyRecoveryBody {
  type: typeof TYPE
  version: 2
  protection: 'passkey-prf'
  namespace: 'eip155'
  address: Address
  credentialId: string
  salt: string
  iv: string
  ciphertext: string
  createdAt: string
  note: string
}

export interface PasskeyOptions {
  credentials?: CredentialsContainer
  crypto?: Crypto
}

const random = (crypto: Crypto, size: number) => crypto.getRandomValues(new Uint8Array(size))
const bytesOf = (buffer: ArrayBuffer | ArrayBufferView) =>
  buffer instanceof ArrayBuffer
    ? new Uint8Array(buffer)
    : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)

/** The passkey's PRF output for `salt`, from an assertion with that credential. */
async function prfOutput(
  credentials: CredentialsContainer,
  credentialId: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  crypto: Crypto,
): Promise<Uint8Array> {
  const assertion = (await credentials.get({
    publicKey: {
      challenge: random(crypto, 32),
      allowCredentials: [{ type: 'public-key', id: credentialId }],
      userVerification: 'required',
      extensions: { prf: { eval: { first: salt } } },
    },
  })) as PublicKeyCredential | null
  const first = assertion?.getClientExtensionResults().prf?.results?.first
  if (!first) throw new PasskeyPrfUnsupportedError()
  return bytesOf(first)
}

/** AES-256-GCM from the PRF output through HKDF-SHA256 (non-extractable, used once). */
async function keyFromPrf(crypto: Crypto, prf: Uint8Array, salt: Uint8Array<ArrayBuffer>) {
  const material = await crypto.subtle.importKey('raw', Uint8Array.from(prf), 'HKDF', false, [
    'deriveKey',
  ])
  prf.fill(0)
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: HKDF_INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * A recovery file whose share is encrypted with a key only a new passkey can give again (the
 * WebAuthn PRF extension): the file alone, or the file plus the server's share, rebuilds nothing.
 * Creates the passkey (the browser asks the user), then reads its PRF once to derive the key.
 * Throws PasskeyPrfUnsupportedError where the browser or authenticator has no PRF.
 *
 * @example
 * const { name, text } = await passkeyRecoveryFile({ address, share: shares.recovery, userName: email })
 */
export async function passkeyRecoveryFile(
  p: {
    address: Address
    share: Share
    userName: string
    rpName?: string
    now?: Date
  } & PasskeyOptions,
): Promise<{ name: string; text: string }> {
  const crypto = p.crypto ?? globalThis.crypto
  const credentials = p.credentials ?? globalThis.navigator?.credentials
  if (!credentials) throw new PasskeyPrfUnsupportedError()
  const salt = random(crypto, 32)
  const created = (await credentials.create({
    publicKey: {
      challenge: random(crypto, 32),
      rp: { name: p.rpName ?? 'Portico wallet recovery' },
      user: { id: random(crypto, 16), name: p.userName, displayName: p.userName },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      extensions: { prf: { eval: { first: salt } } },
    },
  })) as PublicKeyCredential | null
  if (created?.getClientExtensionResults().prf?.enabled !== true) {
    throw new PasskeyPrfUnsupportedError()
  }
  const credentialId = Uint8Array.from(bytesOf(created.rawId))
  const key = await keyFromPrf(
    crypto,
    await prfOutput(credentials, credentialId, salt, crypto),
    salt,
  )
  const address = getAddress(p.address)
  const iv = random(crypto, 12)
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(address.toLowerCase()) },
    key,
    Uint8Array.from(p.share),
  )
  const body: PasskeyRecoveryBody = {
    type: TYPE,
    version: 2,
    protection: 'passkey-prf',
    namespace: 'eip155',
    address,
    credentialId: shareToBase64(credentialId),
    salt: shareToBase64(salt),
    iv: shareToBase64(iv),
    ciphertext: shareToBase64(new Uint8Array(ciphertext)),
    createdAt: (p.now ?? new Date()).toISOString(),
    note: 'Recovery share of your Portico wallet, encrypted with your passkey: you need both this file and the passkey to restore the wallet on a new device.',
  }
  return {
    name: `portico-recovery-${address.slice(0, 10).toLowerCase()}-passkey.json`,
    text: `${JSON.stringify(body, null, 2)}\n`,
  }
}

/** Whether a recovery file's text is the passkey-protected kind (then read it with {@link readPasskeyRecoveryFile}). */
export function isPasskeyRecoveryFile(text: string): boolean {
  try {
    return (JSON.parse(text) as { protection?: unknown }).protection === 'passkey-prf'
  } catch {
    return false
  }
}

/**
 * Decrypts a passkey-protected recovery file with its passkey (the browser asks the user).
 * Throws RecoveryFileError "This is not a recovery file" / "This is not a recovery file for this
 * wallet" / "This recovery file does not open with this passkey".
 */
export async function readPasskeyRecoveryFile(
  text: string,
  options: { address?: Address } & PasskeyOptions = {},
): Promise<{ address: Address; share: Share }> {
  const crypto = options.crypto ?? globalThis.crypto
  const credentials = options.credentials ?? globalThis.navigator?.credentials
  let body: Partial<PasskeyRecoveryBody>
  try {
    body = JSON.parse(text) as Partial<PasskeyRecoveryBody>
  } catch {
    throw new RecoveryFileError('This is not a recovery file')
  }
  const fields = [body.credentialId, body.salt, body.iv, body.ciphertext, body.address]
  if (
    body.type !== TYPE ||
    body.protection !== 'passkey-prf' ||
    fields.some((f) => typeof f !== 'string')
  ) {
    throw new RecoveryFileError('This is not a recovery file')
  }
  const address = getAddress(body.address as string)
  if (options.address && getAddress(options.address) !== address) {
    throw new RecoveryFileError('This is not a recovery file for this wallet')
  }
  if (!credentials) throw new PasskeyPrfUnsupportedError()
  try {
    const salt = Uint8Array.from(shareFromBase64(body.salt as string))
    const credentialId = Uint8Array.from(shareFromBase64(body.credentialId as string))
    const key = await keyFromPrf(
      crypto,
      await prfOutput(credentials, credentialId, salt, crypto),
      salt,
    )
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: Uint8Array.from(shareFromBase64(body.iv as string)),
        additionalData: new TextEncoder().encode(address.toLowerCase()),
      },
      key,
      Uint8Array.from(shareFromBase64(body.ciphertext as string)),
    )
    return { address, share: new Uint8Array(plain) }
  } catch (cause) {
    if (cause instanceof PasskeyPrfUnsupportedError) throw cause
    throw new RecoveryFileError('This recovery file does not open with this passkey', { cause })
  }
}
