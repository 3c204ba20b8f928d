import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type ApiServer, createApiServer } from '@portico/api'
import { launchChromium } from '@portico/testing/chromium'
import { type SmtpSink, startSmtpSink } from '@portico/testing/smtp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceAlias } from '../../../vitest.shared'
import { buildFrame } from './server/build-frame.js'
import { type FrameServer, startFrameServer } from './server/frame-server.js'

// The frame's own wallet UI in Chromium, without escrow (a new device needs the recovery file):
// the recovery file offered after the wallet is made, downloaded from the frame's origin; the
// private key export behind its confirmation; a new device that signs only once the user gave
// the file (a wrong file is refused with its text). Signing needs no chain: apps/api only.

const app = fileURLToPath(new URL('..', import.meta.url))
let browser: Browser
let sink: SmtpSink
let api: ApiServer
let frame: FrameServer
let dappServer: Server
let dappOrigin: string
let dappScript = ''
/** apps/api's clock runs this far ahead (past the 30 s mail cooldown without waiting). */
let apiClockOffset = 0

beforeAll(async () => {
  const built = build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: workspaceAlias },
    build: {
      write: false,
      minify: false,
      lib: { entry: `${app}src/dapp-page.test-helper.ts`, formats: ['es'], fileName: 'dapp' },
    },
  }) as Promise<Rollup.RollupOutput | Rollup.RollupOutput[]>
  let files: Map<string, string | Uint8Array>
  let output: Rollup.RollupOutput | Rollup.RollupOutput[]
  ;[browser, sink, files, output] = await Promise.all([
    launchChromium(),
    startSmtpSink(),
    buildFrame(),
    built,
  ])
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
  dappScript =
    chunks.find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry)?.code ?? ''
  api = await createApiServer(
    {
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrls: ['http://127.0.0.1:9/'] }],
      rateLimit: false,
      indexerPollMs: false,
      auth: {
        smtpUrl: sink.url,
        appName: 'Portico Recovery Test',
        secret: randomBytes(24).toString('base64'),
        shareKey: randomBytes(32).toString('base64'),
        recoveryEscrowKey: randomBytes(32).toString('base64'),
      },
    },
    { log: () => undefined, now: () => Date.now() + apiClockOffset },
  )
  const apiUrl = (await api.listen({ host: '127.0.0.1', port: 0 })).url
  dappServer = createServer((request, response) => {
    if (request.url === '/dapp.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(dappScript)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><script type="module" src="/dapp.js"></script>')
  })
  await new Promise<void>((resolve) => dappServer.listen(0, '127.0.0.1', resolve))
  dappOrigin = `http://127.0.0.1:${(dappServer.address() as AddressInfo).port}`
  frame = await startFrameServer({
    root: files,
    config: { apiUrl, allowedOrigins: [dappOrigin], recoveryEscrow: false },
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await frame?.stop()
  await new Promise((resolve) => dappServer?.close(resolve))
  await api?.close()
  await sink?.stop()
})

type Dapp = {
  load(frameUrl: string): Promise<string>
  request(type: string, payload: unknown): Promise<unknown>
  rpc(method: string, params?: unknown[]): Promise<unknown>
}
const request = (page: Page, type: string, payload: unknown = {}) =>
  page.evaluate(
    ([t, p]) => (window as unknown as { __dapp: Dapp }).__dapp.request(t as string, p),
    [type, payload] as const,
  )

async function signIn(context: BrowserContext, email: string, newDevice: boolean) {
  const page = await context.newPage()
  await page.goto(dappOrigin)
  await page.waitForFunction(() => '__dapp' in window)
  expect(
    await page.evaluate(
      (url) => (window as unknown as { __dapp: Dapp }).__dapp.load(url),
      frame.url,
    ),
  ).toBe('ready')
  let mark = sink.inbox.seq
  const started = await request(page, 'CONNECT_EMAIL', { email })
  if (newDevice) {
    expect(started).toEqual({ action: 'VERIFY_DEVICE' })
    const link = (await sink.inbox.waitForMail(email, { after: mark })).links[0]
    const approval = await context.newPage()
    await approval.goto(link as string)
    mark = sink.inbox.seq
    await approval.getByRole('button', { name: 'Approve' }).click()
    expect(await request(page, 'CONNECT_DEVICE')).toEqual({})
  } else {
    expect(started).toEqual({ action: 'VERIFY_OTP' })
  }
  const mail = await sink.inbox.waitForMail(email, { after: mark })
  expect(await request(page, 'CONNECT_OTP', { otp: mail.code })).toEqual({})
  const user = (await request(page, 'GET_USER', { chainId: 31337 })) as {
    address: Hex
  }
  return { page, address: user.address }
}

const inFrame = (page: Page) => page.frameLocator('iframe[data-portico-frame]')
const sign = (page: Page, text: string, address: Hex) =>
  page.evaluate(
    (params) => (window as unknown as { __dapp: Dapp }).__dapp.rpc('personal_sign', params),
    [`0x${Buffer.from(text).toString('hex')}`, address],
  ) as Promise<Hex | { error: string }>

describe('the wallet frame: recovery file, key export and a new device (Chromium, apps/api)', () => {
  it('offers the recovery file once, exports the key after confirming, and a new device signs after the file', async () => {
    const email = `rita-${Date.now()}@example.org`
    const first = await browser.newContext()
    const second = await browser.newContext()
    try {
      const { page, address } = await signIn(first, email, false)

      // The dapp's name (SYNC_DAPP_DATA) shows on the card as a claim, beside the real origin.
      expect(
        await request(page, 'SYNC_DAPP_DATA', {
          sdkVersion: 'test',
          metadata: { name: 'Recovery Dapp', description: 'd', url: dappOrigin, icons: [] },
        }),
      ).toEqual({})
      // First signature: the new wallet's recovery file comes first, in the frame's origin.
      const signing = sign(page, 'first', address)
      await expect
        .poll(() => inFrame(page).getByRole('heading', { name: 'Save your recovery file' }).count())
        .toBe(1)
      await page.screenshot({ path: '/tmp/h3-frame-recovery-offer.png' })
      const downloading = page.waitForEvent('download')
      await inFrame(page).getByRole('button', { name: 'Download recovery file' }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(
        `portico-recovery-${address.slice(0, 10).toLowerCase()}.json`,
      )
      const file = await readFile(await download.path(), 'utf8')
      expect(JSON.parse(file)).toMatchObject({ type: 'portico-wallet-recovery', address })
      await inFrame(page)
        .getByText(`Recovery Dapp (${dappOrigin}) asks you to approve:`)
        .waitFor({ timeout: 15_000 })
      await inFrame(page).getByRole('button', { name: 'Approve' }).click()
      const signature = (await signing) as Hex
      expect(await verifyMessage({ address, message: 'first', signature })).toBe(true)

      // Second signature: no recovery card; the key export behind its confirmation.
      const again = sign(page, 'second', address)
      await inFrame(page).getByRole('button', { name: 'Export private key' }).click()
      await inFrame(page).getByRole('button', { name: 'Cancel' }).click()
      // Cancelled: back on the approval card, nothing shown.
      await inFrame(page).getByRole('button', { name: 'Export private key' }).click()
      await inFrame(page).getByRole('button', { name: 'Show private key' }).click()
      const key = (await inFrame(page).locator('pre.exported-key').textContent()) as Hex
      await page.screenshot({ path: '/tmp/h3-frame-export.png' })
      expect(privateKeyToAddress(key)).toBe(address)
      await inFrame(page).getByRole('button', { name: 'Hide key' }).click()
      expect(await inFrame(page).locator('pre.exported-key').count()).toBe(0)
      await inFrame(page).getByRole('button', { name: 'Approve' }).click()
      expect(
        await verifyMessage({ address, message: 'second', signature: (await again) as Hex }),
      ).toBe(true)

      // A new device: signed in by email and the device link, same address before any share.
      apiClockOffset += 31_000
      const other = await signIn(second, email, true)
      expect(other.address).toBe(address)
      const restoring = sign(other.page, 'third', address)
      const input = inFrame(other.page).locator('input[type=file]')
      await input.setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"hello":1}'),
      })
      await expect
        .poll(() => inFrame(other.page).getByRole('alert').textContent())
        .toBe('This is not a recovery file')
      await other.page.screenshot({ path: '/tmp/h3-frame-restore.png' })
      await input.setInputFiles({
        name: 'recovery.json',
        mimeType: 'application/json',
        buffer: Buffer.from(file),
      })
      await inFrame(other.page).getByRole('button', { name: 'Approve' }).click()
      expect(
        await verifyMessage({ address, message: 'third', signature: (await restoring) as Hex }),
      ).toBe(true)
      // The device keeps the share: the next signature goes straight to the approval card.
      const fourth = sign(other.page, 'fourth', address)
      await inFrame(other.page).getByRole('button', { name: 'Approve' }).click()
      expect(
        await verifyMessage({ address, message: 'fourth', signature: (await fourth) as Hex }),
      ).toBe(true)
    } finally {
      await first.close()
      await second.close()
    }
  }, 180_000)

  it('a new device whose user cancels the recovery file gets the 4001 rejection, and signs nothing', async () => {
    const email = `sam-${Date.now()}@example.org`
    const first = await browser.newContext()
    const second = await browser.newContext()
    try {
      const { page, address } = await signIn(first, email, false)
      // The first login made the wallet; the user skips the file ("Later") and signs.
      const signing = sign(page, 'made', address)
      await inFrame(page).getByRole('button', { name: 'Later' }).click()
      await inFrame(page).getByRole('button', { name: 'Approve' }).click()
      expect(
        await verifyMessage({ address, message: 'made', signature: (await signing) as Hex }),
      ).toBe(true)
      apiClockOffset += 31_000
      const other = await signIn(second, email, true)
      const refused = sign(other.page, 'nope', address)
      await inFrame(other.page).getByRole('button', { name: 'Cancel' }).click()
      expect(await refused).toEqual({ error: 'User rejected the request.' })
    } finally {
      await first.close()
      await second.close()
    }
  }, 180_000)
})
