import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import type { AuthUser } from '../accounts.js'
import { AUTH_TEXTS } from '../auth-errors.js'
import { reason, uniqueEmail, useAuthServer } from '../auth-server.test-helper.js'
import type { SessionTokens } from '../sessions/auth-sessions.js'

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const share = () => randomBytes(33).toString('base64')

describeEachBackend(
  'key shares on $name: sealed at rest, released to fresh sessions',
  ({ name }) => {
    const auth = useAuthServer(name, { recoveryEscrowKey: randomBytes(32).toString('base64') })
    const put = (path: string, body: unknown, token: string) =>
      auth().call('PUT', `/v1/auth/keys/${path}`, body, token)
    const get = (path: string, token: string) =>
      auth().call('GET', `/v1/auth/keys/${path}?namespace=eip155`, undefined, token)
    const remove = (token: string) =>
      auth().call('DELETE', '/v1/auth/keys/recovery-escrow?namespace=eip155', undefined, token)
    const refresh = async (refreshToken: string) =>
      (
        (await auth().call('POST', '/v1/auth/session/refresh', { refreshToken })).body as {
          session: SessionTokens
        }
      ).session

    it('stores the auth share once, sealed (AES-256-GCM), and gives the same bytes back', async () => {
      const { session, user } = await auth().login(uniqueEmail('keys'))
      const bytes = share()
      const body = { namespace: 'eip155', address: ADDRESS.toLowerCase(), share: bytes }
      expect((await put('auth-share', body, session.accessToken)).status).toBe(200)
      const [row] = await auth().server.db.query<{ ciphertext: string; address: string }>(
        'SELECT ciphertext, address FROM auth_key_shares WHERE user_id = $1',
        [user.userId],
      )
      expect(row?.address).toBe(ADDRESS)
      expect(row?.ciphertext).not.toContain(bytes.slice(0, 20))
      expect(Buffer.from(row?.ciphertext ?? '', 'base64')).toHaveLength(33 + 16)
      const got = await get('auth-share', session.accessToken)
      expect(got.body).toEqual({ namespace: 'eip155', address: ADDRESS, share: bytes })
      const again = await put('auth-share', { ...body, share: share() }, session.accessToken)
      expect(again.status).toBe(409)
      expect(reason(again)).toEqual({
        code: 'SHARE_EXISTS',
        description: 'A wallet already exists for this account',
      })
      const listed = (await auth().call('GET', '/v1/auth/user', undefined, session.accessToken))
        .body as AuthUser
      expect(listed.wallets).toEqual([{ namespace: 'eip155', address: ADDRESS }])
    })

    it('an access token older than 5 minutes must refresh first; another account sees nothing', async () => {
      const { session } = await auth().login(uniqueEmail('fresh'))
      await put(
        'auth-share',
        { namespace: 'eip155', address: ADDRESS, share: share() },
        session.accessToken,
      )
      auth().clock.now += 5 * 60_000 + 1
      const stale = await get('auth-share', session.accessToken)
      expect(stale.status).toBe(401)
      expect(reason(stale)).toEqual({
        code: 'SESSION_STALE',
        description: 'Please refresh the session',
      })
      const next = await refresh(session.refreshToken)
      expect((await get('auth-share', next.accessToken)).status).toBe(200)
      const other = await auth().login(uniqueEmail('other'))
      const none = await get('auth-share', other.session.accessToken)
      expect(none.status).toBe(404)
      expect(reason(none)).toEqual({
        code: 'SHARE_NOT_FOUND',
        description: 'No wallet for this account',
      })
      expect((await auth().call('GET', '/v1/auth/keys/auth-share')).status).toBe(401)
    })

    it('a sealed share moved to another account does not open (the account is bound in)', async () => {
      const a = await auth().login(uniqueEmail('a'))
      const b = await auth().login(uniqueEmail('b'))
      await put(
        'auth-share',
        { namespace: 'eip155', address: ADDRESS, share: share() },
        a.session.accessToken,
      )
      await auth().server.db.query(
        `INSERT INTO auth_key_shares (user_id, namespace, kind, address, key_id, iv, ciphertext, created_at)
       SELECT $2, namespace, kind, address, key_id, iv, ciphertext, created_at FROM auth_key_shares WHERE user_id = $1`,
        [a.user.userId, b.user.userId],
      )
      expect((await get('auth-share', b.session.accessToken)).status).toBe(500)
    })

    it('refuses a share that is not one (size, encoding) and an invalid address', async () => {
      const { session } = await auth().login(uniqueEmail('bad'))
      for (const body of [
        { namespace: 'eip155', address: ADDRESS, share: randomBytes(8).toString('base64') },
        { namespace: 'eip155', address: ADDRESS, share: 'not base64!' },
        { namespace: 'eip155', address: '0x1234', share: share() },
      ]) {
        expect(reason(await put('auth-share', body, session.accessToken))).toEqual({
          code: 'SHARE_INVALID',
          description: 'Invalid key share',
        })
      }
      expect(
        (
          await put(
            'auth-share',
            { namespace: 'solana', address: ADDRESS, share: share() },
            session.accessToken,
          )
        ).status,
      ).toBe(400)
    })

    it('recovery escrow (opt-in): same address as the wallet, released and deleted only within 15 min of an email login', async () => {
      const { session, user: owner, deviceId } = await auth().login(uniqueEmail('escrow'))
      const token = session.accessToken
      const recovery = share()
      const wrong = await put(
        'recovery-escrow',
        { namespace: 'eip155', address: ADDRESS, share: recovery },
        token,
      )
      expect(reason(wrong)?.code).toBe('SHARE_INVALID')
      await put('auth-share', { namespace: 'eip155', address: ADDRESS, share: share() }, token)
      expect(
        (
          await put(
            'recovery-escrow',
            { namespace: 'eip155', address: ADDRESS, share: recovery },
            token,
          )
        ).status,
      ).toBe(200)
      expect((await get('recovery-escrow', token)).body).toMatchObject({ share: recovery })
      const user = (await auth().call('GET', '/v1/auth/user', undefined, token)).body as AuthUser
      expect(user.recoveryEscrow).toBe(true)
      auth().clock.now += 15 * 60_000 + 1
      const later = await refresh(session.refreshToken)
      const stale = await get('recovery-escrow', later.accessToken)
      expect(stale.status).toBe(401)
      expect(reason(stale)).toEqual({
        code: 'LOGIN_STALE',
        description: 'Please sign in again to recover this wallet',
      })
      expect((await get('auth-share', later.accessToken)).status).toBe(200)
      // Turning escrow off is held to the same bar as reading it: an old login may not.
      const staleDelete = await remove(later.accessToken)
      expect(staleDelete.status).toBe(401)
      expect(reason(staleDelete)?.code).toBe('LOGIN_STALE')
      expect(
        ((await auth().call('GET', '/v1/auth/user', undefined, later.accessToken)).body as AuthUser)
          .recoveryEscrow,
      ).toBe(true)
      const again = await auth().login(owner.email, deviceId)
      expect((await remove(again.session.accessToken)).status).toBe(200)
      const after = (await auth().call('GET', '/v1/auth/user', undefined, later.accessToken))
        .body as AuthUser
      expect(after.recoveryEscrow).toBe(false)
    })

    it.each(['farcaster', 'social'] as const)(
      'a fresh %s session of the account can neither read, replace nor delete the recovery escrow (403 LOGIN_METHOD_TOO_WEAK)',
      async (method) => {
        const owner = await auth().login(uniqueEmail(`escrow-${method}`))
        const ownerToken = owner.session.accessToken
        const recovery = share()
        const body = (bytes: string) => ({ namespace: 'eip155', address: ADDRESS, share: bytes })
        await put('auth-share', body(share()), ownerToken)
        expect((await put('recovery-escrow', body(recovery), ownerToken)).status).toBe(200)
        // The same account signed in a way a stranger can complete for the user (a social link
        // or a Farcaster QR code the user's app approved): its session records how it was made.
        auth().clock.now += 30_000 // the resend cooldown of this address on this device
        const stranger = await auth().login(owner.user.email, owner.deviceId)
        await auth().server.db.query(
          'UPDATE auth_sessions SET login_method = $2 WHERE session_id = $1',
          [stranger.session.sessionId, method],
        )
        const token = stranger.session.accessToken
        const tooWeak = {
          code: 'LOGIN_METHOD_TOO_WEAK',
          description: AUTH_TEXTS.loginMethodTooWeak,
        }
        const read = await get('recovery-escrow', token)
        const replaced = await put('recovery-escrow', body(share()), token)
        const deleted = await remove(token)
        for (const reply of [read, replaced, deleted]) {
          expect(reply.status).toBe(403)
          expect(reason(reply)).toEqual(tooWeak)
        }
        // The owner's escrow is as it was.
        expect((await get('recovery-escrow', ownerToken)).body).toMatchObject({ share: recovery })
      },
    )
  },
)

describeEachBackend('key shares on $name without an escrow key', ({ name }) => {
  const auth = useAuthServer(name)
  it('has no recovery-escrow routes', async () => {
    const { session } = await auth().login(uniqueEmail('noescrow'))
    expect(
      (await auth().call('GET', '/v1/auth/keys/recovery-escrow', undefined, session.accessToken))
        .status,
    ).toBe(404)
  })
})
