import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'

// apps/api mails login codes through the lab's SMTP sink, and a person trying the lab
// reads them on the lab's inbox page (under the lab's CSP, checked by the page guard).
let lab: LabStack
let browser: Browser

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([startLabStack({ watch: false }), launchChromium()])
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

it('a code apps/api sends shows on the inbox page, and the sink hands it to tests', async () => {
  const { context, errors } = await newLabContext(browser)
  const page = await context.newPage()
  await page.goto(lab.inboxUrl)
  await page.getByText('No mail yet.').waitFor()
  const email = 'lab-user@example.org'
  const mark = lab.smtp.inbox.seq
  const started = await fetch(`${lab.apiUrl}/v1/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, deviceId: 'lab-device-0123456789ab' }),
  })
  expect(started.status).toBe(200)
  const mail = await lab.smtp.inbox.waitForMail(email, { after: mark })
  expect(mail.subject).toBe(`${mail.code} is your Portico Lab login code`)
  await page.reload()
  // The page is rendered on request: after the reload it lists the mail that already arrived.
  expect(await page.getByTestId('code').first().textContent()).toBe(mail.code)
  expect(await page.getByTestId('mail').first().textContent()).toContain(`to ${email}`)
  expect(errors).toEqual([])
  await context.close()
}, 60_000)
