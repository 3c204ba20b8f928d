import { randomUUID } from 'node:crypto'
import { type AppClient, type CreateClientArgs, createAppClient } from '@farcaster/auth-client'
import * as v from 'valibot'
import { createPublicClient, http, parseAbi } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { type AuthUser, userView } from '../accounts.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'
import { issueSession, type SessionTokens } from '../sessions/auth-sessions.js'
import type { ResolvedFarcasterConfig } from './farcaster-config.js'

/** What the frame gets back from a poll: still waiting, or signed in (SPEC §7 connect Farcaster). */
export type FarcasterStep =
  | { step: 'PENDING'; loginId: string }
  | { step: 'CONNECT'; session: SessionTokens; user: AuthUser; username: string; fid: number }

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

/** An fname or an ENS name: what a relay may report as the username. */
const Username = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{0,63}$/i))

const loginExpired = () => new AuthError(400, 'LOGIN_EXPIRED', AUTH_TEXTS.loginExpired)
const invalid = (cause?: unknown) => {
  const error = new AuthError(401, 'FARCASTER_INVALID', AUTH_TEXTS.farcasterInvalid)
  if (cause !== undefined) error.cause = cause
  return error
}
const relayFailed = (cause: unknown) => {
  const error = new AuthError(502, 'RELAY_FAILED', AUTH_TEXTS.relayFailed)
  error.cause = cause
  return error
}

/**
 * auth-client's app client on the configured relay, its Ethereum side reading the configured
 * IdRegistry (the public one on Optimism, or a devnet stand-in). Only custody signatures count:
 * auth addresses live in the KeyRegistry, which a self-hosted deployment need not mirror.
 */
export function farcasterAppClient(config: ResolvedFarcasterConfig): AppClient {
  const publicClient = createPublicClient({ transport: http(config.rpcUrl) })
  const ethereum: CreateClientArgs['ethereum'] = {
    publicClient,
    getFid: (custody) =>
      publicClient.readContract({
        address: config.idRegistry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      }),
    isValidAuthAddress: async () => false,
  }
  return createAppClient({ relay: config.relayUrl, ethereum })
}

/**
 * Opens a relay channel with a nonce of ours and keeps its token here; the frame gets the URL it
 * shows as QR code and link, and a login id to poll with.
 */
export async function startFarcasterLogin(
  deps: AuthDeps,
  client: AppClient,
  p: { deviceId: string; siweUri: string },
): Promise<{ loginId: string; url: string; expiresAt: number }> {
  const nonce = generateSiweNonce()
  const domain = new URL(p.siweUri).host
  const expiresAt = deps.now() + deps.config.farcaster.loginTtlMs
  const created = await client
    .createChannel({ siweUri: p.siweUri, domain, nonce, acceptAuthAddress: false })
    .catch((cause: unknown) => ({ isError: true as const, error: cause }))
  if (created.isError || !('data' in created) || created.data.nonce !== nonce) {
    throw relayFailed(created.isError ? created.error : 'the relay changed the nonce')
  }
  const loginId = randomUUID()
  await deps.db.query(
    `INSERT INTO auth_farcaster_logins (login_id, channel_token, nonce, domain, device_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [loginId, created.data.channelToken, nonce, domain, p.deviceId, expiresAt, deps.now()],
  )
  return { loginId, url: created.data.url, expiresAt }
}

interface LoginRow {
  channel_token: string
  nonce: string
  domain: string
  device_id: string
  expires_at: string | number
}

/**
 * The frame's poll: asks the relay once. Completed → the message is verified (nonce and domain
 * ours, signature by the address the IdRegistry maps to the claimed fid), the login is used up
 * (once, whichever replica gets there first), and the fid's account signs in on this device.
 */
export async function checkFarcasterLogin(
  deps: AuthDeps,
  client: AppClient,
  p: { loginId: string; deviceId: string },
): Promise<FarcasterStep> {
  const [row] = await deps.db.query<LoginRow>(
    `SELECT channel_token, nonce, domain, device_id, expires_at FROM auth_farcaster_logins
     WHERE login_id = $1 AND consumed_at IS NULL`,
    [p.loginId],
  )
  if (!row || row.device_id !== p.deviceId || Number(row.expires_at) <= deps.now()) {
    throw loginExpired()
  }
  const status = await client.status({ channelToken: row.channel_token })
  if (status.isError) throw relayFailed(status.error)
  const answer = status.data
  if (answer.state !== 'completed') return { step: 'PENDING', loginId: p.loginId }
  if (!answer.message || !answer.signature) throw invalid()
  const verified = await client.verifySignInMessage({
    nonce: row.nonce,
    domain: row.domain,
    message: answer.message,
    signature: answer.signature,
    acceptAuthAddress: false,
  })
  if (verified.isError) {
    // A relay or node that cannot be reached is not the user's fault: they may try again.
    if (verified.error?.errCode === 'unavailable') throw relayFailed(verified.error)
    throw invalid(verified.error)
  }
  const username = v.safeParse(Username, answer.username)
  const name = username.success ? username.output : `fid:${verified.fid}`
  const used = await deps.db.query(
    `UPDATE auth_farcaster_logins SET consumed_at = $2
     WHERE login_id = $1 AND consumed_at IS NULL RETURNING login_id`,
    [p.loginId, deps.now()],
  )
  if (used.length === 0) throw loginExpired()
  const userId = await signInFarcasterAccount(deps, {
    fid: verified.fid,
    username: name,
    custody: verified.data.address,
    deviceId: p.deviceId,
  })
  const session = await issueSession(deps, {
    userId,
    deviceId: p.deviceId,
    loginAt: deps.now(),
    // The approval happened in the Farcaster app, perhaps of a stranger's QR code: nothing binds
    // it to this browser, so the session may not make a wallet or take the escrow (key-shares.ts).
    loginMethod: 'farcaster',
  })
  return {
    step: 'CONNECT',
    session,
    user: await userView(deps, userId, p.deviceId),
    username: name,
    fid: verified.fid,
  }
}

/** The fid's account (made on its first sign-in), its username and custody as last seen. */
async function signInFarcasterAccount(
  deps: AuthDeps,
  p: { fid: number; username: string; custody: string; deviceId: string },
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now()
    const [known] = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM auth_farcaster_accounts WHERE fid = $1',
      [p.fid],
    )
    const fresh = known ? undefined : randomUUID()
    if (fresh) {
      await tx.query(
        'INSERT INTO auth_accounts (user_id, email, created_at) VALUES ($1, NULL, $2)',
        [fresh, now],
      )
    }
    // Two first sign-ins at once: the fid keeps the account of the first (RETURNING gives it).
    const [row] = await tx.query<{ user_id: string }>(
      `INSERT INTO auth_farcaster_accounts (fid, user_id, username, custody, signed_in_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (fid) DO UPDATE SET username = $3, custody = $4, signed_in_at = $5
       RETURNING user_id`,
      [p.fid, known?.user_id ?? fresh, p.username, p.custody, now],
    )
    if (!row) throw new Error('auth: the Farcaster account vanished while signing in')
    const userId = row.user_id
    await tx.query(
      `INSERT INTO auth_devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, device_id) DO NOTHING`,
      [userId, p.deviceId, now],
    )
    return userId
  })
}
