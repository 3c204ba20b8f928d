// @vitest-environment happy-dom
import { randomBytes } from 'node:crypto'
import { type ApiServer, createApiServer } from '@portico/api'
import { freshDatabaseDir } from '@portico/api/testing'
import type { FrameHandlers } from '@portico/core/frame-protocol'
import { type HeldPort, holdPort } from '@portico/testing'
import { type SmtpSink, startSmtpSink } from '@portico/testing/smtp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DeviceLoginKeyStore } from './device-login-key.js'
import { createFrameHandlers } from './frame-handlers.js'
import { memoryStorage } from './social-return.test-helper.js'

// The frame's EMAIL_LOGIN card against the real apps/api (HTTP, PGlite) and its SMTP sink: a
// code login registers this device's login key (made with WebCrypto, the private half not
// extractable); the next login of the address on the same device connects with no code and no
// mail; another device, or this one with its storage cleared, gets the code path. The key pair is
// kept in memory here (the frame keeps it in IndexedDB: the lab's Chromium test covers that).

let sink: SmtpSink
let api: ApiServer
let database: Awaited<ReturnType<typeof freshDatabaseDir>> | undefined
let apiUrl: string
let apiFront: HeldPort

beforeAll(async () => {
  sink = await startSmtpSink()
  // The approval links are built on publicUrl: its port is held before apps/api starts.
  apiFront = await holdPort()
  // A copy of a migrated template: a new cluster would run initdb (seconds of CPU).
  database = await freshDatabaseDir()
  api = await createApiServer(
    {
      chains: [],
      dataDir: database.dataDir,
      rateLimit: false,
      indexerPollMs: false,
      retentionIntervalMs: false,
      publicUrl: apiFront.origin,
      auth: {
        smtpUrl: sink.url,
        secret: randomBytes(24).toString('base64'),
        shareKey: randomBytes(32).toString('base64'),
      },
    },
    { log: () => undefined },
  )
  apiFront.forwardTo((await api.listen({ host: '127.0.0.1', port: 0 })).port)
  apiUrl = `${apiFront.origin}/`
}, 120_000)

afterAll(async () => {
  await apiFront?.close()
  await api?.close()
  await database?.dispose()
  await sink?.stop()
})

function memoryKeyStore(): DeviceLoginKeyStore & { kept: () => CryptoKeyPair | undefined } {
  let record: { deviceId: string; pair: CryptoKeyPair } | undefined
  return {
    load: async () => record,
    save: async (next) => {
      record = next
    },
    kept: () => record?.pair,
  }
}

/** One browser's frame: its own storage and key store. */
function frameOf(storage = memoryStorage(), keys = memoryKeyStore()) {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const handlers = createFrameHandlers({
    config: { apiUrl, allowedOrigins: ['https://dapp.example'] },
    params: {
      projectId: 'p1',
      chainId: '1',
      version: 'test',
      enableLogger: false,
      dappOrigin: 'https://dapp.example',
    },
    root,
    storage,
    deviceLoginKeys: keys,
  })
  const call = <T extends 'EMAIL_LOGIN' | 'SIGN_OUT' | 'IS_CONNECTED'>(type: T) => {
    const handler = handlers[type] as NonNullable<FrameHandlers[T]>
    return Promise.resolve(
      handler({} as never, { signal: new AbortController().signal }),
    ) as Promise<Awaited<ReturnType<NonNullable<FrameHandlers[T]>>>>
  }
  const card = () => root.querySelector<HTMLElement>('[data-card]')
  /** Types in the card on screen and presses its accent button. */
  const submit = (value: string) => {
    const input = root.querySelector('input')
    if (!input) throw new Error('no field on the card')
    input.value = value
    const button = [...root.querySelectorAll('button')].find((b) =>
      ['Continue', 'Confirm'].includes(b.textContent ?? ''),
    )
    button?.click()
  }
  return { root, storage, keys, call, card, submit }
}

type Frame = ReturnType<typeof frameOf>

/** Types the address; resolves with the card that follows, or 'closed' once the login answered. */
async function typeAddress(frame: Frame, email: string, login: Promise<unknown>) {
  await vi.waitFor(() => expect(frame.card()?.dataset.card).toBe('email-login'), 10_000)
  const before = frame.card()
  frame.submit(email)
  let ended = false
  void login.then(() => {
    ended = true
  })
  await vi.waitFor(
    () => expect(ended || (frame.card() !== before && frame.card() !== null)).toBe(true),
    20_000,
  )
  return ended ? 'closed' : frame.card()?.dataset.card
}

/** Every mail to `email` after `mark`, read once a later sentinel mail arrived (in order). */
async function mailsSince(email: string, mark: number) {
  const sentinel = `sentinel-${Date.now()}@example.org`
  const sentinelMark = sink.inbox.seq
  await fetch(`${apiUrl}v1/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: sentinel, deviceId: randomBytes(16).toString('base64url') }),
  })
  await sink.inbox.waitForMail(sentinel, { after: sentinelMark })
  return sink.inbox.list(email).filter((mail) => mail.seq > mark)
}

describe('EMAIL_LOGIN on a device the address approved (CONNECT)', () => {
  it('a code login registers the key; after sign-out the address connects at once, with no code card and no mail', async () => {
    const email = `back-${Date.now()}@example.org`
    const frame = frameOf()
    let mark = sink.inbox.seq
    const first = frame.call('EMAIL_LOGIN')
    expect(await typeAddress(frame, email, first)).toBe('email-code')
    const mail = await sink.inbox.waitForMail(email, { after: mark })
    frame.submit(mail.code ?? '')
    expect(await first).toEqual({ email })
    expect(frame.keys.kept()?.privateKey.extractable).toBe(false)
    expect(await frame.call('SIGN_OUT')).toEqual({})
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: false })

    mark = sink.inbox.seq
    const again = frame.call('EMAIL_LOGIN')
    expect(await typeAddress(frame, email, again)).toBe('closed')
    expect(await again).toEqual({ email })
    expect(frame.root.hidden).toBe(true)
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(await mailsSince(email, mark)).toEqual([])
  })

  it('another browser with the same address gets the code path (its mail is the approval link)', async () => {
    const email = `other-${Date.now()}@example.org`
    const mine = frameOf()
    const mark = sink.inbox.seq
    const first = mine.call('EMAIL_LOGIN')
    await typeAddress(mine, email, first)
    mine.submit((await sink.inbox.waitForMail(email, { after: mark })).code ?? '')
    await first

    const other = frameOf()
    const otherMark = sink.inbox.seq
    const login = other.call('EMAIL_LOGIN')
    login.catch(() => undefined)
    expect(await typeAddress(other, email, login)).toBe('email-code')
    const mail = await sink.inbox.waitForMail(email, { after: otherMark })
    expect(mail.code).toBeUndefined()
    expect(mail.links[0]).toContain('/v1/auth/device/approve?token=')
    expect(await other.call('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('this browser with its storage cleared (a new device id) gets the code path, though the old key is still kept', async () => {
    const email = `cleared-${Date.now()}@example.org`
    const frame = frameOf()
    const mark = sink.inbox.seq
    const first = frame.call('EMAIL_LOGIN')
    await typeAddress(frame, email, first)
    frame.submit((await sink.inbox.waitForMail(email, { after: mark })).code ?? '')
    await first
    await frame.call('SIGN_OUT')

    const cleared = frameOf(memoryStorage(), frame.keys)
    const login = cleared.call('EMAIL_LOGIN')
    login.catch(() => undefined)
    expect(await typeAddress(cleared, email, login)).toBe('email-code')
    expect(await cleared.call('IS_CONNECTED')).toEqual({ isConnected: false })
  })
})
