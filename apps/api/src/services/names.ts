import type { NameProfile, RegisterNameBody } from '@portico/api-client'
import { RegisterNameMessageSchema } from '@portico/api-client/schemas'
import type { ChainHandle } from '../chain/chain-clients.js'
import { verifyAccountSignature } from '../chain/verify-account-signature.js'
import { crashPoint } from '../db/crash-point.js'
import type { Database } from '../db/database.js'
import { ApiError, validate } from '../http/api-error.js'
import { assertNonceUnused, claimNonce } from './nonces.js'

/** Labels nobody may register: they would impersonate the service or its operators. */
export const DEFAULT_RESERVED_NAMES: readonly string[] = [
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'security',
  'official',
  'portico',
  'wallet',
  'team',
  'staff',
  'moderator',
  'billing',
  'null',
  'undefined',
]

/** Letters, digits and hyphens, at least 4 (and at most 63, a DNS label). */
const LABEL = /^[a-z0-9-]{4,63}$/

/** `Alice` / `alice.portico.id` → `alice.portico.id`; invalid labels are a 400. */
export function normalizeName(input: string, suffix: string): string {
  const lower = input.toLowerCase()
  const label = lower.endsWith(`.${suffix}`) ? lower.slice(0, -(suffix.length + 1)) : lower
  if (!LABEL.test(label)) {
    throw new ApiError(400, 'Invalid name: use at least 4 letters, digits or hyphens', 'name')
  }
  return `${label}.${suffix}`
}

/** ENSIP-11: EVM coin types are 60 (chain 1) or 0x80000000 | chainId. Returns the chain id. */
export function chainIdFromCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (coinType >= 0x80000000 && coinType <= 0xffffffff) return coinType - 0x80000000
  return undefined
}

interface NameRow {
  name: string
  address: string
  coin_type: string | number
  attributes: Record<string, string> | string
  registered_at: string | number
  updated_at: string | number
}

function toProfile(row: NameRow): NameProfile {
  const attributes =
    typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes
  return {
    name: row.name,
    registered: Number(row.registered_at),
    updated: Number(row.updated_at),
    addresses: { [String(row.coin_type)]: { address: row.address } },
    attributes,
  }
}

/** The name registry, kept in the database. */
export function createNameService(options: {
  db: Database
  chains: Map<number, ChainHandle>
  suffix: string
  maxAgeSeconds: number
  now?: () => number
  /** Names one address may hold (default 5). */
  quotaPerAddress?: number
  /** Labels refused (default `DEFAULT_RESERVED_NAMES`). */
  reserved?: readonly string[]
}) {
  const { db, suffix } = options
  const now = options.now ?? Date.now
  const quota = options.quotaPerAddress ?? 5
  const reserved = new Set((options.reserved ?? DEFAULT_RESERVED_NAMES).map((n) => n.toLowerCase()))

  return {
    async lookup(name: string): Promise<NameProfile | undefined> {
      const full = normalizeName(name, suffix)
      const rows = await db.query<NameRow>('SELECT * FROM names WHERE name = $1', [full])
      return rows[0] ? toProfile(rows[0]) : undefined
    },

    async reverse(address: string): Promise<NameProfile[]> {
      const rows = await db.query<NameRow>(
        'SELECT * FROM names WHERE address = $1 ORDER BY updated_at DESC, name LIMIT 100',
        [address.toLowerCase()],
      )
      return rows.map(toProfile)
    },

    async suggestions(name: string): Promise<{ name: string; registered: boolean }[]> {
      const full = normalizeName(name, suffix)
      const label = full.slice(0, -(suffix.length + 1))
      const candidates = [
        full,
        ...['1', '2', '3', 'app', 'xyz', 'web3'].map((tail) => `${label}-${tail}.${suffix}`),
      ]
      const taken = new Set(
        (
          await db.query<{ name: string }>('SELECT name FROM names WHERE name = ANY($1::text[])', [
            candidates,
          ])
        ).map((row) => row.name),
      )
      const [exact, ...rest] = candidates
      return [
        { name: exact ?? full, registered: taken.has(full) },
        ...rest
          .filter((candidate) => !taken.has(candidate))
          .slice(0, 5)
          .map((candidate) => ({ name: candidate, registered: false })),
      ]
    },

    /**
     * Registers `message.name` for `address`: the signature must be the address's EIP-191
     * signature of `message` (JSON `{ name, attributes, timestamp, coin_type, domain, nonce }`,
     * seconds), the timestamp recent, `coin_type` the body's and an EVM one (ENSIP-11), `domain`
     * this API's, the nonce unused, the name neither reserved nor taken (or already the
     * address's), and the address under its quota.
     */
    async register(body: RegisterNameBody, domain: string): Promise<NameProfile> {
      let parsed: unknown
      try {
        parsed = JSON.parse(body.message)
      } catch {
        throw new ApiError(
          400,
          'Invalid message: expected JSON { name, attributes, timestamp, coin_type, domain, nonce }',
          'message',
        )
      }
      const message = validate(RegisterNameMessageSchema, parsed, 'message')
      const full = normalizeName(message.name, suffix)
      const chainId = chainIdFromCoinType(body.coin_type)
      if (chainId === undefined) throw new ApiError(400, 'Unsupported coin type', 'coin_type')
      if (message.coin_type !== body.coin_type) {
        throw new ApiError(400, 'Message coin_type differs from the body', 'message')
      }
      if (message.domain.toLowerCase() !== domain.toLowerCase()) {
        throw new ApiError(400, 'Message domain is not this service', 'message')
      }
      const nowSeconds = Math.floor(now() / 1000)
      if (Math.abs(nowSeconds - message.timestamp) > options.maxAgeSeconds) {
        throw new ApiError(400, 'Message timestamp is too old or in the future', 'message')
      }
      const label = full.slice(0, -(suffix.length + 1))
      if (reserved.has(label)) throw new ApiError(409, `Name ${full} is reserved`, 'name')
      const signed = {
        address: body.address as `0x${string}`,
        message: body.message,
        signature: body.signature as `0x${string}`,
      }
      await assertNonceUnused(db, { scope: 'name', account: body.address, nonce: message.nonce })
      await verifyAccountSignature(options.chains.get(chainId), signed)
      const address = body.address.toLowerCase()
      const time = now()
      const attributes = JSON.stringify(message.attributes ?? {})
      const row = await db.transaction(async (tx) => {
        // One registration per address at a time, so the quota count cannot be raced.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`names:${address}`])
        await claimNonce(tx, {
          scope: 'name',
          account: address,
          nonce: message.nonce,
          expiresAt: (message.timestamp + options.maxAgeSeconds) * 1000,
        })
        await crashPoint('names.register')
        const [held] = await tx.query<{ count: string | number }>(
          'SELECT count(*) AS count FROM names WHERE address = $1 AND name <> $2',
          [address, full],
        )
        if (Number(held?.count ?? 0) >= quota) {
          throw new ApiError(
            403,
            `Name quota reached: an address may hold ${quota} names`,
            'address',
          )
        }
        const rows = await tx.query<NameRow>(
          `INSERT INTO names (name, address, coin_type, attributes, registered_at, updated_at)
           VALUES ($1, $2, $3, $4::jsonb, $5, $5)
           ON CONFLICT (name) DO UPDATE SET attributes = EXCLUDED.attributes, updated_at = EXCLUDED.updated_at,
             coin_type = EXCLUDED.coin_type
           WHERE names.address = EXCLUDED.address
           RETURNING *`,
          [full, address, body.coin_type, attributes, time],
        )
        return rows[0]
      })
      if (!row) throw new ApiError(409, `Name ${full} is already taken`, 'name')
      return toProfile(row)
    },
  }
}
export type NameService = ReturnType<typeof createNameService>
