import type { CreateSessionBody, RevokeSessionBody, Session } from '@portico/api-client'
import type { ChainHandle } from '../chain/chain-clients.js'
import { verifyAccountSignature } from '../chain/verify-account-signature.js'
import { crashPoint } from '../db/crash-point.js'
import type { Database } from '../db/database.js'
import { ApiError } from '../http/api-error.js'
import { assertNonceUnused, claimNonce } from './nonces.js'
import { sessionGrantMessage, sessionRevokeMessage } from './session-message.js'

/** `eip155:1:0xabc...` → its parts; other namespaces are not served yet. */
export function parseEvmCaip10(caipAddress: string): { chainId: number; address: `0x${string}` } {
  const match = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/.exec(caipAddress)
  if (!match)
    throw new ApiError(400, 'Invalid account: expected eip155:{chainId}:{address}', 'caipAddress')
  return { chainId: Number(match[1]), address: match[2] as `0x${string}` }
}

type EvmAccount = ReturnType<typeof parseEvmCaip10>

interface SessionRow {
  pci: string
  caip_address: string
  expiry: string | number
  permissions: Session['permissions'] | string
  created_at: string | number
  revoked_at: string | number | null
}

const toSession = (row: SessionRow): Session => ({
  pci: row.pci,
  caipAddress: row.caip_address,
  expiry: Number(row.expiry),
  createdAt: Number(row.created_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  permissions: typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions,
})

/**
 * Smart sessions (granted permission contexts) per account, kept in the database and keyed by
 * (account, pci): one account's records never block another's.
 */
export function createSessionService(options: {
  db: Database
  chains: Map<number, ChainHandle>
  now?: () => number
  /** Accepted distance of `issuedAt` from now, in seconds (default 600). */
  maxAgeSeconds?: number
}) {
  const { db } = options
  const now = options.now ?? Date.now
  const maxAge = options.maxAgeSeconds ?? 600

  async function checkSignature(
    { chainId, address }: EvmAccount,
    message: string,
    signature: string,
  ) {
    await verifyAccountSignature(options.chains.get(chainId), {
      address,
      message,
      signature: signature as `0x${string}`,
    })
  }

  const normalize = ({ chainId, address }: EvmAccount) =>
    `eip155:${chainId}:${address.toLowerCase()}`

  return {
    async list(caipAddress: string): Promise<Session[]> {
      const rows = await db.query<SessionRow>(
        'SELECT * FROM sessions WHERE caip_address = $1 ORDER BY created_at DESC, pci LIMIT 500',
        [normalize(parseEvmCaip10(caipAddress))],
      )
      return rows.map(toSession)
    },
    /** Records a session signed for `domain` (the host of this API as the client knows it). */
    async create(caipAddress: string, body: CreateSessionBody, domain: string): Promise<Session> {
      const parsed = parseEvmCaip10(caipAddress)
      const account = normalize(parsed)
      const nowSeconds = Math.floor(now() / 1000)
      if (Math.abs(nowSeconds - body.issuedAt) > maxAge) {
        throw new ApiError(400, 'Message issuedAt is too old or in the future', 'issuedAt')
      }
      if (body.expiry <= nowSeconds) throw new ApiError(400, 'Session already expired', 'expiry')
      const message = sessionGrantMessage({ domain, caipAddress, ...body })
      const nonce = { scope: 'session', account: parsed.address, nonce: body.nonce } as const
      await assertNonceUnused(db, nonce)
      await checkSignature(parsed, message, body.signature)
      return db.transaction(async (tx) => {
        await claimNonce(tx, {
          scope: 'session',
          account: parsed.address.toLowerCase(),
          nonce: body.nonce,
          expiresAt: (body.issuedAt + maxAge) * 1000,
        })
        await crashPoint('sessions.create')
        const rows = await tx.query<SessionRow>(
          `INSERT INTO sessions (pci, caip_address, expiry, permissions, created_at)
           VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (caip_address, pci) DO NOTHING RETURNING *`,
          [body.pci, account, body.expiry, JSON.stringify(body.permissions), now()],
        )
        if (!rows[0]) throw new ApiError(409, 'Session already exists', 'pci')
        return toSession(rows[0])
      })
    },
    async revoke(
      caipAddress: string,
      body: RevokeSessionBody,
      domain: string,
    ): Promise<{ revoked: boolean; pci: string }> {
      const parsed = parseEvmCaip10(caipAddress)
      await checkSignature(
        parsed,
        sessionRevokeMessage({ domain, caipAddress, pci: body.pci }),
        body.signature,
      )
      const rows = await db.query<SessionRow>(
        `UPDATE sessions SET revoked_at = COALESCE(revoked_at, $3)
         WHERE pci = $1 AND caip_address = $2 RETURNING *`,
        [body.pci, normalize(parsed), now()],
      )
      if (!rows[0]) throw new ApiError(404, 'Session not found', 'pci')
      return { revoked: true, pci: body.pci }
    },
  }
}
