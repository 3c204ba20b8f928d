import { type Address, getAddress, isAddress, keccak256, toBytes } from 'viem'
import { RecoveryFileError } from './key-errors.js'
import { type Share, shareFromBase64, shareToBase64 } from './share-bytes.js'

const TYPE = 'portico-wallet-recovery'

interface RecoveryFileBody {
  type: typeof TYPE
  version: 1
  namespace: 'eip155'
  address: Address
  share: string
  checksum: string
  createdAt: string
  email?: string
  note: string
}

const checksumOf = (address: string, share: string) =>
  keccak256(toBytes(`${address.toLowerCase()}|${share}`)).slice(2, 18)

/**
 * The recovery share as a file for the user to download (JSON, versioned). With the auth share
 * kept by the server it rebuilds the wallet on a new device; alone it tells nothing.
 *
 * @example
 * const { name, text } = recoveryFile({ address, share: shares.recovery })
 */
export function recoveryFile(p: { address: Address; share: Share; email?: string; now?: Date }): {
  name: string
  text: string
} {
  const share = shareToBase64(p.share)
  const address = getAddress(p.address)
  const body: RecoveryFileBody = {
    type: TYPE,
    version: 1,
    namespace: 'eip155',
    address,
    share,
    checksum: checksumOf(address, share),
    createdAt: (p.now ?? new Date()).toISOString(),
    ...(p.email ? { email: p.email } : {}),
    note: 'Recovery share of your Portico wallet. Keep it private and offline: with the share the wallet server keeps, it restores your wallet on a new device.',
  }
  return {
    name: `portico-recovery-${address.slice(0, 10).toLowerCase()}.json`,
    text: `${JSON.stringify(body, null, 2)}\n`,
  }
}

/**
 * Reads a recovery file; with `address`, also checks it is that wallet's. Throws
 * RecoveryFileError "This is not a recovery file", "This recovery file is damaged" or
 * "This is not a recovery file for this wallet".
 */
export function readRecoveryFile(
  text: string,
  address?: Address,
): { address: Address; share: Share } {
  let body: Partial<RecoveryFileBody>
  try {
    body = JSON.parse(text) as Partial<RecoveryFileBody>
  } catch {
    throw new RecoveryFileError('This is not a recovery file')
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    body.type !== TYPE ||
    body.version !== 1 ||
    typeof body.address !== 'string' ||
    !isAddress(body.address, { strict: false }) ||
    typeof body.share !== 'string'
  ) {
    throw new RecoveryFileError('This is not a recovery file')
  }
  let share: Share
  try {
    share = shareFromBase64(body.share)
  } catch {
    throw new RecoveryFileError('This recovery file is damaged')
  }
  if (share.length !== 33 || body.checksum !== checksumOf(body.address, body.share)) {
    throw new RecoveryFileError('This recovery file is damaged')
  }
  if (address && getAddress(address) !== getAddress(body.address)) {
    throw new RecoveryFileError('This is not a recovery file for this wallet')
  }
  return { address: getAddress(body.address), share }
}
