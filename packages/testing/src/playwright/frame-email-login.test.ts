import nodemailer from 'nodemailer'
import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import { type SmtpSink, startSmtpSink } from '../smtp/smtp-sink.js'
import {
  type FrameCardId,
  type FrameEmailLoginOptions,
  loginWithEmailInFrame,
  typeFrameCode,
} from './frame-email-login.js'

// The driver against a stand-in for the wallet frame and apps/api (routed pages on one origin,
// mails through a real SMTP sink): the order of cards each kind of device gets, both ways a login
// ends, and the bounds that make a login gone wrong fail with its reason instead of a timeout.
// The real frame and apps/api drive it in apps/lab's e2e tests and the frame's browser tests.

const ORIGIN = 'http://portico.test'
const CODE = '482913'

/** What the stand-in server asks after the address: the card it answers with and its mail. */
type Device = 'known' | 'device-card' | 'link-in-code-mail' | 'again' | 'update'

const FRAME = `<!doctype html><div id="approval" hidden></div><script>
const approval = document.getElementById('approval')
const post = (path, body) =>
  fetch(path, { method: 'POST', body: JSON.stringify(body ?? {}) }).then((r) => r.json())
let finish
function show(card) {
  const el = document.createElement('section')
  el.dataset.card = card
  if (card === 'email-login') {
    el.innerHTML = '<label for="e">Email</label><input id="e"><button>Continue</button>'
    el.querySelector('button').onclick = async () => {
      const { next } = await post('/api/email', { email: el.querySelector('input').value })
      show(next)
      if (next === 'email-device') poll()
    }
  } else if (card === 'email-code') {
    el.innerHTML =
      '<label for="c">Code</label><input id="c"><button>Confirm</button><p class="card-status"></p>'
    const status = el.querySelector('.card-status')
    el.querySelector('button').onclick = async () => {
      status.textContent = ''
      const { ok } = await post('/api/code', { code: el.querySelector('input').value })
      if (!ok) status.textContent = 'Invalid code'
      else {
        approval.hidden = true
        approval.replaceChildren()
        finish({ email: 'answered' })
      }
    }
  } else el.textContent = card
  approval.hidden = false
  approval.replaceChildren(el)
}
async function poll() {
  while (!(await post('/api/poll')).approved) await new Promise((r) => setTimeout(r, 50))
  show('email-code')
}
window.startLogin = () => new Promise((resolve) => { finish = resolve; show('email-login') })
</script>`

const DAPP = `<!doctype html><div role="dialog"><button
  onclick="document.querySelector('iframe').contentWindow.startLogin()">Continue with email</button>
</div><iframe data-portico-frame src="/frame"></iframe>`

const APPROVAL = `<!doctype html><main><button>Approve</button></main><script>
document.querySelector('button').onclick = async () => {
  await fetch('/api/approve', { method: 'POST' })
  document.querySelector('main').insertAdjacentHTML('beforeend', '<p role="status">Approved</p>')
}
</script>`

let sink: SmtpSink
let transport: ReturnType<typeof nodemailer.createTransport>
let browser: Browser
let context: BrowserContext
let page: Page
let device: Device
let approved: boolean

const mail = (to: string, subject: string, text: string) =>
  transport.sendMail({ from: 'no-reply@portico.test', to, subject, text })
const sendCode = (to: string) => mail(to, `${CODE} is your code`, `Your code is ${CODE}.`)
const sendLink = (to: string) => mail(to, 'Approve this device', `Open ${ORIGIN}/approve?t=a now.`)

/** The stand-in server: the pages, and apps/api's answers with the mails they send. */
async function serve(route: Route, email: string): Promise<void> {
  const url = new URL(route.request().url())
  const html = (body: string) => route.fulfill({ contentType: 'text/html', body })
  const json = (body: unknown) => route.fulfill({ json: body })
  if (url.pathname === '/') return html(DAPP)
  if (url.pathname === '/frame') return html(FRAME)
  if (url.pathname === '/approve') return html(APPROVAL)
  if (url.pathname === '/api/email') {
    if (device === 'again') return json({ next: 'email-login' })
    if (device === 'update') return json({ next: 'email-update' })
    await (device === 'known' ? sendCode(email) : sendLink(email))
    return json({ next: device === 'device-card' ? 'email-device' : 'email-code' })
  }
  if (url.pathname === '/api/poll') return json({ approved })
  if (url.pathname === '/api/approve') {
    approved = true
    await sendCode(email)
    return json({})
  }
  if (url.pathname === '/api/code') {
    const { code } = JSON.parse(route.request().postData() ?? '{}') as { code?: string }
    return json({ ok: code === CODE })
  }
  return route.fulfill({ status: 404 })
}

let email: string
let n = 0

beforeAll(async () => {
  sink = await startSmtpSink()
  transport = nodemailer.createTransport(sink.url)
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  transport?.close()
  await sink?.stop()
})

beforeEach(async () => {
  email = `ada-${++n}@example.org`
  approved = false
  context = await browser.newContext()
  await context.route(`${ORIGIN}/**`, (route) => serve(route, email))
  page = await context.newPage()
  await page.goto(ORIGIN)
})

afterEach(() => context?.close())

/** EMAIL_LOGIN as the kit sends it: settles with the frame's answer when the card closed. */
const startInFrame = () =>
  page.evaluate(() =>
    (window.frames[0] as unknown as { startLogin(): Promise<unknown> }).startLogin(),
  )

/** The login of this test's address on its page, with `more` of the options. */
const login = (more: Partial<FrameEmailLoginOptions> = {}) =>
  loginWithEmailInFrame({ inbox: sink.inbox, page, context, email, ...more })

describe('loginWithEmailInFrame (Chromium, stand-in frame and server, SMTP sink)', () => {
  it("a known device: address then code, ending with start's answer", async () => {
    device = 'known'
    const result = await login({ start: startInFrame })
    expect(result).toEqual({
      cards: ['email-login', 'email-code'],
      answer: { email: 'answered' },
      approvedByLink: false,
    })
  })

  it("a new device asked on its own card; the modal's click starts it and the card's closing ends it", async () => {
    device = 'device-card'
    const seen: FrameCardId[] = []
    const result = await login({
      onCard: async (card) => {
        seen.push(card)
      },
    })
    expect(result).toEqual({
      cards: ['email-login', 'email-device', 'email-code'],
      answer: undefined,
      approvedByLink: false,
    })
    expect(seen).toEqual(result.cards)
    expect(await page.locator('iframe').contentFrame().locator('#approval').isHidden()).toBe(true)
  })

  it("a new device whose code card's mail is the approval link: approved by the link, then the code", async () => {
    device = 'link-in-code-mail'
    const result = await login()
    expect(result).toMatchObject({ cards: ['email-login', 'email-code'], approvedByLink: true })
  })

  it("until 'email-code' stops on the code card with the code untyped; typeFrameCode gives the card's text", async () => {
    device = 'known'
    const result = await login({ until: 'email-code' })
    expect(result).toEqual({
      cards: ['email-login', 'email-code'],
      answer: undefined,
      approvedByLink: false,
      code: CODE,
    })
    expect(await typeFrameCode(page, '000000')).toBe('Invalid code')
  })

  it('a login that goes round in circles fails after its bound, naming the cards', async () => {
    device = 'again'
    await expect(login({ start: startInFrame })).rejects.toThrow(
      `the login did not end: ${Array(8).fill('email-login').join(', ')}`,
    )
  })

  it('a card that is no part of a login fails at once with its name', async () => {
    device = 'update'
    await expect(login({ start: startInFrame })).rejects.toThrow(
      'the login showed the card email-update',
    )
  })
})
