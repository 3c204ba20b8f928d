import type { webcrypto } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/harness.js'
import {
  type ConnectBody,
  deviceKey,
  newDeviceId,
  publicKeyOf,
  reason,
  type StepBody,
  sign,
  uniqueEmail,
  useAuthServer,
} from '../auth-server.test-helper.js'

// CONNECT for a returning device, over apps/api's routes and the real database: the device's
// login key is made here with WebCrypto as the frame makes it (ECDSA P-256, private half not
// extractable), registered by a login that typed the mailed code, and signs the challenges.

interface Challenge {
  challengeId: string
  challenge: string
  expiresAt: number
}

describeEachBackend('CONNECT by device key on $name', ({ name }) => {
  const auth = useAuthServer(name)
  const call = (path: string, body: unknown, token?: string) =>
    auth().call('POST', `/v1/auth${path}`, body, token)

  /** A login by the mailed code that registers `pair` as the device's login key. */
  async function loginRegistering(email: string, deviceId: string, pair: webcrypto.CryptoKeyPair) {
    const mark = auth().sink.inbox.seq
    const step = (await call('/email/start', { email, deviceId })).body as StepBody
    const otp = await auth().codeFor(email, mark)
    const verified = await call('/email/verify', {
      loginId: step.loginId,
      deviceId,
      otp,
      devicePublicKey: await publicKeyOf(pair),
    })
    expect(verified.status).toBe(200)
    return verified.body as ConnectBody
  }

  const challenge = async (email: string, deviceId: string) => {
    const reply = await call('/device/challenge', { email, deviceId })
    expect(reply.status).toBe(200)
    return reply.body as Challenge
  }

  const connect = async (
    pair: webcrypto.CryptoKeyPair,
    got: Challenge,
    deviceId: string,
    signature?: string,
  ) =>
    call('/device/connect', {
      challengeId: got.challengeId,
      deviceId,
      signature: signature ?? (await sign(pair, got.challenge)),
    })

  /**
   * Every mail sent to `email` after `mark`, read once a sentinel mail sent after the step arrived
   * (the sink receives in order): an empty list means the step mailed nothing.
   */
  async function mailsSince(email: string, mark: number) {
    const sentinel = uniqueEmail('sentinel')
    const sentinelMark = auth().sink.inbox.seq
    await call('/email/start', { email: sentinel, deviceId: newDeviceId() })
    await auth().sink.inbox.waitForMail(sentinel, { after: sentinelMark })
    return auth()
      .sink.inbox.list(email)
      .filter((mail) => mail.seq > mark)
  }

  const expectRefused = (reply: { status: number; body: unknown }) => {
    expect(reply.status).toBe(401)
    expect(reason(reply as Parameters<typeof reason>[0])).toEqual({
      code: 'DEVICE_KEY_REFUSED',
      description: 'This device is not approved for this email. Please sign in with a code',
    })
  }

  it('a device whose key a code login registered signs the challenge: CONNECT, a working session, no mail', async () => {
    const email = uniqueEmail('back')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    const first = await loginRegistering(email, deviceId, pair)
    expect((await call('/sign-out', {}, first.session.accessToken)).status).toBe(200)
    auth().clock.now += 5_000

    const mark = auth().sink.inbox.seq
    const got = await challenge(email, deviceId)
    expect(got.challengeId).toMatch(/^pdc_[A-Za-z0-9_-]{43}$/)
    expect(got.expiresAt).toBe(auth().clock.now + 60_000)
    expect(got.challenge).toBe(`Portico device login\n${got.challengeId}\n${email}\n${deviceId}`)
    const connected = await connect(pair, got, deviceId)
    expect(connected.status).toBe(200)
    const body = connected.body as ConnectBody
    expect(body.step).toBe('CONNECT')
    expect(body.user).toMatchObject({ userId: first.user.userId, email, deviceId })
    expect(body.session.sessionId).not.toBe(first.session.sessionId)
    const user = await auth().call('GET', '/v1/auth/user', undefined, body.session.accessToken)
    expect(user.status).toBe(200)
    expect(user.body).toMatchObject({ email })
    expect(await mailsSince(email, mark)).toEqual([])
  })

  it('a challenge is single use: replayed, even with its good signature, it is refused', async () => {
    const email = uniqueEmail('replay')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    await loginRegistering(email, deviceId, pair)
    const got = await challenge(email, deviceId)
    const signature = await sign(pair, got.challenge)
    expect((await connect(pair, got, deviceId, signature)).status).toBe(200)
    expectRefused(await connect(pair, got, deviceId, signature))
  })

  it('a wrong signature spends the challenge: the right one after it is refused too', async () => {
    const email = uniqueEmail('burn')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    await loginRegistering(email, deviceId, pair)
    const got = await challenge(email, deviceId)
    const otherText = await sign(pair, `${got.challenge}!`)
    expectRefused(await connect(pair, got, deviceId, otherText))
    expectRefused(await connect(pair, got, deviceId))
  })

  it('signed by another key (another browser knowing the address and the device id): refused, and the code path goes on', async () => {
    const email = uniqueEmail('thief')
    const deviceId = newDeviceId()
    await loginRegistering(email, deviceId, await deviceKey())
    const stranger = await deviceKey()
    expectRefused(await connect(stranger, await challenge(email, deviceId), deviceId))
    // The stranger's only way on is the code, mailed to the owner.
    const mark = auth().sink.inbox.seq
    auth().clock.now += 30_000
    const started = await call('/email/start', { email, deviceId })
    expect((started.body as StepBody).step).toBe('VERIFY_OTP')
    expect(await mailsSince(email, mark)).toHaveLength(1)
  })

  it('an unknown device, an unknown address, and a device approved without a key: refused alike', async () => {
    const email = uniqueEmail('nokey')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    // Approved by its code, but the login sent no key (an older frame).
    await auth().login(email, deviceId)
    expectRefused(await connect(pair, await challenge(email, deviceId), deviceId))
    const unknownDevice = newDeviceId()
    expectRefused(await connect(pair, await challenge(email, unknownDevice), unknownDevice))
    const nobody = uniqueEmail('nobody')
    expectRefused(await connect(pair, await challenge(nobody, deviceId), deviceId))
  })

  it("the key of one address does not connect another address's account on the same device", async () => {
    const mine = uniqueEmail('mine')
    const theirs = uniqueEmail('theirs')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    await loginRegistering(mine, deviceId, pair)
    // The other address has an account (made on another device).
    await auth().login(theirs)
    expectRefused(await connect(pair, await challenge(theirs, deviceId), deviceId))
    // Nor does a challenge issued for this device answer from another device id.
    const got = await challenge(mine, deviceId)
    expectRefused(await connect(pair, got, newDeviceId()))
  })

  it('an expired challenge is refused (60 s)', async () => {
    const email = uniqueEmail('slow')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    await loginRegistering(email, deviceId, pair)
    const got = await challenge(email, deviceId)
    auth().clock.now += 60_000
    expectRefused(await connect(pair, got, deviceId))
  })

  it('signing out everywhere revokes the keys; a new code login registers the device again', async () => {
    const email = uniqueEmail('everywhere')
    const deviceId = newDeviceId()
    const pair = await deviceKey()
    const login = await loginRegistering(email, deviceId, pair)
    const out = await call('/sign-out', { allDevices: true }, login.session.accessToken)
    expect(out.status).toBe(200)
    expectRefused(await connect(pair, await challenge(email, deviceId), deviceId))
    auth().clock.now += 30_000
    const again = await deviceKey()
    await loginRegistering(email, deviceId, again)
    expectRefused(await connect(pair, await challenge(email, deviceId), deviceId))
    expect((await connect(again, await challenge(email, deviceId), deviceId)).status).toBe(200)
  })

  it('a malformed key at the code: 400 DEVICE_KEY_INVALID, and the code is not spent', async () => {
    const email = uniqueEmail('badkey')
    const deviceId = newDeviceId()
    const mark = auth().sink.inbox.seq
    const step = (await call('/email/start', { email, deviceId })).body as StepBody
    const otp = await auth().codeFor(email, mark)
    // 65 bytes that are not a point of the curve.
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')
    const bad = await call('/email/verify', {
      loginId: step.loginId,
      deviceId,
      otp,
      devicePublicKey: notAPoint,
    })
    expect(bad.status).toBe(400)
    expect(reason(bad)).toEqual({ code: 'DEVICE_KEY_INVALID', description: 'Invalid device key' })
    const good = await call('/email/verify', {
      loginId: step.loginId,
      deviceId,
      otp,
      devicePublicKey: await publicKeyOf(await deviceKey()),
    })
    expect(good.status).toBe(200)
  })
})
