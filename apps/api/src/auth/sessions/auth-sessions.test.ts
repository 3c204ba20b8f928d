import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { migrate } from '../../db/migrations.js'
import { describeEachBackend, openTestDatabase } from '../../test/harness.js'
import type { AuthUser } from '../accounts.js'
import { reason, uniqueEmail, useAuthServer } from '../auth-server.test-helper.js'
import type { SessionTokens } from './auth-sessions.js'

describeEachBackend('frame sessions on $name: short-lived, rotated, revocable', ({ name }) => {
  const auth = useAuthServer(name)
  const user = (token: string) => auth().call('GET', '/v1/auth/user', undefined, token)
  const refresh = (refreshToken: string) =>
    auth().call('POST', '/v1/auth/session/refresh', { refreshToken })

  it('the access token reads the user; none, a made-up one or an expired one is 401 "Session expired…"', async () => {
    const { session, user: signedIn } = await auth().login(uniqueEmail('s'))
    const ok = await user(session.accessToken)
    expect(ok.status).toBe(200)
    expect(ok.body as AuthUser).toEqual(signedIn)
    const missing = await auth().call('GET', '/v1/auth/user')
    expect(missing.status).toBe(401)
    expect(reason(missing)).toEqual({
      code: 'SESSION_INVALID',
      description: 'Session expired. Please sign in again',
    })
    expect((await user(`pat_${'A'.repeat(43)}`)).status).toBe(401)
    auth().clock.now += 15 * 60_000
    expect((await user(session.accessToken)).status).toBe(401)
    // The refresh token outlives it: reload keeps the user signed in.
    expect((await refresh(session.refreshToken)).status).toBe(200)
  })

  it('refresh rotates both tokens; the old ones stop working', async () => {
    const { session } = await auth().login(uniqueEmail('rot'))
    const rotated = await refresh(session.refreshToken)
    const next = (rotated.body as { session: SessionTokens }).session
    expect(next.sessionId).toBe(session.sessionId)
    expect(next.accessToken).not.toBe(session.accessToken)
    expect(next.refreshToken).not.toBe(session.refreshToken)
    expect(next.refreshExpiresAt).toBe(session.refreshExpiresAt)
    expect((await user(session.accessToken)).status).toBe(401)
    expect((await user(next.accessToken)).status).toBe(200)
  })

  it('a spent refresh token coming back revokes the whole session (a stolen copy)', async () => {
    const { session } = await auth().login(uniqueEmail('theft'))
    const next = ((await refresh(session.refreshToken)).body as { session: SessionTokens }).session
    const replay = await refresh(session.refreshToken)
    expect(replay.status).toBe(401)
    expect(reason(replay)?.code).toBe('SESSION_INVALID')
    expect((await user(next.accessToken)).status).toBe(401)
    expect((await refresh(next.refreshToken)).status).toBe(401)
  })

  it('a session ends 30 days after the login however often it was refreshed', async () => {
    const { session } = await auth().login(uniqueEmail('old'))
    let token = session.refreshToken
    for (let day = 0; day < 3; day++) {
      auth().clock.now += 10 * 86_400_000 - 1
      const reply = await refresh(token)
      expect(reply.status).toBe(200)
      token = (reply.body as { session: SessionTokens }).session.refreshToken
    }
    auth().clock.now += 3
    expect((await refresh(token)).status).toBe(401)
  })

  it('sign-out revokes this session; allDevices revokes every session of the account', async () => {
    const email = uniqueEmail('out')
    const a = await auth().login(email)
    auth().clock.now += 30_000
    const b = await auth().login(email, a.deviceId)
    auth().clock.now += 30_000
    const c = await auth().login(email, a.deviceId)
    const out = await auth().call('POST', '/v1/auth/sign-out', undefined, a.session.accessToken)
    expect(out).toMatchObject({ status: 200, body: { ok: true } })
    expect((await user(a.session.accessToken)).status).toBe(401)
    expect((await refresh(a.session.refreshToken)).status).toBe(401)
    expect((await user(b.session.accessToken)).status).toBe(200)
    const all = await auth().call(
      'POST',
      '/v1/auth/sign-out',
      { allDevices: true },
      b.session.accessToken,
    )
    expect(all.status).toBe(200)
    expect((await user(b.session.accessToken)).status).toBe(401)
    expect((await user(c.session.accessToken)).status).toBe(401)
    expect((await refresh(c.session.refreshToken)).status).toBe(401)
  })

  it('the retention job deletes spent refresh tokens, dead sessions, old codes and cooldowns (runs last: moves the clock far)', async () => {
    const email = uniqueEmail('gone')
    const { session } = await auth().login(email)
    await refresh(session.refreshToken)
    const rows = async () => {
      const [row] = await auth().server.db.query<{ n: string | number }>(
        `SELECT (SELECT count(*) FROM auth_sessions WHERE session_id = $1)
           + (SELECT count(*) FROM auth_spent_refresh WHERE session_id = $1)
           + (SELECT count(*) FROM auth_codes WHERE email = $2)
           + (SELECT count(*) FROM auth_mail_cooldown WHERE email = $2 OR email LIKE $2 || ' %') AS n`,
        [session.sessionId, email],
      )
      return Number(row?.n)
    }
    expect(await rows()).toBe(4)
    auth().clock.now += 30 * 86_400_000 + 1
    expect((await auth().server.retention.run()).authRows).toBeGreaterThanOrEqual(3)
    // The session lives until its refresh lifetime is a day past.
    expect(await rows()).toBe(1)
    auth().clock.now += 86_400_000 + 1
    await auth().server.retention.run()
    expect(await rows()).toBe(0)
  })
})

describe('the auth-login-method migration on sessions made before it', () => {
  let db: Database
  let dispose: () => Promise<void>
  beforeAll(async () => {
    const opened = await openTestDatabase('pglite', { migrated: true })
    db = opened.db
    dispose = opened.dispose
  })
  afterAll(() => dispose())

  it('email sessions stay, Farcaster ones are marked, social ones (results not bound then) are revoked', async () => {
    // Back to the schema before it, with one session of each kind of account.
    await db.query('DELETE FROM schema_migrations WHERE id = 8')
    await db.query('ALTER TABLE auth_sessions DROP COLUMN login_method')
    await db.query('ALTER TABLE auth_social_attempts DROP COLUMN result_hash')
    const accounts = [
      ['u-email', 'e@example.org'],
      ['u-fc', null],
      ['u-social', null],
    ] as const
    for (const [userId, email] of accounts) {
      await db.query('INSERT INTO auth_accounts (user_id, email, created_at) VALUES ($1, $2, 1)', [
        userId,
        email,
      ])
      await db.query(
        `INSERT INTO auth_sessions (session_id, user_id, device_id, login_at, access_hash, access_issued_at,
           access_expires_at, refresh_hash, refresh_expires_at)
         VALUES ($1, $1, 'd', 1, $1, 1, 2, $1, 3)`,
        [userId],
      )
    }
    await db.query(
      `INSERT INTO auth_farcaster_accounts (fid, user_id, username, custody, signed_in_at)
       VALUES (7, 'u-fc', 'fc', '0x00', 1)`,
    )
    await db.query(
      `INSERT INTO auth_social_accounts (provider, subject, user_id, user_name, signed_in_at)
       VALUES ('github', 's', 'u-social', 'so', 1)`,
    )
    expect(await migrate(db)).toEqual([8])
    const rows = await db.query<{ user_id: string; login_method: string; revoked_at: unknown }>(
      'SELECT user_id, login_method, revoked_at FROM auth_sessions ORDER BY user_id',
    )
    expect(rows.map((row) => [row.user_id, row.login_method, row.revoked_at !== null])).toEqual([
      ['u-email', 'email', false],
      ['u-fc', 'farcaster', false],
      ['u-social', 'social', true],
    ])
  })
})
