import { getAddress, isAddress, sha256, toBytes } from 'viem'

/** What an account signs to record a session: every field the server stores, and where. */
export interface SessionGrant {
  /** Host of the data API the record is meant for (`api.example.org`, `127.0.0.1:8787`). */
  domain: string
  /** CAIP-10 account, `eip155:{chainId}:{address}`. */
  caipAddress: string
  pci: string
  /** Seconds since the epoch. */
  expiry: number
  permissions: readonly { type: string; data?: string | undefined }[]
  /** Seconds since the epoch. */
  issuedAt: number
  nonce: string
}

/** SHA-256 of the permissions as canonical JSON (`[{"type":…,"data":…}]`, keys in that order). */
export function permissionsHash(permissions: SessionGrant['permissions']): `0x${string}` {
  const canonical = permissions.map((permission) =>
    permission.data === undefined
      ? { type: permission.type }
      : { type: permission.type, data: permission.data },
  )
  return sha256(toBytes(JSON.stringify(canonical)))
}

/**
 * The lines both messages share: who asks, the checksummed account (as EIP-4361 writes it,
 * whatever case the path used), the action on the pci and the chain; then `tail`.
 */
function sessionMessage(
  action: 'grant' | 'revoke',
  terms: { domain: string; caipAddress: string; pci: string },
  tail: readonly string[] = [],
): string {
  const [, chainId = '', address = ''] = terms.caipAddress.split(':')
  const verb = action === 'grant' ? 'Grant' : 'Revoke'
  return [
    `${terms.domain} wants you to ${action} a session with your Ethereum account:`,
    isAddress(address, { strict: false }) ? getAddress(address) : address,
    '',
    `${verb} session ${terms.pci}`,
    '',
    'Version: 1',
    `Chain ID: ${chainId}`,
    ...tail,
  ].join('\n')
}

/**
 * The CAIP-122-style text an account signs to record a session. It names the API's domain, the
 * account and its chain, the pci, the expiry, a hash of the permissions, when it was issued and
 * a single-use nonce, so a captured signature cannot be posted with other terms, on another
 * chain or to another deployment, nor replayed.
 *
 * @example
 * sessionGrantMessage({ domain: 'api.example.org', caipAddress: 'eip155:1:0xabc…', pci: 'p1',
 *   expiry: 1_900_000_000, permissions: [], issuedAt: 1_800_000_000, nonce: 'n0nce123' })
 */
export function sessionGrantMessage(grant: SessionGrant): string {
  return sessionMessage('grant', grant, [
    `Nonce: ${grant.nonce}`,
    `Issued At: ${new Date(grant.issuedAt * 1000).toISOString()}`,
    `Expiration Time: ${new Date(grant.expiry * 1000).toISOString()}`,
    'Resources:',
    `- urn:portico:session:${grant.pci}`,
    `- urn:portico:permissions:sha256:${permissionsHash(grant.permissions).slice(2)}`,
  ])
}

/** The text an account signs to revoke one of its sessions on this deployment and chain. */
export function sessionRevokeMessage(revoke: {
  domain: string
  caipAddress: string
  pci: string
}): string {
  return sessionMessage('revoke', revoke)
}
