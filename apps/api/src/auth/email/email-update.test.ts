import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import type { AuthUser } from '../accounts.js'
import { reason, type StepBody, uniqueEmail, useAuthServer } from '../auth-server.test-helper.js'

describeEachBackend(
  'update email on $name: a code to the old address, then to the new',
  ({ name }) => {
    const auth = useAuthServer(name)
    const call = (path: string, body: unknown, token: string) =>
      auth().call('POST', `/v1/auth/email/update${path}`, body, token)

    it('VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → the account answers to the new address', async () => {
      const oldEmail = uniqueEmail('old')
      const newEmail = uniqueEmail('new')
      const { session, deviceId } = await auth().login(oldEmail)
      const token = session.accessToken
      auth().clock.now += 30_000
      let mark = auth().sink.inbox.seq
      const first = await call('', { email: newEmail }, token)
      const step = first.body as StepBody
      expect(step).toMatchObject({ step: 'VERIFY_PRIMARY_OTP' })
      const primary = await auth().codeFor(oldEmail, mark)
      expect(auth().sink.inbox.list(newEmail)).toEqual([])
      mark = auth().sink.inbox.seq
      const second = await call('/primary', { updateId: step.updateId, otp: primary }, token)
      expect(second.body).toMatchObject({ step: 'VERIFY_SECONDARY_OTP', updateId: step.updateId })
      const secondary = await auth().codeFor(newEmail, mark)
      const done = await call('/secondary', { updateId: step.updateId, otp: secondary }, token)
      expect(done.status).toBe(200)
      expect((done.body as { user: AuthUser }).user.email).toBe(newEmail)
      // The same device signs in with the new address to the same account.
      auth().clock.now += 30_000
      const again = await auth().login(newEmail, deviceId)
      expect(again.user.userId).toBe((done.body as { user: AuthUser }).user.userId)
    })

    it('refuses the current address, and a wrong or foreign code', async () => {
      const email = uniqueEmail('me')
      const { session } = await auth().login(email)
      const token = session.accessToken
      expect(reason(await call('', { email }, token))).toEqual({
        code: 'EMAIL_UNCHANGED',
        description: 'This is already your email',
      })
      auth().clock.now += 30_000
      const step = (await call('', { email: uniqueEmail('next') }, token)).body as StepBody
      expect(
        reason(await call('/primary', { updateId: step.updateId, otp: '999999x' }, token)),
      ).toMatchObject({
        code: 'OTP_INVALID',
        description: 'Invalid code',
      })
      // Another user's session cannot drive this update.
      auth().clock.now += 30_000
      const stranger = await auth().login(uniqueEmail('stranger'))
      expect(
        reason(
          await call(
            '/primary',
            { updateId: step.updateId, otp: '123456' },
            stranger.session.accessToken,
          ),
        ),
      ).toEqual({
        code: 'UPDATE_EXPIRED',
        description: 'The email update has expired. Please start again',
      })
      // Without a session nothing happens.
      expect(
        (await auth().call('POST', '/v1/auth/email/update', { email: uniqueEmail('x') })).status,
      ).toBe(401)
    })

    it('an address that already has an account answers as a free one at every step: only its owner learns it, by mail, and no code is sent there', async () => {
      const email = uniqueEmail('asker')
      const other = uniqueEmail('registered')
      const { session } = await auth().login(email)
      await auth().login(other)
      const token = session.accessToken
      auth().clock.now += 30_000
      let mark = auth().sink.inbox.seq
      const first = await call('', { email: other }, token)
      expect(first.status).toBe(200)
      const step = first.body as StepBody
      expect(Object.keys(step).sort()).toEqual(['expiresAt', 'step', 'updateId'])
      expect(step.step).toBe('VERIFY_PRIMARY_OTP')
      const primary = await auth().codeFor(email, mark)
      mark = auth().sink.inbox.seq
      const second = await call('/primary', { updateId: step.updateId, otp: primary }, token)
      expect(second.status).toBe(200)
      expect(second.body).toMatchObject({ step: 'VERIFY_SECONDARY_OTP', updateId: step.updateId })
      // The registered address's owner is told, and gets no code to type.
      const notice = await auth().sink.inbox.waitForMail(other, { after: mark, timeoutMs: 10_000 })
      expect(notice.subject).toBe('Your Portico email was not changed')
      expect(notice.code).toBeUndefined()
      // The asker can only fail as with a wrong code, and keeps their address.
      const guessed = await call('/secondary', { updateId: step.updateId, otp: '123456' }, token)
      expect(reason(guessed)).toMatchObject({ code: 'OTP_INVALID', description: 'Invalid code' })
      const user = (await auth().call('GET', '/v1/auth/user', undefined, token)).body as AuthUser
      expect(user.email).toBe(email)
    })

    it('the 30 s cooldown applies to the old address', async () => {
      const email = uniqueEmail('cool')
      const { session } = await auth().login(email)
      const reply = await call('', { email: uniqueEmail('dest') }, session.accessToken)
      expect(reply.status).toBe(429)
      expect(reason(reply)?.description).toBe('Please try again after 30 seconds')
    })
  },
)
