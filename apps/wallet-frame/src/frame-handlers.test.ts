// @vitest-environment happy-dom
import { FrameHandlerError, type FrameHandlers } from '@portico/core/frame-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameHandlers } from './frame-handlers.js'
import { memoryStorage } from './social-return.test-helper.js'

// The frame's handlers over a signed-in session: apps/api answers the session refresh and the
// chain reads through a fetch stand-in; the wallet's address comes from the session (nothing is
// signed here, so the key store is never opened).

const ADDRESS = '0x4444444444444444444444444444444444444444'
const REFRESH_KEY = 'portico-frame:refresh-token'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

/** apps/api: the refresh (a session until far in the future), sign-out, and the RPC endpoint. */
const api: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : input)
  if (url.pathname === '/v1/auth/session/refresh') {
    return json({
      session: {
        sessionId: 's1',
        accessToken: 'access',
        accessExpiresAt: Date.now() + 3_600_000,
        refreshToken: 'refresh-2',
        refreshExpiresAt: Date.now() + 86_400_000,
      },
      user: {
        userId: 'u1',
        email: 'ana@example.org',
        deviceId: 'device-1',
        wallets: [{ namespace: 'eip155', address: ADDRESS }],
        recoveryEscrow: false,
      },
    })
  }
  if (url.pathname === '/v1/auth/sign-out') return json({})
  return json({ jsonrpc: '2.0', id: 1, result: '0x0' })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

function setUp(options: { chainId?: string } = {}) {
  // The key store's database is asked for but never used (no signature in these tests).
  vi.stubGlobal('indexedDB', { open: () => ({}) })
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const storage = memoryStorage()
  const handlers = createFrameHandlers({
    config: { apiUrl: 'http://api.test/', allowedOrigins: ['https://dapp.example'] },
    params: {
      projectId: 'p1',
      chainId: options.chainId ?? '1',
      version: 'test',
      enableLogger: false,
      dappOrigin: 'https://dapp.example',
    },
    root,
    storage,
    fetch: api,
  })
  const context = { signal: new AbortController().signal }
  const call = <T extends keyof FrameHandlers>(
    type: T,
    payload: Parameters<NonNullable<FrameHandlers[T]>>[0],
    signal = context.signal,
  ) => {
    const handler = handlers[type] as (p: typeof payload, c: typeof context) => unknown
    return Promise.resolve(handler(payload, { signal })) as Promise<
      Awaited<ReturnType<NonNullable<FrameHandlers[T]>>>
    >
  }
  /** A login stored the session (as the email, social and Farcaster steps do). */
  const signIn = () => storage.setItem(REFRESH_KEY, 'refresh-1')
  const refusal = async (answer: Promise<unknown>) => {
    const error = await answer.catch((e: unknown) => e)
    return error instanceof FrameHandlerError ? error.code : error
  }
  return { root, call, signIn, refusal }
}

describe('the chain the frame signs on, once signed in', () => {
  it('the connect aligns it; a later GET_USER naming another chain answers the frame chain, with no card', async () => {
    const { root, call, signIn, refusal } = setUp({ chainId: '1' })
    signIn()
    // The kit's connect (after a login or a page load) names the chain the dapp is on.
    expect((await call('GET_USER', { chainId: 8453 })).chainId).toBe(8453)
    // A script on the dapp's page asks again for another chain, just before a signing request.
    const asked = await call('GET_USER', { chainId: 10 })
    expect([asked.chainId, asked.address]).toEqual([8453, ADDRESS])
    expect(await call('GET_CHAIN_ID', {})).toEqual({ chainId: 8453 })
    expect(root.childElementCount).toBe(0)
    expect(root.hidden).toBe(true)
    expect(await call('RPC_REQUEST', { method: 'eth_chainId' })).toEqual({ result: '0x2105' })
    expect(await refusal(call('RPC_REQUEST', { method: 'eth_chainId', chainId: 10 }))).toBe(
      'UNSUPPORTED_CHAIN',
    )
    expect(
      await refusal(
        call('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS], chainId: 10 }),
      ),
    ).toBe('UNSUPPORTED_CHAIN')
    expect(root.childElementCount).toBe(0)
  })

  it('a session that already acted on its chain is not moved by a first GET_USER either', async () => {
    const { call, signIn } = setUp({ chainId: '1' })
    signIn()
    // A page load with the session restored: the dapp reads the account before any GET_USER.
    expect(await call('RPC_REQUEST', { method: 'eth_accounts' })).toEqual({ result: [ADDRESS] })
    expect((await call('GET_USER', { chainId: 8453 })).chainId).toBe(1)
    expect(await call('GET_CHAIN_ID', {})).toEqual({ chainId: 1 })
  })

  it('after a sign-out the next login is a new connect: its GET_USER aligns the chain again', async () => {
    const { call, signIn } = setUp({ chainId: '1' })
    signIn()
    expect((await call('GET_USER', { chainId: 137 })).chainId).toBe(137)
    expect(await call('SIGN_OUT', {})).toEqual({})
    signIn()
    expect((await call('GET_USER', { chainId: 10 })).chainId).toBe(10)
    expect((await call('GET_USER', { chainId: 1 })).chainId).toBe(10)
  })

  it('before the login GET_USER answers NOT_CONNECTED and moves nothing', async () => {
    const { call, refusal } = setUp({ chainId: '1' })
    expect(await refusal(call('GET_USER', { chainId: 8453 }))).toBe('NOT_CONNECTED')
    expect(await call('GET_CHAIN_ID', {})).toEqual({ chainId: 1 })
  })
})

describe("what the dapp says of itself (SYNC_DAPP_DATA) on the frame's cards", () => {
  it('the card shows the name and URL as text beside the origin the frame observed; a later sync replaces them', async () => {
    const { root, call, signIn, refusal } = setUp({ chainId: '1' })
    signIn()
    await call('GET_USER', { chainId: 1 })
    expect(
      await call('SYNC_DAPP_DATA', {
        sdkVersion: 'portico-test',
        metadata: {
          name: '<img src=x onerror=alert(1)>Lab',
          description: 'QA',
          url: 'https://elsewhere.example/',
          icons: [],
        },
      }),
    ).toEqual({})
    // The kit withdraws each card once read (RPC_ABORT): the card's buttons arm only when seen.
    const first = new AbortController()
    const switching = call('SWITCH_NETWORK', { chainId: 8453 }, first.signal)
    await vi.waitFor(() => expect(root.hidden).toBe(false))
    expect(root.textContent).toContain(
      '<img src=x onerror=alert(1)>Lab (https://dapp.example) asks you to approve:',
    )
    expect(root.querySelector('[data-claim="url"]')?.textContent).toBe(
      'Says it is https://elsewhere.example/, but the request comes from https://dapp.example',
    )
    expect(root.querySelector('img')).toBeNull()
    first.abort()
    expect(await refusal(switching)).toBe('ABORTED')
    // A sync without metadata forgets the claims: the card names the origin alone.
    await call('SYNC_DAPP_DATA', { sdkVersion: 'portico-test' })
    const second = new AbortController()
    const again = call('SWITCH_NETWORK', { chainId: 8453 }, second.signal)
    await vi.waitFor(() => expect(root.hidden).toBe(false))
    expect(root.textContent).toContain('https://dapp.example asks you to approve:')
    expect(root.querySelector('[data-claim="url"]')).toBeNull()
    second.abort()
    expect(await refusal(again)).toBe('ABORTED')
  })
})
