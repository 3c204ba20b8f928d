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

describeEachBackend('new-device check on $name: an emailed link approves a device', ({ name }) => {
  const auth = useAuthServer(name)
  const start = (email: string, deviceId: string) =>
    auth().call('POST', '/v1/auth/email/start', { email, deviceId })
  const check = (loginId: string | undefined, deviceId: string) =>
    auth().call('POST', '/v1/auth/device/check', { loginId, deviceId })
  const path = (link: string) => new URL(link).pathname + new URL(link).search
  const approve = (token: string) =>
    auth().server.app.request('http://api.test/v1/auth/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })

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

  it('a known account on a new device gets VERIFY_DEVICE and a link, no code', async () => {
    const { step, mail } = await secondDevice()
    expect(step.step).toBe('VERIFY_DEVICE')
    expect(mail.subject).toBe('Approve a new device for Portico')
    expect(mail.code).toBeUndefined()
    expect(mail.links[0]).toMatch(
      /^http:\/\/api\.test\/v1\/auth\/device\/approve\?token=pda_[A-Za-z0-9_-]{43}$/,
    )
  })

  it('opening the link approves nothing; pressing Approve does, then the code is mailed once and connects', async () => {
    const { email, deviceId, step, mail } = await secondDevice()
    const link = mail.links[0] ?? ''
    expect((await check(step.loginId, deviceId)).body).toEqual({
      step: 'VERIFY_DEVICE',
      loginId: step.loginId,
    })
    const page = await auth().server.app.request(`http://api.test${path(link)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain(email)
    expect(html).toContain('<button type="submit">Approve</button>')
    expect((await check(step.loginId, deviceId)).body).toMatchObject({ step: 'VERIFY_DEVICE' })
    const approved = await approve(new URL(link).searchParams.get('token') ?? '')
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved. You can return to the app.')
    const mark = auth().sink.inbox.seq
    const armed = await check(step.loginId, deviceId)
    expect(armed.body).toMatchObject({ step: 'VERIFY_OTP', loginId: step.loginId })
    const otp = await auth().codeFor(email, mark)
    expect((await check(step.loginId, deviceId)).body).toMatchObject({ step: 'VERIFY_OTP' })
    expect(
      auth()
        .sink.inbox.list(email)
        .filter((m) => m.seq > mark),
    ).toHaveLength(1)
    const verified = await auth().call('POST', '/v1/auth/email/verify', {
      loginId: step.loginId,
      deviceId,
      otp,
    })
    expect(verified.status).toBe(200)
    expect((verified.body as ConnectBody).user.email).toBe(email)
    // From now on this device is known: the next login goes straight to a code.
    auth().clock.now += 30_000
    expect(((await start(email, deviceId)).body as StepBody).step).toBe('VERIFY_OTP')
  })

  it('no code can be guessed before the approval, and the link dies after 15 minutes', async () => {
    const { deviceId, step, mail } = await secondDevice()
    const guessed = await auth().call('POST', '/v1/auth/email/verify', {
      loginId: step.loginId,
      deviceId,
      otp: '123456',
    })
    expect(reason(guessed)?.code).toBe('LOGIN_EXPIRED')
    expect(reason(await check(step.loginId, newDeviceId()))?.code).toBe('LOGIN_EXPIRED')
    auth().clock.now += 15 * 60_000
    expect(reason(await check(step.loginId, deviceId))).toEqual({
      code: 'LOGIN_EXPIRED',
      description: 'The login has expired. Please start again',
    })
    const link = mail.links[0] ?? ''
    expect((await auth().server.app.request(`http://api.test${path(link)}`)).status).toBe(410)
    expect((await approve(new URL(link).searchParams.get('token') ?? '')).status).toBe(410)
  })
})
