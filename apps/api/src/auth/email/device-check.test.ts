import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import { otpHash } from '../auth-crypto.js'
import {
  type ConnectBody,
  newDeviceId,
  reason,
  type StepBody,
  uniqueEmail,
  useAuthServer,
} from '../auth-server.test-helper.js'

/** The helper's server secret (the codes' HMAC key). */
const SECRET = 'a-test-secret-that-is-32-chars-long!'

describeEachBackend('new-device check on $name: an emailed link approves a device', ({ name }) => {
  const auth = useAuthServer(name)
  const start = (email: string, deviceId: string) =>
    auth().call('POST', '/v1/auth/email/start', { email, deviceId })
  const check = (loginId: string | undefined, deviceId: string) =>
    auth().call('POST', '/v1/auth/device/check', { loginId, deviceId })
  const verify = (loginId: string | undefined, deviceId: string, otp: string) =>
    auth().call('POST', '/v1/auth/email/verify', { loginId, deviceId, otp })
  const path = (link: string) => new URL(link).pathname + new URL(link).search
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
  const approve = (token: string) =>
    auth().server.app.request('http://api.test/v1/auth/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
  const mailsAfter = (email: string, mark: number) =>
    auth()
      .sink.inbox.list(email)
      .filter((mail) => mail.seq > mark)

  /** An account signed in once on its first device, then a start from a second device. */
  async function secondDevice() {
    const email = uniqueEmail('dev')
    const first = await auth().login(email)
    auth().clock.now += 30_000
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const started = await start(email, deviceId)
    const mail = await auth().sink.inbox.waitForMail(email, { after: mark })
    return { email, first, deviceId, step: started.body as StepBody, mail }
  }

  it('a known account on a new device gets the usual VERIFY_OTP answer, and the mail is a link, no code', async () => {
    const { step, mail } = await secondDevice()
    expect(step).toEqual({
      step: 'VERIFY_OTP',
      loginId: step.loginId,
      expiresAt: auth().clock.now + 600_000,
    })
    expect(mail.subject).toBe('Approve a new device for Portico')
    expect(mail.code).toBeUndefined()
    expect(mail.links[0]).toMatch(
      /^http:\/\/api\.test\/v1\/auth\/device\/approve\?token=pda_[A-Za-z0-9_-]{43}$/,
    )
  })

  it('opening the link approves nothing; pressing Approve mails the code once, and it connects', async () => {
    const { email, deviceId, step, mail } = await secondDevice()
    const link = mail.links[0] ?? ''
    // A frame that still polls the check is sent on to the code at once.
    expect((await check(step.loginId, deviceId)).body).toEqual(step)
    let mark = auth().sink.inbox.seq
    const page = await auth().server.app.request(`http://api.test${path(link)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain(email)
    expect(html).toContain('<button type="submit">Approve</button>')
    expect(mailsAfter(email, mark)).toHaveLength(0)
    const approved = await approve(tokenOf(link))
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved. You can return to the app.')
    const otp = await auth().codeFor(email, mark)
    // A second press is still "approved" and mails nothing more.
    mark = auth().sink.inbox.seq
    expect((await approve(tokenOf(link))).status).toBe(200)
    expect(mailsAfter(email, mark)).toHaveLength(0)
    const verified = await verify(step.loginId, deviceId, otp)
    expect(verified.status).toBe(200)
    expect((verified.body as ConnectBody).user.email).toBe(email)
    // From now on this device is known: the next login's mail is a code.
    auth().clock.now += 30_000
    mark = auth().sink.inbox.seq
    expect(((await start(email, deviceId)).body as StepBody).step).toBe('VERIFY_OTP')
    expect(await auth().codeFor(email, mark)).toMatch(/^\d{6}$/)
  })

  it('a guess before the approval is a wrong code like any other, and the approved code has its own three tries', async () => {
    const { email, deviceId, step, mail } = await secondDevice()
    expect(reason(await verify(step.loginId, deviceId, '123456'))).toEqual({
      code: 'OTP_INVALID',
      description: 'Invalid code',
      attemptsLeft: 2,
    })
    expect(reason(await check(step.loginId, newDeviceId()))?.code).toBe('LOGIN_EXPIRED')
    // Even the row's own code (never mailed; set here so the test knows it) is refused.
    await auth().server.db.query('UPDATE auth_codes SET code_hash = $2 WHERE code_id = $1', [
      step.loginId,
      otpHash(Buffer.from(SECRET, 'utf8'), step.loginId ?? '', '654321'),
    ])
    expect(reason(await verify(step.loginId, deviceId, '654321'))).toMatchObject({
      code: 'OTP_INVALID',
      attemptsLeft: 1,
    })
    const mark = auth().sink.inbox.seq
    expect((await approve(tokenOf(mail.links[0] ?? ''))).status).toBe(200)
    const otp = await auth().codeFor(email, mark)
    const wrong = otp === '000000' ? '000001' : '000000'
    expect(reason(await verify(step.loginId, deviceId, wrong))).toMatchObject({ attemptsLeft: 2 })
    expect((await verify(step.loginId, deviceId, otp)).status).toBe(200)
  })

  it('the link outlives the first code: approved after 12 minutes it mails a fresh code; after 15 minutes it is dead', async () => {
    const late = await secondDevice()
    auth().clock.now += 12 * 60_000
    expect(reason(await check(late.step.loginId, late.deviceId))?.code).toBe('LOGIN_EXPIRED')
    const mark = auth().sink.inbox.seq
    expect((await approve(tokenOf(late.mail.links[0] ?? ''))).status).toBe(200)
    const otp = await auth().codeFor(late.email, mark)
    expect((await verify(late.step.loginId, late.deviceId, otp)).status).toBe(200)

    const dead = await secondDevice()
    auth().clock.now += 15 * 60_000
    expect(reason(await check(dead.step.loginId, dead.deviceId))).toEqual({
      code: 'LOGIN_EXPIRED',
      description: 'The login has expired. Please start again',
    })
    const link = dead.mail.links[0] ?? ''
    expect((await auth().server.app.request(`http://api.test${path(link)}`)).status).toBe(410)
    expect((await approve(tokenOf(link))).status).toBe(410)
  })
})
