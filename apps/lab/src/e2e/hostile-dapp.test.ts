import { holdPort } from '@portico/testing'
import { createFarcasterTestWallet } from '@portico/testing/farcaster'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AttackName, HostileApi, PortAnswer, RequestState } from '../hostile-page/attacks.js'
import {
  blindRequests,
  CALLDATA_SELECTOR,
  CALLDATA_VALUE_ETH,
  INVISIBLE_CHARACTERS,
  otherChainRequests,
  TYPED_DOMAIN_NAME,
  TYPED_PRIMARY_TYPE,
} from '../hostile-page/hostile-requests.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { closeModal, failureShot, labPage } from './lab-driver.js'

// The lab's hostile dapp (/hostile/) in Chromium against the real stack (apps/api, the built wallet
// frame on its own origin, the local OpenID provider, the SIWF relay stand-in, the SMTP sink, the
// devnet). Each test runs one attack on the embedded wallet's trust boundary (the wallet frame
// README's "Threat model") and fails when it gets through; the page's outcome line for
// it says `attack <name>: blocked|SUCCEEDED (<detail>)`, and every line is printed after the file.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
const victimEmail = `victim-${Date.now()}@example.org`

type HostileWindow = Window & { __porticoHostile: HostileApi }

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([
    startLabStack({ watch: false, walletFrame: true }),
    launchChromium(),
  ])
  context = (await newLabContext(browser)).context
  // The pages' clock (the page's and the frame's timers) flows as time does until a test moves it
  // on: the invisible-frame attacks keep the frame hidden for seconds of it without waiting them.
  await context.clock.install()
  page = await context.newPage()
  await page.goto(`${lab.url}hostile/`)
  await labPage(page).connectButton.waitFor()
}, 180_000)

afterAll(async () => {
  if (page && !page.isClosed()) {
    const lines = await page
      .getByTestId('hostile-outcomes')
      .locator('li')
      .allTextContents()
      .catch(() => [])
    console.info(`[hostile-dapp]\n${lines.join('\n')}`)
  }
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
  // A failed step may leave the frame hidden by an attack or the modal open.
  await page?.evaluate(() => (window as unknown as HostileWindow).__porticoHostile.revealFrame())
  await closeModal(page).catch(() => undefined)
})

const frameOrigin = () => new URL(lab.config.walletFrameUrl as string).origin
/** The dapp's origin: the lab page's and this hostile page's. */
const dappOrigin = () => new URL(lab.url).origin
const inFrame = () => page.frameLocator('iframe[data-portico-frame]')
const approveButton = () => inFrame().getByRole('button', { name: 'Approve' })
const rejectButton = () => inFrame().getByRole('button', { name: 'Reject' })
/** The approval card in the frame (its own DOM, read through Playwright, not by the page). */
const card = () => inFrame().getByRole('dialog')
/**
 * A card the frame put up, shown or not: for a request posted straight on the kit's port the kit
 * never shows the frame, and the card waits in it unseen (one unhide away from a click).
 */
const cardsAsked = () => inFrame().getByRole('dialog', { includeHidden: true })
const approveAsked = () => inFrame().getByRole('button', { name: 'Approve', includeHidden: true })

const report = (name: AttackName, problems: readonly string[], passed: string) =>
  page.evaluate(
    ([attack, verdict, detail]) =>
      (window as unknown as HostileWindow).__porticoHostile.report(
        attack as AttackName,
        verdict as 'blocked' | 'SUCCEEDED',
        detail as string,
      ),
    [
      name,
      problems.length ? 'SUCCEEDED' : 'blocked',
      problems.length ? problems.join('; ') : passed,
    ],
  )

const requestState = (key: string) =>
  page.evaluate(
    (name) => (window as unknown as HostileWindow).__porticoHostile.requestState(name),
    key,
  )

/** Starts `request` through the kit's provider from the page, as the dapp's own code would. */
const startRequest = (key: string, request: { method: string; params: unknown[] }) =>
  page.evaluate(
    ([name, rpc]) =>
      (window as unknown as HostileWindow).__porticoHostile.startRequest(
        name as string,
        rpc as { method: string; params: unknown[] },
      ),
    [key, request] as const,
  )

/**
 * Ends the request `key` as a user who finally sees the card would: Reject, clicked once the
 * frame arms it. Returns how the request ended (approved already, or rejected now).
 */
async function rejectOnceArmed(key: string): Promise<RequestState> {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const state = await requestState(key)
    if (state.settled) {
      await closeModal(page).catch(() => undefined)
      return state
    }
    const reject = rejectButton()
    if ((await reject.isVisible().catch(() => false)) && (await reject.isEnabled())) {
      await reject.click({ timeout: 5_000 }).catch(() => undefined)
    }
    // The user looks at the card a while: 200 ms of the pages' clock pass at each look, so the
    // frame's arming delay (its timer, counted once the card is seen) is not waited out in real time.
    await page.clock.fastForward(200)
    await page.waitForTimeout(50)
  }
  throw new Error(`the request ${key} neither ended nor showed an armed Reject in 60 s`)
}

/** The card of a request, or the request's end when the frame refused it without a card. */
async function cardOrEnd(key: string): Promise<'card' | RequestState> {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const state = await requestState(key)
    if (state.settled) return state
    if ((await approveAsked().count()) > 0) return 'card'
    await page.waitForTimeout(100)
  }
  throw new Error(`the request ${key} neither ended nor showed a card in 60 s`)
}

/** The email entry, wherever the kit puts it: the modal (the page's DOM) or the frame's own UI. */
async function fieldOf(label: string) {
  const own = labPage(page).dialog.getByLabel(label, { exact: true })
  const framed = inFrame().getByLabel(label, { exact: true })
  const until = Date.now() + 45_000
  while (Date.now() < until) {
    if (await framed.isVisible().catch(() => false)) return { field: framed, inFrame: true }
    if (await own.isVisible().catch(() => false)) return { field: own, inFrame: false }
    await page.waitForTimeout(100)
  }
  throw new Error(`no "${label}" field in the modal or in the frame after 45 s`)
}

async function emailLogin(email: string): Promise<void> {
  const mark = lab.smtp.inbox.seq
  const ui = labPage(page)
  await ui.connectButton.click()
  // The Connect view either holds the field or a "Continue with email" that opens the frame's.
  const opener = ui.dialog.getByRole('button', { name: 'Continue with email', exact: true })
  await opener
    .or(ui.dialog.getByLabel('Email', { exact: true }))
    .first()
    .waitFor()
  if (await opener.isVisible()) await opener.click()
  const entry = await fieldOf('Email')
  await entry.field.fill(email)
  const scope = entry.inFrame ? inFrame() : ui.dialog
  await scope.getByRole('button', { name: 'Continue', exact: true }).click()
  const code = (await lab.smtp.inbox.waitForMail(email, { after: mark })).code
  if (!code) throw new Error('the login mail carries no code')
  const codeEntry = await fieldOf('Code')
  await codeEntry.field.fill(code)
  // The modal's field sends six digits by itself; the frame's card has a button for it.
  if (codeEntry.inFrame) {
    await inFrame().getByRole('button', { name: 'Confirm', exact: true }).click()
  }
  await expectConnected(60_000)
  secrets.code = code
}

/** The signing attacks need the victim's embedded account (a refusal for "not connected" is none). */
async function expectConnected(timeout = 5_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as HostileWindow).__porticoHostile.kit.getConnectionStatus(),
        ),
      { timeout },
    )
    .toBe('connected')
}
const secrets: { code?: string } = {}
/**
 * The one place the email may reach the dapp: the frame's answers once the user is signed in
 * (the connected user's email, SPEC "Connected user (embedded wallet)"). The code never does, and nothing
 * the kit sends the frame carries either.
 */
const isAccountOutcome = (where: string) =>
  /^email in port-in (EMAIL_LOGIN_SUCCESS|GET_USER_SUCCESS)$/.test(where)
/** Where the spy saw the email or the code during the login (`email in port-in GET_USER_SUCCESS`). */
const spied: { findings?: string[] } = {}

/** A reply on the frame port as the outcome line names it: `CONNECT_OTP_ERROR INVALID_REQUEST`. */
function answered(answer: PortAnswer): string {
  if (!answer.reply) return 'no answer'
  const code = (answer.reply.payload as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? `${answer.reply.type} ${code}` : answer.reply.type
}

/** Posts a request of `type` on the kit's captured frame port, as a script of the page can. */
const postOnPort = (type: string, payload: unknown) =>
  page.evaluate(
    ([kind, body]) =>
      (window as unknown as HostileWindow).__porticoHostile.postOnFramePort(
        { protocol: 'portico-frame', version: 1, type: kind as string, payload: body },
        { expectReply: true },
      ),
    [type, payload] as const,
  )

/** The chain the frame is on (its GET_CHAIN_ID answer). */
async function frameChainId(): Promise<number> {
  const answer = await postOnPort('GET_CHAIN_ID', {})
  const chainId = (answer.reply?.payload as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'number') throw new Error(`GET_CHAIN_ID answered ${answered(answer)}`)
  return chainId
}

/** A chain of the lab other than `chainId`: one the operator serves, so only the rule refuses it. */
const otherChainThan = (chainId: number) =>
  lab.config.chains.find((chain) => chain.chainId !== chainId)?.chainId ?? chainId + 1

/**
 * The victim opens a stranger's link in this browser and signs in at the local OpenID provider
 * (its form is the whole of its friction: no consent screen to notice; none at all once signed in
 * there). Resolves, once the tab is
 * at an address `arrived` accepts, to every address the tab (or a popup of it) navigated to or
 * requested a page from on the way, redirects included.
 */
async function victimSignsIn(url: string, arrived: (at: URL) => boolean): Promise<string[]> {
  const visited: string[] = []
  const record = (tab: Page) => {
    tab.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url())
    })
    tab.on('framenavigated', (frame) => visited.push(frame.url()))
    tab.on('popup', record)
  }
  const victim = await context.newPage()
  record(victim)
  try {
    await victim.goto(url)
    // Once signed in at the provider (an earlier link), the victim does not even see its form:
    // the provider sends the browser straight back.
    const form = victim.getByLabel('User name')
    await Promise.race([
      form.waitFor({ timeout: 60_000 }).catch(() => undefined),
      victim.waitForURL(arrived, { timeout: 60_000 }).catch(() => undefined),
    ])
    if (!arrived(new URL(victim.url()))) {
      await form.fill(`victim-${Date.now()}`)
      await victim.getByRole('button', { name: 'Sign in' }).click()
    }
    await victim.waitForURL(arrived, { timeout: 60_000 })
  } finally {
    await victim.close()
  }
  return visited
}

const hostileAddress = () =>
  page.evaluate(() => (window as unknown as HostileWindow).__porticoHostile.address() ?? '')

/** The wallet frame's own document (Playwright reads it; the page cannot). */
function frameDocument(): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin()))
  if (!frame) throw new Error('the wallet frame is not loaded')
  return frame
}

/** The approval card's text colour and background as the frame computes them. */
const cardColours = () =>
  card().evaluate((element) => {
    const style = getComputedStyle(element)
    return { color: style.color, background: style.backgroundColor, image: style.backgroundImage }
  })
let ownColours: { color: string; background: string; image: string } | undefined

describe('a hostile dapp and a stranger against the embedded wallet (Chromium, lab stack)', () => {
  it("a stranger's social link: the victim signs in at the provider, the stranger's claim is refused (LOGIN_EXPIRED) and gets no session", async () => {
    const url = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.strangerSocialStart('github'),
    )
    expect(new URL(url).origin).toBe(lab.oidc?.issuer)
    // apps/api's callback sends the victim's browser on to the frame's page: the login is done.
    await victimSignsIn(url, (at) => at.origin === frameOrigin())
    const line = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.strangerSocialClaim(),
    )
    expect(line).toMatch(/^attack stranger-social-link: blocked /)
  }, 120_000)

  it("a stranger's social link returning to the dapp's page (a listed return origin): the victim's browser never lands on a dapp address carrying the result code, and the stranger's claim is refused", async () => {
    const url = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.strangerSocialStart(
        'github',
        'stranger-social-return-to-dapp',
      ),
    )
    expect(new URL(url).origin).toBe(lab.oidc?.issuer)
    // The login ends on the dapp's page: through the frame's page, or straight from apps/api.
    const visited = await victimSignsIn(url, (at) => at.origin === dappOrigin())
    const line = await page.evaluate(
      (landed) =>
        (window as unknown as HostileWindow).__porticoHostile.strangerSocialClaim(
          'stranger-social-return-to-dapp',
          landed,
        ),
      visited,
    )
    // The way went through apps/api's callback and ended on the dapp (the recording saw it all).
    expect(visited.some((address) => address.includes('/v1/auth/social/github/callback'))).toBe(
      true,
    )
    expect(visited.some((address) => new URL(address).origin === dappOrigin())).toBe(true)
    expect(line).toMatch(/^attack stranger-social-return-to-dapp: blocked /)
  }, 120_000)

  it("a stranger's Farcaster channel signed by the victim's Farcaster app: the stranger's session gets no recovery escrow and writes no first auth share (403, typed)", async () => {
    const farcaster = lab.farcaster
    if (!farcaster) throw new Error('the lab started without Sign In With Farcaster')
    const url = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.strangerFarcasterStart(),
    )
    const privateKey = generatePrivateKey()
    const fid = await farcaster.registerFid(privateKeyToAccount(privateKey).address)
    const victimsApp = createFarcasterTestWallet({ privateKey, fid, username: 'victim-fc' })
    // The victim "scans" the stranger's code: Farcaster signs the sign-in for the stranger's channel.
    await victimsApp.approve(url, farcaster.relay)
    const line = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.strangerFarcasterFinish(),
    )
    expect(line).toMatch(/^attack stranger-farcaster: blocked /)
  }, 120_000)

  it("an email login while the page records inputs, keys, DOM text and every message, and floods forged frame messages: the kit connects to the frame's account, never the forged one", async () => {
    await page.evaluate(() => {
      const hostile = (window as unknown as HostileWindow).__porticoHostile
      hostile.spy.start()
      hostile.startFlood()
    })
    await emailLogin(victimEmail)
    const seen = await page.evaluate(
      (typed) => {
        const hostile = (window as unknown as HostileWindow).__porticoHostile
        hostile.stopFlood()
        hostile.spy.stop()
        return {
          findings: hostile.spyFindings(typed),
          records: hostile.spy.records.length,
          address: hostile.address() ?? '',
        }
      },
      { email: victimEmail, code: secrets.code as string },
    )
    spied.findings = seen.findings
    await report(
      'reading-the-code',
      seen.findings.filter((where) => !isAccountOutcome(where)).map((where) => `the ${where}`),
      `${seen.records} records, neither the email typed nor the code among them`,
    )
    const forged = await report(
      'forged-frame-messages',
      seen.address.toLowerCase() === '0x000000000000000000000000000000000000dead'
        ? ['the kit took the forged address']
        : [],
      `the account is the frame's ${seen.address}`,
    )
    expect(seen.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(forged).toMatch(/^attack forged-frame-messages: blocked /)
  }, 150_000)

  // The spy's findings, in two claims: what the user typed never passes through the dapp's DOM
  // or events (the entry is the frame's own), and nothing the frame answers the kit carries it.
  it('reading the code: neither the code nor the email typed reaches the page as an input, a key, DOM text or a window message, and the code is nowhere', () => {
    if (!spied.findings) throw new Error('the email login did not run')
    const typedOrCode = spied.findings.filter(
      (where) => where.startsWith('code ') || !/ in port-(in|out)\b/.test(where),
    )
    expect(typedOrCode).toEqual([])
  })

  it("reading the code: on the kit's port the email travels only in the login's outcome (the signed-in account the Account view shows), never from the kit to the frame", async () => {
    if (!spied.findings) throw new Error('the email login did not run')
    const line = await page.evaluate(
      () => (window as unknown as HostileWindow).__porticoHostile.outcome('reading-the-code') ?? '',
    )
    expect(spied.findings.filter((where) => !isAccountOutcome(where))).toEqual([])
    expect(line).toMatch(/^attack reading-the-code: blocked /)
  })

  it.each([
    ['invisible-frame-opacity', 'opacity'],
    ['invisible-frame-decoy', 'decoy'],
  ] as const)(
    '%s: a click where Approve is, long after the card appeared, approves nothing while the frame is not really visible',
    async (name, how) => {
      await expectConnected()
      const from = await hostileAddress()
      await startRequest(name, {
        method: 'personal_sign',
        params: [`0x${Buffer.from(`hostile: ${name}`).toString('hex')}`, from],
      })
      // Opacity applies before the card shows; the decoy goes into the top layer after the frame.
      if (how === 'opacity') {
        await page.evaluate(() =>
          (window as unknown as HostileWindow).__porticoHostile.hideFrame('opacity'),
        )
      }
      await approveButton().waitFor({ state: 'attached', timeout: 45_000 })
      if (how === 'decoy') {
        await page.evaluate(() =>
          (window as unknown as HostileWindow).__porticoHostile.hideFrame('decoy'),
        )
      }
      // The frame saw its card hidden (its visibility watch marks the card), then however long
      // it stays hidden (five times the frame's old 600 ms arming delay, on the pages' clock, which
      // fires any timer the frame set meanwhile): the claim is that Approve never arms while hidden.
      await cardsAsked().and(inFrame().locator('[data-visible="false"]')).waitFor({
        state: 'attached',
        timeout: 45_000,
      })
      await page.clock.fastForward(3_000)
      const disabledAtClick = await approveButton().isDisabled()
      const box = await approveButton().boundingBox()
      if (!box) throw new Error('the Approve button has no box')
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.evaluate(() => (window as unknown as HostileWindow).__porticoHostile.revealFrame())
      const state = await rejectOnceArmed(name)
      const problems = [
        ...(disabledAtClick ? [] : ['Approve was enabled under the click']),
        ...(state.settled && state.ok ? [`approved: signed ${state.result.slice(0, 12)}…`] : []),
      ]
      const line = await report(name, problems, 'Approve was disabled at the click; rejected after')
      expect(line).toMatch(new RegExp(`^attack ${name}: blocked `))
    },
    120_000,
  )

  it('blind signing, 20 KB calldata with to and value after it: the card shows chain, recipient, value in ETH, selector and data length first', async () => {
    await expectConnected()
    const from = await hostileAddress()
    const to = lab.config.walletConnectWallet.address
    const chainId = lab.config.chains[0]?.chainId ?? 31337
    await startRequest(
      'blind-calldata',
      blindRequests({ from, to, chainId })['blind-calldata'] as {
        method: string
        params: unknown[]
      },
    )
    expect(await cardOrEnd('blind-calldata')).toBe('card')
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the card's text as rendered (what the user reads, in order)
    const text = await card().innerText()
    // The frame's own colours, before any theme attack (the theme test compares against them).
    ownColours = await cardColours()
    await rejectOnceArmed('blind-calldata')
    // What comes before any run of raw calldata is what the user reads first.
    const head = text.split(/(?:0x)?(?:[0-9a-fA-F]{2}){32}/)[0] ?? ''
    const chainAt = head.search(new RegExp(`${chainId}|${lab.config.chains[0]?.name}`))
    const toAt = head.toLowerCase().indexOf(to.toLowerCase())
    const valueAt = head.search(new RegExp(`${CALLDATA_VALUE_ETH.replace('.', '\\.')}\\s*ETH`))
    const problems = [
      ...(chainAt < 0 ? ['no chain before the data'] : []),
      ...(toAt < 0 ? ['no recipient before the data'] : []),
      ...(valueAt < 0 ? [`no value "${CALLDATA_VALUE_ETH} ETH" before the data`] : []),
      ...(head.toLowerCase().includes(CALLDATA_SELECTOR) ? [] : ['no selector before the data']),
      ...(/20[,.\u00a0\u202f ]?000\s*bytes|20(\.0+)?\s*kB/i.test(head)
        ? []
        : ['no data length (20,000 bytes) before the data']),
      ...(chainAt >= 0 && toAt >= 0 && valueAt >= 0 && !(chainAt < toAt && toAt < valueAt)
        ? ['not in the order chain, recipient, value']
        : []),
    ]
    const line = await report(
      'blind-calldata',
      problems,
      'chain, recipient, value, selector, length first',
    )
    expect(problems).toEqual([])
    expect(line).toMatch(/^attack blind-calldata: blocked /)
  }, 120_000)

  it('blind signing, typed data behind "{" and 5,000 spaces: the card shows its domain and primary type', async () => {
    await expectConnected()
    const from = await hostileAddress()
    const to = lab.config.walletConnectWallet.address
    const chainId = lab.config.chains[0]?.chainId ?? 31337
    await startRequest(
      'blind-typed-data',
      blindRequests({ from, to, chainId })['blind-typed-data'] as {
        method: string
        params: unknown[]
      },
    )
    expect(await cardOrEnd('blind-typed-data')).toBe('card')
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the card's text as rendered (what the user reads, in order)
    const text = await card().innerText()
    await rejectOnceArmed('blind-typed-data')
    const problems = [
      ...(text.includes(TYPED_DOMAIN_NAME) ? [] : [`no domain "${TYPED_DOMAIN_NAME}"`]),
      ...(text.replaceAll(TYPED_DOMAIN_NAME, '').includes(TYPED_PRIMARY_TYPE)
        ? []
        : [`no primary type "${TYPED_PRIMARY_TYPE}"`]),
    ]
    const line = await report('blind-typed-data', problems, 'domain and primary type shown')
    expect(problems).toEqual([])
    expect(line).toMatch(/^attack blind-typed-data: blocked /)
  }, 120_000)

  it('blind signing, a message with U+202E and zero-width characters: the card shows none of them', async () => {
    await expectConnected()
    const from = await hostileAddress()
    const to = lab.config.walletConnectWallet.address
    const chainId = lab.config.chains[0]?.chainId ?? 31337
    await startRequest(
      'blind-bidi-message',
      blindRequests({ from, to, chainId })['blind-bidi-message'] as {
        method: string
        params: unknown[]
      },
    )
    expect(await cardOrEnd('blind-bidi-message')).toBe('card')
    const text = (await card().textContent()) ?? ''
    await rejectOnceArmed('blind-bidi-message')
    const found = [...text].filter((char) => INVISIBLE_CHARACTERS.test(char))
    const problems = found.length
      ? [
          `shows ${found.map((char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase()}`).join(' ')}`,
        ]
      : []
    const line = await report(
      'blind-bidi-message',
      problems,
      'no bidi or zero-width characters shown',
    )
    expect(line).toMatch(/^attack blind-bidi-message: blocked /)
  }, 120_000)

  it.each([
    ['blind-unknown-key', 'a transaction key the frame does not know'],
    ['blind-wrong-chain', "a chainId that is not the frame's chain"],
  ] as const)(
    '%s (%s): refused, no card to approve',
    async (name, _what) => {
      await expectConnected()
      const from = await hostileAddress()
      const to = lab.config.walletConnectWallet.address
      const chainId = lab.config.chains[0]?.chainId ?? 31337
      await startRequest(
        name,
        blindRequests({ from, to, chainId })[name] as {
          method: string
          params: unknown[]
        },
      )
      const end = await cardOrEnd(name)
      const problems: string[] = []
      if (end === 'card') {
        problems.push('the frame asked the user to approve it')
        const state = await rejectOnceArmed(name)
        if (state.settled && state.ok) problems.push('approved')
      } else if (end.settled && end.ok) {
        problems.push(`answered without a card: ${end.result.slice(0, 40)}`)
      }
      const detail = end === 'card' ? '' : end.settled && !end.ok ? `refused: ${end.error}` : ''
      const line = await report(name, problems, detail)
      expect(line).toMatch(new RegExp(`^attack ${name}: blocked `))
    },
    120_000,
  )

  it("chain-move-get-user: a GET_USER naming another chain after the login answers the frame's chain, moves nothing and shows no card", async () => {
    await expectConnected()
    const before = await frameChainId()
    const other = otherChainThan(before)
    const answer = await postOnPort('GET_USER', { chainId: other })
    const after = await frameChainId()
    const cards = await cardsAsked().count()
    const answeredChain = (answer.reply?.payload as { chainId?: unknown } | undefined)?.chainId
    const problems = [
      ...(answeredChain === before ? [] : [`GET_USER answered chain ${String(answeredChain)}`]),
      ...(after === before ? [] : [`the frame moved to chain ${after}`]),
      ...(cards === 0 ? [] : ['a card appeared']),
    ]
    // Back where it was, should the attack have moved it: the next attacks sign on the first chain.
    if (after !== before) await postOnPort('GET_USER', { chainId: before })
    const line = await report(
      'chain-move-get-user',
      problems,
      `asked ${other}: ${answered(answer)} on chain ${String(answeredChain)}, the frame stays on ${after}, no card`,
    )
    expect(answer.reply?.type).toBe('GET_USER_SUCCESS')
    expect(line).toMatch(/^attack chain-move-get-user: blocked /)
  }, 60_000)

  it("rpc-on-other-chain: eth_sendTransaction and personal_sign posted on the kit's port naming another chain are refused (UNSUPPORTED_CHAIN), no card to approve", async () => {
    await expectConnected()
    const chainId = otherChainThan(await frameChainId())
    const requests = otherChainRequests({
      from: await hostileAddress(),
      to: lab.config.walletConnectWallet.address,
      chainId,
    })
    const problems: string[] = []
    const ends: string[] = []
    for (const [method, payload] of Object.entries(requests)) {
      const key = `rpc-on-other-chain ${method}`
      await page.evaluate(
        ([name, body]) =>
          (window as unknown as HostileWindow).__porticoHostile.startOnFramePort(name as string, {
            protocol: 'portico-frame',
            version: 1,
            type: 'RPC_REQUEST',
            payload: body,
          }),
        [key, payload] as const,
      )
      const end = await cardOrEnd(key)
      if (end === 'card') {
        problems.push(`${method}: a card to approve on chain ${chainId}`)
        // Withdrawn as the kit would (RPC_ABORT): the frame shows no card for the next one.
        await page.evaluate(
          (name) => (window as unknown as HostileWindow).__porticoHostile.withdraw(name),
          key,
        )
        await expect
          .poll(async () => (await requestState(key)).settled, { timeout: 45_000 })
          .toBe(true)
        ends.push(`${method}: a card`)
      } else if (end.settled && end.ok) {
        problems.push(`${method}: answered ${end.result.slice(0, 40)}`)
        ends.push(`${method}: answered`)
      } else if (end.settled) {
        ends.push(`${method}: ${String(end.code ?? end.error)}`)
      }
    }
    const line = await report(
      'rpc-on-other-chain',
      problems,
      `chain ${chainId}: ${ends.join(', ')}`,
    )
    expect(line).toMatch(/^attack rpc-on-other-chain: blocked /)
    expect(ends).toEqual(Object.keys(requests).map((method) => `${method}: UNSUPPORTED_CHAIN`))
  }, 120_000)

  it("the theme attack: text colour = background, transparent and url() in every variable the frame uses leave the approval card's colours the frame's own", async () => {
    if (!ownColours) throw new Error('the calldata test did not read the frame’s own colours')
    // Every custom property the frame's stylesheets use: a dapp can read the frame's CSS too.
    const names = await frameDocument().evaluate(() => {
      const found = new Set<string>()
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          const style = (rule as CSSStyleRule).style
          if (!style) continue
          for (const property of Array.from(style))
            if (property.startsWith('--')) found.add(property)
        }
      }
      return [...found].filter((name) => /^--[-a-z0-9]{1,64}$/.test(name))
    })
    expect(names.length).toBeGreaterThan(0)
    const image = 'url("data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=")'
    const every = (valueFor: (name: string) => string) =>
      Object.fromEntries(names.map((name) => [name, valueFor(name)]))
    // The kit's own accent names too: the ones a frame that tints its accents takes (each round
    // one message, so a refused value cannot hide an accepted one).
    const rounds: [string, Record<string, string>][] = [
      ['text colour = background', every(() => 'rgb(1, 2, 3)')],
      [
        'transparent and url()',
        every((name) => (/bg|background/.test(name) ? image : 'transparent')),
      ],
      ['the accent = the card background', { '--portico-accent': 'rgb(20, 20, 20)' }],
      ['the accent = the card text', { '--portico-accent': 'rgb(228, 231, 231)' }],
      ['a url() accent', { '--portico-accent': image, '--portico-frame-accent': 'transparent' }],
    ]
    const problems: string[] = []
    /** What the frame answered the SYNC_THEME of each round (taken or refused: the card decides). */
    const answers: string[] = []
    const from = await hostileAddress()
    for (const [round, variables] of rounds) {
      const answer = await page.evaluate(async (themeVariables) => {
        const hostile = (window as unknown as HostileWindow).__porticoHostile
        // The kit's own theme API (`--portico-*` tokens) and SYNC_THEME straight on its port.
        hostile.kit.setThemeVariables(
          Object.fromEntries(
            Object.entries(themeVariables).map(([name, value]) => [
              name.replace(/^--portico-/, ''),
              value,
            ]),
          ),
        )
        return hostile.postOnFramePort(
          {
            protocol: 'portico-frame',
            version: 1,
            type: 'SYNC_THEME',
            payload: { themeVariables },
          },
          { expectReply: true },
        )
      }, variables)
      const key = `theme-${round}`
      await startRequest(key, {
        method: 'personal_sign',
        params: [`0x${Buffer.from(`hostile: ${round}`).toString('hex')}`, from],
      })
      expect(await cardOrEnd(key)).toBe('card')
      const colours = await cardColours()
      await rejectOnceArmed(key)
      if (colours.color !== ownColours.color) problems.push(`${round}: text ${colours.color}`)
      if (colours.background !== ownColours.background)
        problems.push(`${round}: background ${colours.background}`)
      if (colours.image !== ownColours.image) problems.push(`${round}: image ${colours.image}`)
      if (colours.color === colours.background) problems.push(`${round}: text = background`)
      answers.push(`${round}: ${answered(answer)}`)
    }
    const line = await report(
      'theme-colours',
      problems,
      `card stays ${ownColours.color} on ${ownColours.background}; ${answers.join(', ')}`,
    )
    expect(problems).toEqual([])
    expect(line).toMatch(/^attack theme-colours: blocked /)
  }, 150_000)

  it('a replayed request id on the kit’s port is answered once', async () => {
    await expectConnected()
    const answer = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.postOnFramePort(
        {
          protocol: 'portico-frame',
          version: 1,
          id: crypto.randomUUID(),
          type: 'IS_CONNECTED',
          payload: {},
        },
        { times: 2 },
      ),
    )
    const line = await report(
      'replayed-id',
      answer.replies === 1 ? [] : [`answered ${answer.replies} times`],
      'answered once, the replay dropped',
    )
    expect(line).toMatch(/^attack replayed-id: blocked /)
  }, 60_000)

  it('an oversized message (1.1 million characters) on the kit’s port is dropped unread, and the frame still answers', async () => {
    await expectConnected()
    const answer = await page.evaluate(() =>
      (window as unknown as HostileWindow).__porticoHostile.postOnFramePort({
        protocol: 'portico-frame',
        version: 1,
        type: 'SYNC_DAPP_DATA',
        payload: { metadata: { name: 'x'.repeat(1_100_000) } },
      }),
    )
    const line = await report(
      'oversized-message',
      answer.replies === 0 ? [] : [`parsed and answered ${answer.reply?.type}`],
      'dropped; the next request answered',
    )
    expect(line).toMatch(/^attack oversized-message: blocked /)
  }, 60_000)

  it('a copy of the dapp on an origin the operator did not list: the frame never connects, the email login says "Unable to load email login dependency"', async () => {
    // The same page served from another origin (a phishing copy of the dapp): every request to
    // it is answered by the lab's server, so only the origin differs.
    // Its port is held for the test (the browser's route answers it; nothing else may be there).
    const copyPort = await holdPort()
    const copyOrigin = copyPort.origin
    const lab$ = new URL(lab.url).origin
    const onCopy = (url: URL) => url.origin === copyOrigin
    await context.route(onCopy, async (route) => {
      const url = new URL(route.request().url())
      const response = await route.fetch({ url: `${lab$}${url.pathname}${url.search}` })
      // Vite's client would open its socket to the lab's port from this origin (a CSP violation
      // of the copy, not the frame's doing): the copy runs without it.
      if (url.pathname === '/@vite/client') {
        await route.fulfill({ response, body: 'export {}' })
        return
      }
      await route.fulfill({ response })
    })
    const copy = await context.newPage()
    try {
      await copy.goto(`${copyOrigin}/hostile/?frametimeout=3000`)
      const ui = labPage(copy)
      await ui.connectButton.click()
      const opener = ui.dialog.getByRole('button', { name: 'Continue with email', exact: true })
      await opener
        .or(ui.dialog.getByLabel('Email', { exact: true }))
        .first()
        .waitFor()
      if (await opener.isVisible()) await opener.click()
      else {
        await ui.dialog.getByLabel('Email', { exact: true }).fill(`copy-${Date.now()}@example.org`)
        await ui.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      }
      // Whichever comes first: the kit's bound (3 s here) ending the wait because the frame
      // stayed silent to this origin, or the frame handing the copy a port.
      const refused = ui.dialog.getByText('Unable to load email login dependency')
      await copy.waitForFunction(
        () =>
          (window as unknown as HostileWindow).__porticoHostile.spy.framePort() !== undefined ||
          document.body.textContent?.includes('Unable to load email login dependency') === true,
        undefined,
        { timeout: 60_000, polling: 200 },
      )
      const line = await copy.evaluate(() => {
        const hostile = (window as unknown as HostileWindow).__porticoHostile
        const port = hostile.spy.framePort()
        return hostile.report(
          'unlisted-origin',
          port ? 'SUCCEEDED' : 'blocked',
          port ? `the frame connected to ${location.origin}` : 'the frame never connected',
        )
      })
      await report(
        'unlisted-origin',
        line.includes(': blocked ') ? [] : [line],
        `the copy on ${copyOrigin} got no frame port`,
      )
      expect(line).toMatch(/^attack unlisted-origin: blocked /)
      expect(await refused.isVisible()).toBe(true)
    } finally {
      await copy.close()
      await context.unroute(onCopy)
      await copyPort.close()
    }
  }, 120_000)

  it('CONNECT_EMAIL and CONNECT_OTP posted on the kit’s captured port are refused: the dapp cannot drive a login with a code it phished', async () => {
    await expectConnected()
    const other = `victim-second-${Date.now()}@example.org`
    const mark = lab.smtp.inbox.seq
    const email = await postOnPort('CONNECT_EMAIL', { email: other })
    // Where the frame still sends a code for it, the code the dapp phished is the real one.
    const otp =
      email.reply?.type === 'CONNECT_EMAIL_SUCCESS'
        ? ((await lab.smtp.inbox.waitForMail(other, { after: mark })).code ?? '000000')
        : '000000'
    const code = await postOnPort('CONNECT_OTP', { otp })
    const problems = [email, code]
      .map((answer) => answer.reply?.type ?? 'no answer')
      .filter((type) => type.endsWith('_SUCCESS'))
      .map((type) => `the frame answered ${type}`)
    const line = await report(
      'inject-connect-otp',
      problems,
      `CONNECT_EMAIL: ${answered(email)}, CONNECT_OTP: ${answered(code)}`,
    )
    expect(line).toMatch(/^attack inject-connect-otp: blocked /)
  }, 90_000)
})
