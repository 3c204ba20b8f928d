import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bundleTestPage } from '../test-page-bundle.test-helper.js'

// The passkey-protected recovery file in real Chromium, with a CDP virtual authenticator (with
// and without the PRF extension) on a page served at http://localhost (WebAuthn needs a domain).

let browser: Browser
let server: Server
let origin: string
let script = ''

beforeAll(async () => {
  ;[{ entry: script }, browser] = await Promise.all([
    bundleTestPage(fileURLToPath(new URL('./passkey-recovery.test-page.ts', import.meta.url))),
    launchChromium(),
  ])
  server = createServer((request, response) => {
    if (request.url === '/passkey.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(script)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      '<!doctype html><title>passkey</title><script type="module" src="/passkey.js"></script>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://localhost:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

/** A page with a virtual platform authenticator that verifies the user at once. */
async function pageWithAuthenticator(hasPrf: boolean) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
      automaticPresenceSimulation: true,
    },
  })
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => 'passkeyRecovery' in window)
  return { context, page, cdp, authenticatorId }
}

const SHARE = Array.from({ length: 33 }, (_, i) => (i * 11 + 5) % 256)
const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

const protect = (page: Page) =>
  page.evaluate(
    async ({ share, address }) => {
      const file = await window.passkeyRecovery.passkeyRecoveryFile({
        address: address as `0x${string}`,
        share: Uint8Array.from(share),
        userName: 'ana@example.org',
      })
      return file
    },
    { share: SHARE, address: ADDRESS },
  )

const read = (page: Page, text: string) =>
  page.evaluate(async (file) => {
    try {
      const { address, share } = await window.passkeyRecovery.readPasskeyRecoveryFile(file)
      return { address, share: Array.from(share) }
    } catch (error) {
      return { error: `${(error as Error).name}: ${(error as Error).message}` }
    }
  }, text)

it('encrypts the recovery share with the passkey PRF; only that passkey opens it', async () => {
  const { context, page, cdp, authenticatorId } = await pageWithAuthenticator(true)
  const file = await protect(page)
  expect(file.name).toBe(`portico-recovery-${ADDRESS.slice(0, 10).toLowerCase()}-passkey.json`)
  const body = JSON.parse(file.text) as Record<string, string>
  expect(body).toMatchObject({ protection: 'passkey-prf', version: 2, address: ADDRESS })
  expect(body.ciphertext).not.toContain(Buffer.from(SHARE).toString('base64').slice(0, 12))
  expect(
    await page.evaluate((t) => window.passkeyRecovery.isPasskeyRecoveryFile(t), file.text),
  ).toBe(true)
  expect(await read(page, file.text)).toEqual({ address: ADDRESS, share: SHARE })
  // A damaged ciphertext does not open.
  const flipped = {
    ...body,
    ciphertext: `${body.ciphertext?.[0] === 'A' ? 'B' : 'A'}${body.ciphertext?.slice(1)}`,
  }
  expect(await read(page, JSON.stringify(flipped))).toEqual({
    error: 'RecoveryFileError: This recovery file does not open with this passkey',
  })
  // Without the passkey (its authenticator gone, another one present) nothing opens.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  const other = await read(page, file.text)
  expect('error' in other && other.error).toMatch(/^(RecoveryFileError|NotAllowedError)/)
  await context.close()
}, 60_000)

it('an authenticator without PRF is refused with PasskeyPrfUnsupportedError (the frame offers the plain file)', async () => {
  const { context, page } = await pageWithAuthenticator(false)
  const outcome = await protect(page).then(
    () => 'protected',
    (error: Error) => error.message,
  )
  expect(outcome).toContain('This passkey cannot protect the recovery file')
  await context.close()
}, 60_000)
