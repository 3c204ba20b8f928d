import type { BrowserContext, FrameLocator, Page } from 'playwright-core'
import type { LabStack } from '../stack/start-lab-stack.js'

// The one email login of the lab's e2e tests: the address and the code are typed INSIDE the
// wallet frame's own card (its origin, never the dapp's DOM), the code and the device approval
// link read from the lab's SMTP sink. The steps follow whatever the server asks at each call (the
// device approval at start, or after the code), as the frame's card does.

export const walletFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[data-portico-frame]')

type Card = 'email-login' | 'email-code' | 'email-device'

/** The next card the frame draws after `action`, or 'closed' once `ended` settled. */
async function nextCard(
  page: Page,
  action: () => Promise<unknown>,
  ended: () => Promise<unknown> | undefined,
): Promise<Card | 'closed'> {
  const frame = walletFrame(page)
  // The card on screen now is marked seen: the next one is the one without the mark.
  await frame
    .locator('[data-card]')
    .evaluateAll((cards) => {
      for (const card of cards) card.setAttribute('data-seen', '')
    })
    .catch(() => undefined)
  await action()
  const fresh = frame.locator('[data-card]:not([data-seen])').first()
  const drawn = fresh
    .waitFor({ timeout: 45_000 })
    .then(async () => (await fresh.getAttribute('data-card')) as Card)
  const answered = ended()
  return answered ? Promise.race([drawn, answered.then(() => 'closed' as const)]) : drawn
}

/**
 * The newest mail to `email` after `mark`, once one came: a login started again retires the
 * earlier one's code and link, so the first mail after the mark can be a dead one.
 */
async function newestMail(lab: LabStack, email: string, mark: number) {
  const first = await lab.smtp.inbox.waitForMail(email, { after: mark })
  return (
    lab.smtp.inbox
      .list(email)
      .filter((mail) => mail.seq > mark)
      .at(-1) ?? first
  )
}

/**
 * Presses Approve on apps/api's device approval page and waits for its answer; a page without the
 * button (a dead link) fails at once with what it says instead of waiting out the test.
 */
async function pressApprove(approval: Page): Promise<void> {
  const approve = approval.getByRole('button', { name: 'Approve' })
  if (!(await approve.isVisible())) {
    throw new Error(
      `the approval link shows no Approve: ${await approval.locator('main').textContent()}`,
    )
  }
  await approve.click({ timeout: 15_000 })
  await approval.getByRole('status').waitFor({ timeout: 15_000 })
}

export interface EmailLoginOptions {
  lab: LabStack
  page: Page
  /** The device's browser context (the emailed approval link opens there). */
  context: BrowserContext
  email: string
  /**
   * Starts the login and resolves with its end: by default "Continue with email" in the open
   * modal's Connect view (the modal then closes or moves on).
   */
  start?: () => Promise<unknown>
  /** Called on each card the frame shows (screenshots). */
  onCard?: (card: Card) => Promise<void>
  /**
   * 'email-code': stops on the code card once its code arrived, the code untyped (returned as
   * `code`), the login left open: for the tests of the card's own texts (wrong, expired code).
   */
  until?: 'email-code'
}

/**
 * Logs in by email in the wallet frame's card. Resolves once the card closed (or, with `until`,
 * on the code card with its code), with the cards seen (the device approval among them on a new
 * device) and what `start` resolved with.
 */
export async function loginWithEmail(
  options: EmailLoginOptions,
): Promise<{ cards: Card[]; answer: unknown; approvedByLink: boolean; code?: string }> {
  const { lab, page, email } = options
  const frame = walletFrame(page)
  const start =
    options.start ??
    (() =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: 'Continue with email', exact: true })
        .click())
  let mark = lab.smtp.inbox.seq
  let done: Promise<unknown> | undefined
  let card = await nextCard(
    page,
    async () => {
      done = start()
      // A test that fails first closes the page under it: that rejection is not the failure.
      done.catch(() => undefined)
      // A click resolves at once: the card's own end is its closing.
      if (!options.start) done = undefined
    },
    () => undefined,
  )
  const cards: Card[] = []
  let approvedByLink = false
  const closedAfter = async (action: () => Promise<unknown>) => {
    const before = walletFrame(page).locator('#approval:not([hidden])')
    const next = await nextCard(
      page,
      action,
      () => done ?? before.waitFor({ state: 'detached', timeout: 45_000 }).catch(() => undefined),
    )
    return next
  }
  if (card !== 'email-login') throw new Error(`the login began with ${card}`)
  for (let steps = 0; card !== 'closed'; steps++) {
    if (steps > 8) throw new Error('the email login did not end')
    cards.push(card)
    await options.onCard?.(card)
    if (card === 'email-login') {
      card = await closedAfter(async () => {
        await frame.getByLabel('Email', { exact: true }).fill(email)
        await frame.getByRole('button', { name: 'Continue', exact: true }).click()
      })
    } else if (card === 'email-device') {
      const link = (await newestMail(lab, email, mark)).links[0]
      if (!link) throw new Error('no approval link in the mail')
      const approval = await options.context.newPage()
      try {
        await approval.goto(link)
        mark = lab.smtp.inbox.seq
        card = await closedAfter(() => pressApprove(approval))
      } finally {
        await approval.close()
      }
    } else {
      let mail = await newestMail(lab, email, mark)
      const link = mail.links[0]
      if (!mail.code && link) {
        // A device new to the account: the mail is an approval link, whose Approve mails the code.
        approvedByLink = true
        const approval = await options.context.newPage()
        try {
          await approval.goto(link)
          mark = lab.smtp.inbox.seq
          await pressApprove(approval)
          mail = await newestMail(lab, email, mark)
        } finally {
          await approval.close()
        }
      }
      if (!mail.code) throw new Error(`no code in "${mail.subject}"`)
      mark = lab.smtp.inbox.seq
      const code = mail.code
      if (options.until === 'email-code') return { cards, answer: undefined, approvedByLink, code }
      card = await closedAfter(async () => {
        await frame.getByLabel('Code', { exact: true }).fill(code)
        await frame.getByRole('button', { name: 'Confirm', exact: true }).click()
      })
    }
  }
  return { cards, answer: await done, approvedByLink }
}
