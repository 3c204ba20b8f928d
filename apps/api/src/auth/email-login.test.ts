import { expect, it } from 'vitest'
import { describeEachBackend } from '../test/harness.js'
import {
  type ConnectBody,
  newDeviceId,
  reason,
  type StepBody,
  uniqueEmail,
  useAuthServer,
} from './auth-server.test-helper.js'

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

describeEachBackend('email login on $name: rate limits per address and per client', ({ name }) => {
  const auth = useAuthServer(name, {
    perAddress: { burst: 2, perSecond: 1 / 3600 },
    perIp: { burst: 4, perSecond: 1 / 3600 },
  })
  const start = (email: string) =>
    auth().call('POST', '/v1/auth/email/start', { email, deviceId: newDeviceId() })

  it('a third start for one address within the hour is refused even past the cooldown', async () => {
    const email = uniqueEmail('limit')
    expect((await start(email)).status).toBe(200)
    auth().clock.now += 30_000
    expect((await start(email)).status).toBe(200)
    auth().clock.now += 30_000
    const third = await start(email)
    expect(third.status).toBe(429)
    expect(reason(third)).toMatchObject({ code: 'RATE_LIMITED', description: 'Too many requests' })
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('one client cycling through addresses is stopped by the per-client bucket', async () => {
    // The first test took 3 of this client's 4 tokens (one refused at the address bucket after).
    const replies = [await start(uniqueEmail('ip')), await start(uniqueEmail('ip'))]
    expect(replies.map((reply) => reply.status)).toEqual([200, 429])
    expect(reason(replies[1]!)?.code).toBe('RATE_LIMITED')
  })
})
