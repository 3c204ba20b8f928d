import { randomBytes } from 'node:crypto'
import { type ApiServer, createApiServer } from '@portico/api'
import { freshDatabaseDir } from '@portico/api/testing'
import { type HeldPort, holdPort } from '@portico/testing'
import {
  type LocalOpenIdProvider,
  signInThroughForm,
  startLocalOpenIdProvider,
} from '@portico/testing/oidc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthApi, createAuthApi } from './auth-api.js'
import { createFrameSession, type FrameSession } from './frame-session.js'
import { createFrameWallet, RecoveryNeededError } from './frame-wallet.js'
import type { DeviceShareStore, Share } from './keys/index.js'
import { memoryStorage } from './social-return.test-helper.js'

// The frame's wallet against the real apps/api (HTTP, PGlite) with escrow on, signed in by a
// social login through the local OpenID provider: the escrow is written and released only after an
// email login, so a wallet made after a social login has none and a new device falls back to the
// recovery file.

const FRAME = 'http://frame.test'

let oidc: LocalOpenIdProvider
let api: ApiServer
let database: Awaited<ReturnType<typeof freshDatabaseDir>> | undefined
let apiUrl: string
let apiFront: HeldPort

beforeAll(async () => {
  oidc = await startLocalOpenIdProvider()
  // apps/api builds its callback URL on publicUrl: the port must be known (and held, so no other
  // test file takes it) before it starts.
  apiFront = await holdPort()
  apiUrl = apiFront.origin
  oidc.setRedirectUris([`${apiUrl}/v1/auth/social/github/callback`])
  const github = oidc.clients.github
  // A copy of a migrated template: a new cluster would run initdb (seconds of CPU).
  database = await freshDatabaseDir()
  api = await createApiServer(
    {
      chains: [],
      dataDir: database.dataDir,
      rateLimit: false,
      indexerPollMs: false,
      publicUrl: apiUrl,
      auth: {
        smtpUrl: 'smtp://127.0.0.1:9',
        secret: randomBytes(24).toString('base64'),
        shareKey: randomBytes(32).toString('base64'),
        recoveryEscrowKey: randomBytes(32).toString('base64'),
        social: {
          providers: {
            github: {
              clientId: github.clientId,
              clientSecret: github.clientSecret,
              tokenEndpointAuth: github.tokenEndpointAuth,
              authorizationUrl: oidc.endpoints.authorization,
              tokenUrl: oidc.endpoints.token,
              userInfoUrl: oidc.endpoints.oauthUserInfo,
              scope: 'profile',
            },
          },
          frameUrl: `${FRAME}/`,
        },
      },
    },
    { log: () => undefined },
  )
  apiFront.forwardTo((await api.listen({ host: '127.0.0.1', port: 0 })).port)
}, 120_000)

afterAll(async () => {
  await apiFront?.close()
  await api?.close()
  await database?.dispose()
  await oidc?.close()
})

/** A device's share store kept in memory (the frame's is IndexedDB, tested in Chromium). */
function memoryStore(): DeviceShareStore {
  const kept = new Map<string, { address: `0x${string}`; share: Share }>()
  return {
    save: async (userId, address, share) => void kept.set(userId, { address, share }),
    load: async (userId) => kept.get(userId),
    remove: async (userId) => void kept.delete(userId),
    close: () => undefined,
  }
}

/** A device (its own storage, so its own device id) signed in as `userName` through github. */
async function socialDevice(userName: string): Promise<{ auth: AuthApi; session: FrameSession }> {
  const auth = createAuthApi(`${apiUrl}/`)
  const session = createFrameSession(auth, memoryStorage(), Date.now)
  const started = await auth.startSocial('github', {
    deviceId: session.deviceId(),
    returnUrl: `${FRAME}/`,
  })
  const callback = await signInThroughForm(started.authorizationUrl, userName)
  const back = await fetch(callback, { redirect: 'manual' })
  const returned = new URL(back.headers.get('location') ?? '')
  const claimed = await auth.claimSocial({
    attemptId: started.attemptId,
    attemptSecret: started.attemptSecret,
    deviceId: session.deviceId(),
    resultCode: returned.searchParams.get('portico_social_code') ?? '',
  })
  session.set(claimed.session, claimed.user)
  return { auth, session }
}

describe('the frame wallet after a social login (apps/api with escrow on)', () => {
  it('the first device makes the wallet without escrow (a social login cannot write it); a new device asks for the recovery file instead of failing', async () => {
    const first = await socialDevice('nia')
    const made = createFrameWallet({
      api: first.auth,
      session: first.session,
      store: memoryStore(),
      recoveryEscrow: true,
    })
    const { address } = await made.open()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const second = await socialDevice('nia')
    expect(second.session.current()?.user).toMatchObject({
      recoveryEscrow: false,
      wallets: [{ namespace: 'eip155', address }],
    })
    const wallet = createFrameWallet({
      api: second.auth,
      session: second.session,
      store: memoryStore(),
      recoveryEscrow: true,
    })
    await expect(wallet.open()).rejects.toBeInstanceOf(RecoveryNeededError)
    expect(await wallet.needsRecovery()).toBe(true)
    expect(await wallet.address()).toBe(address)
  }, 60_000)
})
