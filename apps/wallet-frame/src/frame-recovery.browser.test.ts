import { loginWithEmailInFrame } from '@portico/testing/playwright'
import type { SmtpSink } from '@portico/testing/smtp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dappOf, type FrameStack, openDapp, startFrameStack } from './frame-stack.test-helper.js'

// The frame's own wallet UI in Chromium, without escrow (a new device needs the recovery file):
// the recovery file offered after the wallet is made, downloaded from the frame's origin; the
// private key export behind its confirmation; a new device that signs only once the user gave
// the file (a wrong file is refused with its text). Signing needs no chain: apps/api only.

let stack: FrameStack
let browser: Browser
let sink: SmtpSink
let dappOrigin: string

beforeAll(async () => {
  stack = await startFrameStack({ appName: 'Portico Recovery Test', recoveryEscrow: false })
  ;({ browser, sink, dappOrigin } = stack)
}, 180_000)

afterAll(() => stack?.stop())

const request = (page: Page, type: string, payload?: unknown) =>
  dappOf(page, stack.frame.url).request(type, payload)

async function signIn(context: BrowserContext, email: string, newDevice: boolean) {
  const { page, d } = await openDapp(stack, context)
  // The address and the code are typed in the frame's card; a new device is approved by the
  // emailed link first (whenever the server asks for it).
  const login = await loginWithEmailInFrame({
    page,
    inbox: sink.inbox,
    email,
    context,
    start: () => d.card('EMAIL_LOGIN'),
  })
  expect(login.answer).toEqual({ email })
  expect(login.approvedByLink).toBe(newDevice)
  const user = (await request(page, 'GET_USER', { chainId: 31337 })) as {
    address: Hex
  }
  return { page, address: user.address }
}

const inFrame = (page: Page) => page.frameLocator('iframe[data-portico-frame]')
const sign = (page: Page, text: string, address: Hex) =>
  dappOf(page, stack.frame.url).rpc('personal_sign', [
    `0x${Buffer.from(text).toString('hex')}`,
    address,
  ]) as Promise<Hex | { error: string }>

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
      const downloading = page.waitForEvent('download')
      await inFrame(page).getByRole('button', { name: 'Download recovery file' }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(
        `portico-recovery-${address.slice(0, 10).toLowerCase()}.json`,
      )
      // Read as a stream: with the run's shared Chromium the browser is remote and has no local path.
      const chunks: Buffer[] = []
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
      const file = Buffer.concat(chunks).toString('utf8')
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
      expect(privateKeyToAddress(key)).toBe(address)
      await inFrame(page).getByRole('button', { name: 'Hide key' }).click()
      expect(await inFrame(page).locator('pre.exported-key').count()).toBe(0)
      await inFrame(page).getByRole('button', { name: 'Approve' }).click()
      expect(
        await verifyMessage({ address, message: 'second', signature: (await again) as Hex }),
      ).toBe(true)

      // A new device: signed in by email and the device link, same address before any share.
      stack.advanceApiClock(31_000)
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
      stack.advanceApiClock(31_000)
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
