import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import {
  type ConnectBody,
  newDeviceId,
  reason,
  type StepBody,
  uniqueEmail,
  useAuthServer,
} from '../auth-server.test-helper.js'

describeEachBackend('email login on $name: one-time codes', ({ name }) => {
  const auth = useAuthServer(name)
  const start = (email: string, deviceId: string) =>
    auth().call('POST', '/v1/auth/email/start', { email, deviceId })
  const verify = (loginId: string | undefined, deviceId: string, otp: string) =>
    auth().call('POST', '/v1/auth/email/verify', { loginId, deviceId, otp })

  it('mails a 6-digit code, keeps only its HMAC, and the code connects a new account', async () => {
    const email = uniqueEmail('ana')
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const started = await start(`  ${email.toUpperCase()} `, deviceId)
    expect(started.status).toBe(200)
    const step = started.body as StepBody
    expect(step).toMatchObject({ step: 'VERIFY_OTP', expiresAt: auth().clock.now + 600_000 })
    const mail = await auth().sink.inbox.waitForMail(email, { after: mark })
    expect(mail.subject).toMatch(/^\d{6} is your Portico login code$/)
    const otp = mail.code ?? ''
    const [row] = await auth().server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM auth_codes WHERE code_id = $1',
      [step.loginId],
    )
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.code_hash).not.toContain(otp)
    const verified = await verify(step.loginId, deviceId, otp)
    expect(verified.status).toBe(200)
    const body = verified.body as ConnectBody
    expect(body.step).toBe('CONNECT')
    expect(body.user).toMatchObject({ email, deviceId, wallets: [], recoveryEscrow: false })
    expect(body.session.accessToken).toMatch(/^pat_[A-Za-z0-9_-]{43}$/)
    expect(body.session.refreshToken).toMatch(/^prt_[A-Za-z0-9_-]{43}$/)
    // Single use: the same code again finds no live login.
    const again = await verify(step.loginId, deviceId, otp)
    expect(reason(again)).toMatchObject({
      code: 'LOGIN_EXPIRED',
      description: 'The login has expired. Please start again',
    })
  })

  it('a wrong code three times: "Invalid code" with attempts left, then "Too many wrong codes", and the right one no longer works', async () => {
    const email = uniqueEmail('guess')
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const step = (await start(email, deviceId)).body as StepBody
    const otp = await auth().codeFor(email, mark)
    const wrong = otp === '000000' ? '000001' : '000000'
    const first = await verify(step.loginId, deviceId, wrong)
    expect(first.status).toBe(400)
    expect(reason(first)).toEqual({
      code: 'OTP_INVALID',
      description: 'Invalid code',
      attemptsLeft: 2,
    })
    expect(reason(await verify(step.loginId, deviceId, 'abc'))).toMatchObject({
      code: 'OTP_INVALID',
      attemptsLeft: 1,
    })
    expect(reason(await verify(step.loginId, deviceId, wrong))).toEqual({
      code: 'OTP_ATTEMPTS',
      description: 'Too many wrong codes. Please request a new code',
    })
    expect(reason(await verify(step.loginId, deviceId, otp))).toMatchObject({
      code: 'OTP_ATTEMPTS',
    })
  })

  it('an expired code: "The code has expired. Please request a new code"', async () => {
    const email = uniqueEmail('late')
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const step = (await start(email, deviceId)).body as StepBody
    const otp = await auth().codeFor(email, mark)
    auth().clock.now += 600_000
    const reply = await verify(step.loginId, deviceId, otp)
    expect(reply.status).toBe(400)
    expect(reason(reply)).toEqual({
      code: 'OTP_EXPIRED',
      description: 'The code has expired. Please request a new code',
    })
  })

  it('a resend inside the 30 s cooldown: "Please try again after {n} seconds"; after it the new code replaces the old', async () => {
    const email = uniqueEmail('resend')
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const first = (await start(email, deviceId)).body as StepBody
    const oldCode = await auth().codeFor(email, mark)
    const now = await start(email, deviceId)
    expect(now.status).toBe(429)
    expect(now.headers.get('retry-after')).toBe('30')
    expect(reason(now)).toEqual({
      code: 'COOLDOWN',
      description: 'Please try again after 30 seconds',
      retryAfterSeconds: 30,
    })
    auth().clock.now += 12_500
    expect(reason(await start(email, deviceId))?.description).toBe(
      'Please try again after 18 seconds',
    )
    expect(auth().sink.inbox.list(email)).toHaveLength(1)
    auth().clock.now += 17_500
    const mark2 = auth().sink.inbox.seq
    const second = (await start(email, deviceId)).body as StepBody
    expect(second.step).toBe('VERIFY_OTP')
    const newCode = await auth().codeFor(email, mark2)
    expect(reason(await verify(first.loginId, deviceId, oldCode))?.code).toBe('LOGIN_EXPIRED')
    expect((await verify(second.loginId, deviceId, newCode)).status).toBe(200)
  })

  it('the code is bound to the device that asked for it', async () => {
    const email = uniqueEmail('bound')
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const step = (await start(email, deviceId)).body as StepBody
    const otp = await auth().codeFor(email, mark)
    expect(reason(await verify(step.loginId, newDeviceId(), otp))?.code).toBe('LOGIN_EXPIRED')
    expect((await verify(step.loginId, deviceId, otp)).status).toBe(200)
  })

  it('refuses an invalid email and an invalid device id with their texts', async () => {
    const bad = await start('not-an-email', newDeviceId())
    expect(bad.status).toBe(400)
    expect(reason(bad)).toEqual({ code: 'EMAIL_INVALID', description: 'Invalid email' })
    expect(reason(await start(uniqueEmail('dev'), 'short'))).toEqual({
      code: 'DEVICE_INVALID',
      description: 'Invalid device id',
    })
  })
})

describeEachBackend(
  'email login on $name: the start tells nobody whether an account exists',
  ({ name }) => {
    const auth = useAuthServer(name)
    /** The raw answer of a call, as a stranger sees it: status, headers and body bytes. */
    const raw = async (path: string, body: unknown) => {
      const response = await auth().server.app.request(`http://api.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return {
        status: response.status,
        headers: [...response.headers].sort(([a], [b]) => a.localeCompare(b)),
        text: await response.text(),
      }
    }
    /** The answer with the random login id blanked out (its length is fixed: a UUID). */
    const blank = (answer: Awaited<ReturnType<typeof raw>>, loginId: string) => ({
      ...answer,
      text: answer.text.replaceAll(loginId, '<login id>'),
    })

    it('a known address on its device, on a new device, and an unknown address get byte-identical answers from start, check and a wrong code', async () => {
      const known = uniqueEmail('known')
      const { deviceId: approved } = await auth().login(known)
      // A second account, so no case shares another's cooldown (the old code shared it per address).
      const knownElsewhere = uniqueEmail('known')
      await auth().login(knownElsewhere)
      auth().clock.now += 30_000
      const mark = auth().sink.inbox.seq
      const cases = [
        { email: known, deviceId: approved },
        { email: knownElsewhere, deviceId: newDeviceId() },
        { email: uniqueEmail('unknown'), deviceId: newDeviceId() },
      ]
      const started: {
        email: string
        deviceId: string
        loginId: string
        answer: ReturnType<typeof blank>
      }[] = []
      for (const { email, deviceId } of cases) {
        const answer = await raw('/v1/auth/email/start', { email, deviceId })
        const { loginId } = JSON.parse(answer.text) as { loginId: string }
        started.push({ email, deviceId, loginId, answer: blank(answer, loginId) })
      }
      const [first, ...others] = started.map((s) => s.answer)
      expect(first?.status).toBe(200)
      expect(JSON.parse(first?.text ?? '')).toEqual({
        step: 'VERIFY_OTP',
        loginId: '<login id>',
        expiresAt: auth().clock.now + 600_000,
      })
      for (const other of others) expect(other).toEqual(first)

      // What a stranger can do next with a loginId: poll it, guess a code, wait for it to expire.
      const mailed = new Set<string | undefined>(
        await Promise.all(
          [cases[0], cases[2]].map(
            async (c) =>
              (await auth().sink.inbox.waitForMail(c?.email ?? '', { after: mark })).code,
          ),
        ),
      )
      const wrong = ['000000', '111111', '222222'].find((otp) => !mailed.has(otp))
      const follow = async (path: string, extra: object) =>
        Promise.all(
          started.map(async ({ loginId, deviceId }) =>
            blank(await raw(path, { loginId, deviceId, ...extra }), loginId),
          ),
        )
      for (const answers of [
        await follow('/v1/auth/device/check', {}),
        await follow('/v1/auth/email/verify', { otp: wrong }),
      ]) {
        for (const other of answers.slice(1)) expect(other).toEqual(answers[0])
      }
      auth().clock.now += 600_000
      for (const answers of [
        await follow('/v1/auth/device/check', {}),
        await follow('/v1/auth/email/verify', { otp: wrong }),
      ]) {
        expect(answers[0]?.status).toBe(400)
        for (const other of answers.slice(1)) expect(other).toEqual(answers[0])
      }
    })
  },
)

describeEachBackend(
  "email login on $name: a stranger cannot end or block the owner's login",
  ({ name }) => {
    // The default limits (10 starts an hour per address and device, 30 per client address).
    const auth = useAuthServer(name)
    const start = (email: string, deviceId: string) =>
      auth().call('POST', '/v1/auth/email/start', { email, deviceId })
    const verify = (loginId: string | undefined, deviceId: string, otp: string) =>
      auth().call('POST', '/v1/auth/email/verify', { loginId, deviceId, otp })

    it("12 starts for the owner's address from another device leave the owner's pending code valid, and the owner can start again", async () => {
      const email = uniqueEmail('victim')
      const { deviceId: victim } = await auth().login(email)
      const attacker = newDeviceId()
      auth().clock.now += 30_000
      const attacks = [(await start(email, attacker)).status]
      // Same instant: the stranger's start put only their own device on the 30 s cooldown.
      const mark = auth().sink.inbox.seq
      const pending = await start(email, victim)
      expect(pending.status).toBe(200)
      const otp = await auth().codeFor(email, mark)
      for (let i = 0; i < 11; i++) {
        auth().clock.now += 30_000
        attacks.push((await start(email, attacker)).status)
      }
      // The stranger's own bucket ran out after 10; the owner's did not.
      expect(attacks).toEqual([...Array(10).fill(200), 429, 429])
      const verified = await verify((pending.body as StepBody).loginId, victim, otp)
      expect(verified.status).toBe(200)
      expect((verified.body as ConnectBody).user.email).toBe(email)
      auth().clock.now += 30_000
      const mark2 = auth().sink.inbox.seq
      const again = await start(email, victim)
      expect(again.status).toBe(200)
      const otp2 = await auth().codeFor(email, mark2)
      expect((await verify((again.body as StepBody).loginId, victim, otp2)).status).toBe(200)
    })
  },
)

describeEachBackend(
  'email login on $name: rate limits per address and device, and per client',
  ({ name }) => {
    const auth = useAuthServer(name, {
      perAddress: { burst: 2, perSecond: 1 / 3600 },
      perIp: { burst: 4, perSecond: 1 / 3600 },
    })
    const start = (email: string, deviceId = newDeviceId()) =>
      auth().call('POST', '/v1/auth/email/start', { email, deviceId })

    it('a third start for one address on one device within the hour is refused even past the cooldown', async () => {
      const email = uniqueEmail('limit')
      const deviceId = newDeviceId()
      expect((await start(email, deviceId)).status).toBe(200)
      auth().clock.now += 30_000
      expect((await start(email, deviceId)).status).toBe(200)
      auth().clock.now += 30_000
      const third = await start(email, deviceId)
      expect(third.status).toBe(429)
      expect(reason(third)).toMatchObject({
        code: 'RATE_LIMITED',
        description: 'Too many requests',
      })
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    })

    it('one client cycling through addresses is stopped by the per-client bucket', async () => {
      // The first test took 3 of this client's 4 tokens (one refused at the address bucket after).
      const replies = [await start(uniqueEmail('ip')), await start(uniqueEmail('ip'))]
      expect(replies.map((reply) => reply.status)).toEqual([200, 429])
      expect(reason(replies[1]!)?.code).toBe('RATE_LIMITED')
    })
  },
)
