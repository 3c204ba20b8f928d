import type { BrowserContext, FrameLocator, Page } from 'playwright-core'
import type { ReceivedMail, SmtpInbox } from '../smtp/smtp-sink.js'

// How a person goes through the embedded wallet frame's email cards in Chromium, for the lab's
// e2e tests and the frame's own browser tests alike: the address and the codes are typed INSIDE
// the frame's iframe (its origin, never the dapp's DOM), the codes and the device approval links
// read from the SMTP sink. The steps follow whatever card the server asks for next (the device
// approval at start or after the code), as the card itself does, instead of a fixed script that
// breaks the day the server orders its steps otherwise.

/**
 * How long one card may take to come (or the login to end) after a step: the frame answers only
 * once apps/api did, which on a loaded 2-core machine running a whole stack took well over 30 s.
 */
const CARD_TIMEOUT = 45_000
/** apps/api's own approval page answers by itself, without the frame: a shorter bound. */
const APPROVAL_TIMEOUT = 15_000
/**
 * The most cards one login may show: a new device shows three (address, approval, code) and a
 * retired link or code a few more; a login past this is going round in circles.
 */
const MAX_CARDS = 8

/** The embedded wallet frame's iframe on `page` (the one the kit marks `data-portico-frame`). */
export const walletFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[data-portico-frame]')

/**
 * The frame's email cards, as their `data-card`: the login's address, code and device approval,
 * and the email update's new address and its two codes (to the current, then the new address).
 */
export type FrameCardId =
  | 'email-login'
  | 'email-code'
  | 'email-device'
  | 'email-update'
  | 'email-update-primary'
  | 'email-update-secondary'

/**
 * The next card the frame draws after `action` (a new card element, not the one on screen), or
 * `'closed'` once `ended` (called after `action`; `undefined` for a step that cannot end the
 * flow) settled first. Fails after 45 s without either.
 */
export async function nextFrameCard(
  page: Page,
  action: () => Promise<unknown>,
  ended: () => Promise<unknown> | undefined = () => undefined,
): Promise<FrameCardId | 'closed'> {
  const frame = walletFrame(page)
  // The card on screen now is marked seen: the next one is the one without the mark (the same
  // card id can come again, e.g. the address after Back).
  await frame
    .locator('[data-card]')
    .evaluateAll((cards) => {
      for (const card of cards) card.setAttribute('data-seen', '')
    })
    // No frame yet (the action is what loads it): nothing to mark.
    .catch(() => undefined)
  await action()
  const fresh = frame.locator('[data-card]:not([data-seen])').first()
  const drawn = fresh
    .waitFor({ timeout: CARD_TIMEOUT })
    .then(async () => (await fresh.getAttribute('data-card')) as FrameCardId)
  const answered = ended()
  return answered ? Promise.race([drawn, answered.then(() => 'closed' as const)]) : drawn
}

/** Types `code` in the card on screen and presses Confirm. */
async function confirmCode(frame: FrameLocator, code: string): Promise<void> {
  await frame.getByLabel('Code', { exact: true }).fill(code)
  await frame.getByRole('button', { name: 'Confirm', exact: true }).click()
}

/**
 * Types a code in the frame's code card on screen and confirms it; resolves with the card's
 * status text (its error: the tests of a wrong or expired code).
 */
export async function typeFrameCode(page: Page, code: string): Promise<string> {
  const frame = walletFrame(page)
  await confirmCode(frame, code)
  // Confirm clears the card's status while the server answers: the next text is its answer.
  const status = frame.locator('.card-status')
  await status.filter({ hasText: /./ }).waitFor({ timeout: CARD_TIMEOUT })
  return (await status.textContent()) ?? ''
}

/**
 * The newest mail to `email` after `mark`, once one came: a login started again retires the
 * earlier one's code and link, so the first mail after the mark can be a dead one.
 */
async function newestMail(inbox: SmtpInbox, email: string, mark: number): Promise<ReceivedMail> {
  const first = await inbox.waitForMail(email, { after: mark })
  return (
    inbox
      .list(email)
      .filter((mail) => mail.seq > mark)
      .at(-1) ?? first
  )
}

/**
 * Opens an emailed device approval link in the device's context and presses Approve on apps/api's
 * page; a page without the button (a dead link) fails at once with what it says instead of
 * waiting out the test.
 */
async function approveByLink(context: BrowserContext, link: string): Promise<void> {
  const approval = await context.newPage()
  try {
    await approval.goto(link)
    const approve = approval.getByRole('button', { name: 'Approve' })
    if (!(await approve.isVisible())) {
      throw new Error(
        `the approval link shows no Approve: ${await approval.locator('main').textContent()}`,
      )
    }
    await approve.click({ timeout: APPROVAL_TIMEOUT })
    await approval.getByRole('status').waitFor({ timeout: APPROVAL_TIMEOUT })
  } finally {
    await approval.close()
  }
}

/** Options of {@link loginWithEmailInFrame}. */
export interface FrameEmailLoginOptions {
  /** The SMTP sink's inbox the server mails the codes and approval links to. */
  inbox: SmtpInbox
  /** The page that shows the wallet frame. */
  page: Page
  /** The device's browser context (the emailed approval link opens there). */
  context: BrowserContext
  /** The address typed in the login card. */
  email: string
  /**
   * Starts the login, so that the frame shows its address card. Default: "Continue with email"
   * in the open modal's dialog (the Portico modal's Connect view).
   */
  start?: () => Promise<unknown>
  /**
   * How the login's end shows. `'answer'` (the default with `start`): `start`'s promise settles
   * with the frame's answer once the card closed (EMAIL_LOGIN sent to the frame). `'card-closed'`
   * (the default without `start`: the modal's click resolves at once): the frame's card
   * (`#approval:not([hidden])`) leaves.
   */
  end?: 'answer' | 'card-closed'
  /** Called on each card the frame shows, before it is filled (checks of the page, screenshots). */
  onCard?: (card: FrameCardId) => Promise<void>
  /**
   * `'email-code'`: stops on the code card once its code arrived, the code untyped (returned as
   * `code`) and the login left open: for the tests of the card's own texts (wrong, expired code).
   */
  until?: 'email-code'
}

/** What {@link loginWithEmailInFrame} went through. */
export interface FrameEmailLogin {
  /** The cards seen, in order (the device approval among them on a new device). */
  cards: FrameCardId[]
  /** What `start` resolved with at the end (the frame's answer); `undefined` with `'card-closed'` or `until`. */
  answer: unknown
  /** Whether the code came only after Approve on the emailed link (a device new to the account). */
  approvedByLink: boolean
  /** With `until: 'email-code'`: the code mailed, not typed. */
  code?: string
}

/**
 * Logs in by email in the wallet frame's card: types the address, approves the device through
 * the emailed link whenever the server asks, types the code read from the sink. Resolves once the
 * card closed (or, with `until`, on the code card with its code untyped).
 */
export async function loginWithEmailInFrame(
  options: FrameEmailLoginOptions,
): Promise<FrameEmailLogin> {
  const { inbox, page, context, email } = options
  const frame = walletFrame(page)
  const start =
    options.start ??
    (() =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: 'Continue with email', exact: true })
        .click())
  const endsWithAnswer = (options.end ?? (options.start ? 'answer' : 'card-closed')) === 'answer'
  let mark = inbox.seq
  let answer: Promise<unknown> | undefined
  let card = await nextFrameCard(page, async () => {
    const started = start()
    // A click resolves at once: its failure (no such button) is the login's, said right here.
    if (!endsWithAnswer) return await started
    // Settles only at the login's end: awaited there, not here.
    answer = started
    // A test that fails first closes the page under it: that rejection is not the failure.
    answer.catch(() => undefined)
  })
  if (card !== 'email-login') throw new Error(`the login began with ${card}`)
  const ended = () =>
    answer ??
    frame.locator('#approval:not([hidden])').waitFor({
      state: 'detached',
      timeout: CARD_TIMEOUT,
    })
  const step = (action: () => Promise<unknown>) => nextFrameCard(page, action, ended)
  const cards: FrameCardId[] = []
  let approvedByLink = false
  while (card !== 'closed') {
    if (cards.length >= MAX_CARDS) throw new Error(`the login did not end: ${cards.join(', ')}`)
    cards.push(card)
    await options.onCard?.(card)
    if (card === 'email-login') {
      card = await step(async () => {
        await frame.getByLabel('Email', { exact: true }).fill(email)
        await frame.getByRole('button', { name: 'Continue', exact: true }).click()
      })
    } else if (card === 'email-device') {
      const link = (await newestMail(inbox, email, mark)).links[0]
      if (!link) throw new Error('no approval link in the mail')
      card = await step(async () => {
        // The mark moves before Approve: what the approval sends next comes after it.
        mark = inbox.seq
        await approveByLink(context, link)
      })
    } else if (card === 'email-code') {
      let mail = await newestMail(inbox, email, mark)
      const link = mail.links[0]
      if (!mail.code && link) {
        // A device new to the account: the mail is an approval link, whose Approve mails the code.
        approvedByLink = true
        mark = inbox.seq
        await approveByLink(context, link)
        mail = await newestMail(inbox, email, mark)
      }
      const code = mail.code
      if (!code) throw new Error(`no code in "${mail.subject}"`)
      mark = inbox.seq
      if (options.until === 'email-code') return { cards, answer: undefined, approvedByLink, code }
      card = await step(() => confirmCode(frame, code))
    } else {
      throw new Error(`the login showed the card ${card}`)
    }
  }
  return { cards, answer: await answer, approvedByLink }
}
