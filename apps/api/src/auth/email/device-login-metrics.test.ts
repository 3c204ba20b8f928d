import { beforeAll, expect, it } from 'vitest'
import {
  type ConnectBody,
  deviceKey,
  newDeviceId,
  publicKeyOf,
  type StepBody,
  sign,
  uniqueEmail,
  useAuthServer,
} from '../auth-server.test-helper.js'

// The device steps of the wallet frame's login (CONNECT by a returning device's key, the emailed
// approval of a new device) in portico_auth_logins_total, read as Prometheus reads it: over HTTP
// from the listening server, with the metrics token. Every step is sent over HTTP too.

const TOKEN = 'device-metrics-token-0123456789'
const auth = useAuthServer('pglite', {}, { metricsToken: TOKEN })
let url = ''
beforeAll(async () => {
  ;({ url } = await auth().server.listen())
})

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${url}/v1/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const scrape = async () => {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  return response.text()
}

const logins = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('portico_auth_logins_total{'))
    .sort()

it('counts CONNECT by device key and the new-device approval by method and outcome, with no personal data', async () => {
  const email = uniqueEmail('device-metrics')
  const deviceId = newDeviceId()
  const pair = await deviceKey()
  // A code login that registers the device's key.
  const mark = auth().sink.inbox.seq
  const started = (await post('/email/start', { email, deviceId })).body as StepBody
  const otp = await auth().codeFor(email, mark)
  const verified = await post('/email/verify', {
    loginId: started.loginId,
    deviceId,
    otp,
    devicePublicKey: await publicKeyOf(pair),
  })
  expect(verified.status).toBe(200)

  // CONNECT by the key: once signed right, once signed wrong (refused).
  const challenge = async () => {
    const reply = await post('/device/challenge', { email, deviceId })
    expect(reply.status).toBe(200)
    return reply.body as { challengeId: string; challenge: string }
  }
  const good = await challenge()
  const connected = await post('/device/connect', {
    challengeId: good.challengeId,
    deviceId,
    signature: await sign(pair, good.challenge),
  })
  expect(connected.status).toBe(200)
  expect((connected.body as ConnectBody).step).toBe('CONNECT')
  const bad = await challenge()
  const wrongSignature = await sign(pair, `${bad.challenge}!`)
  const refused = await post('/device/connect', {
    challengeId: bad.challengeId,
    deviceId,
    signature: wrongSignature,
  })
  expect(refused.status).toBe(401)

  // A second device of the account: the emailed link opened, Approve pressed; a dead link.
  auth().clock.now += 30_000
  const secondDevice = newDeviceId()
  const linkMark = auth().sink.inbox.seq
  expect((await post('/email/start', { email, deviceId: secondDevice })).status).toBe(200)
  const mail = await auth().sink.inbox.waitForMail(email, { after: linkMark })
  const link = new URL(mail.links[0] ?? '')
  const token = link.searchParams.get('token') ?? ''
  const page = await fetch(`${url}${link.pathname}${link.search}`)
  expect(page.status).toBe(200)
  await page.text()
  const approve = (value: string) =>
    fetch(`${url}/v1/auth/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: value }).toString(),
    }).then(async (response) => {
      await response.text()
      return response.status
    })
  expect(await approve(token)).toBe(200)
  expect(await approve(`${token.slice(0, -4)}dead`)).toBe(410)

  const text = await scrape()
  expect(logins(text)).toEqual([
    'portico_auth_logins_total{method="device",event="completed"} 1',
    'portico_auth_logins_total{method="device",event="refused"} 1',
    'portico_auth_logins_total{method="device",event="started"} 2',
    'portico_auth_logins_total{method="device-approval",event="completed"} 1',
    'portico_auth_logins_total{method="device-approval",event="refused"} 1',
    'portico_auth_logins_total{method="device-approval",event="started"} 1',
    'portico_auth_logins_total{method="email",event="completed"} 1',
    'portico_auth_logins_total{method="email",event="started"} 2',
  ])
  for (const secret of [
    email,
    deviceId,
    secondDevice,
    good.challengeId,
    bad.challengeId,
    wrongSignature,
    token,
  ])
    expect(text).not.toContain(secret)
})
