import { randomBytes } from 'node:crypto'
import { type AnvilInstance, startAnvil } from '@portico/testing'
import {
  createFarcasterTestWallet,
  deployTestIdRegistry,
  registerTestFid,
  type SiwfRelay,
  startSiwfRelay,
} from '@portico/testing/farcaster'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthUser } from '../accounts.js'
import { newDeviceId, reason, useAuthServer } from '../auth-server.test-helper.js'
import type { SessionTokens } from '../sessions/auth-sessions.js'
import type { FarcasterConfig } from './farcaster-config.js'

const custodyKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
const strangerKey = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const

interface Started {
  loginId: string
  url: string
  expiresAt: number
}
interface Connected {
  step: 'CONNECT'
  session: SessionTokens
  user: AuthUser
  username: string
  fid: number
}

let anvil: AnvilInstance
let relay: SiwfRelay
let farcaster: FarcasterConfig
let fid: number

// Registered before the server's own hook, so the server starts with the relay and the registry.
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_410 })
  const [payer] = anvil.privateKeys
  if (!payer) throw new Error('anvil gave no keys')
  const chain = { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, privateKey: payer }
  const registry = await deployTestIdRegistry(chain)
  fid = await registerTestFid(chain, registry, privateKeyToAccount(custodyKey).address)
  relay = await startSiwfRelay()
  farcaster = { relayUrl: relay.url, rpcUrl: anvil.rpcUrl, idRegistry: registry }
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

describe('Sign In With Farcaster (/v1/auth/farcaster): relay, custody on chain, frame session', () => {
  // The section is read when the server starts (after the hook above), hence the getter.
  const auth = useAuthServer('pglite', {
    get farcaster() {
      return farcaster
    },
    recoveryEscrowKey: randomBytes(32).toString('base64'),
  })
  const start = async (deviceId: string) => {
    const reply = await auth().call('POST', '/v1/auth/farcaster/start', { deviceId })
    expect(reply.status).toBe(200)
    return reply.body as Started
  }
  const check = (loginId: string, deviceId: string) =>
    auth().call('POST', '/v1/auth/farcaster/check', { loginId, deviceId })
  const alice = createFarcasterTestWallet({ privateKey: custodyKey, fid: 1, username: 'alice' })

  it('start gives the relay URL; the poll is PENDING until the wallet signs, then CONNECT with a session', async () => {
    const deviceId = newDeviceId()
    const started = await start(deviceId)
    const url = new URL(started.url)
    expect(url.searchParams.get('domain')).toBe('api.test')
    expect(url.searchParams.get('siweUri')).toBe('http://api.test/v1/auth/farcaster')
    // The channel token stays on the server: the frame's login id is not it.
    expect(started.loginId).not.toBe(url.searchParams.get('channelToken'))
    expect((await check(started.loginId, deviceId)).body).toEqual({
      step: 'PENDING',
      loginId: started.loginId,
    })

    await alice.approve(started.url, relay)
    const done = await check(started.loginId, deviceId)
    expect(done.status).toBe(200)
    const connected = done.body as Connected
    expect(connected).toMatchObject({ step: 'CONNECT', username: 'alice', fid })
    expect(connected.user).toMatchObject({ email: '', deviceId, wallets: [] })

    const user = await auth().call('GET', '/v1/auth/user', undefined, connected.session.accessToken)
    expect((user.body as AuthUser).wallets).toEqual([])

    // A login is used once.
    const again = await check(started.loginId, deviceId)
    expect(again.status).toBe(400)
    expect(reason(again)?.code).toBe('LOGIN_EXPIRED')

    // The fid keys the account: signing in again (another device) finds the same one.
    const otherDevice = newDeviceId()
    const second = await start(otherDevice)
    await alice.approve(second.url, relay)
    const back = (await check(second.loginId, otherDevice)).body as Connected
    expect(back.user.userId).toBe(connected.user.userId)
  }, 30_000)

  it('a Farcaster session cannot make the account’s wallet, nor take the escrowed recovery share (refreshed or not)', async () => {
    // A stranger's QR code approved in the user's Farcaster app signs in as the user: the first
    // auth share would pick a wallet whose other shares the stranger holds.
    const deviceId = newDeviceId()
    const started = await start(deviceId)
    await alice.approve(started.url, relay)
    const { session } = (await check(started.loginId, deviceId)).body as Connected
    const put = await auth().call(
      'PUT',
      '/v1/auth/keys/auth-share',
      {
        namespace: 'eip155',
        address: privateKeyToAccount(strangerKey).address,
        share: randomBytes(33).toString('base64'),
      },
      session.accessToken,
    )
    expect(put.status).toBe(403)
    expect(reason(put)).toEqual({
      code: 'CREATE_WALLET_REFUSED',
      description: 'Sign in with email or a social account once to create your wallet',
    })
    const user = await auth().call('GET', '/v1/auth/user', undefined, session.accessToken)
    expect((user.body as AuthUser).wallets).toEqual([])

    const escrow = (token: string) =>
      auth().call('GET', '/v1/auth/keys/recovery-escrow?namespace=eip155', undefined, token)
    const refused = await escrow(session.accessToken)
    expect(refused.status).toBe(403)
    expect(reason(refused)).toEqual({
      code: 'LOGIN_METHOD_TOO_WEAK',
      description: 'Sign in with your email to restore this wallet',
    })
    // A refresh keeps the login method.
    const refreshed = await auth().call('POST', '/v1/auth/session/refresh', {
      refreshToken: session.refreshToken,
    })
    expect(refreshed.status).toBe(200)
    const next = (refreshed.body as { session: SessionTokens }).session
    expect(reason(await escrow(next.accessToken))?.code).toBe('LOGIN_METHOD_TOO_WEAK')
  }, 30_000)

  it('a signature by an address that is not the fid’s custody is refused (401 FARCASTER_INVALID)', async () => {
    const deviceId = newDeviceId()
    const started = await start(deviceId)
    const impostor = createFarcasterTestWallet({ privateKey: strangerKey, fid, username: 'alice' })
    await impostor.approve(started.url, relay)
    const refused = await check(started.loginId, deviceId)
    expect(refused.status).toBe(401)
    expect(reason(refused)).toEqual({
      code: 'FARCASTER_INVALID',
      description: 'The Farcaster sign-in could not be verified',
    })
  }, 30_000)

  it('another device, an unknown login or a login past its 5 minutes is expired', async () => {
    const deviceId = newDeviceId()
    const started = await start(deviceId)
    const elsewhere = await check(started.loginId, newDeviceId())
    expect(reason(elsewhere)?.code).toBe('LOGIN_EXPIRED')
    expect(reason(await check('no-such-login', deviceId))?.code).toBe('LOGIN_EXPIRED')
    auth().clock.now += 5 * 60_000
    const late = await check(started.loginId, deviceId)
    expect(late.status).toBe(400)
    expect(reason(late)?.code).toBe('LOGIN_EXPIRED')
  }, 30_000)

  it('a relay that cannot be reached answers 502 RELAY_FAILED', async () => {
    await relay.stop()
    const reply = await auth().call('POST', '/v1/auth/farcaster/start', {
      deviceId: newDeviceId(),
    })
    expect(reply.status).toBe(502)
    expect(reason(reply)).toEqual({
      code: 'RELAY_FAILED',
      description: 'Could not reach the Farcaster relay. Please try again',
    })
  }, 30_000)
})
