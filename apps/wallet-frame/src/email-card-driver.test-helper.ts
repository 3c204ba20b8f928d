import type { SmtpSink } from '@portico/testing/smtp'
import type { BrowserContext, FrameLocator, Page } from 'playwright-core'

// How a person goes through the frame's email cards (email-login-view, email-update-view) in
// Chromium: every address and code is typed INSIDE the frame's iframe, the codes and links read
// from the SMTP sink. The steps follow whatever the server asks at each call (the device approval
// at start or after the code), as the card does.

export const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[data-portico-frame]')

export type CardId =
  | 'email-login'
  | 'email-code'
  | 'email-device'
  | 'email-update'
  | 'email-update-primary'
  | 'email-update-secondary'

/**
 * The next card the frame draws after `action` (a new card element, not the one on screen), or
 * 'closed' once the step's request answered (`ended`).
 */
export async function nextCard(
  page: Page,
  action: () => Promise<void>,
  ended: () => Promise<unknown> | undefined = () => undefined,
): Promise<CardId | 'closed'> {
  const frame = frameOf(page)
  // The card on screen now is marked seen: the next one is the one without the mark.
  await frame
    .locator('[data-card]')
    .evaluateAll((cards) => {
      for (const card of cards) card.setAttribute('data-seen', '')
    })
    .catch(() => undefined)
  await action()
  const fresh = frame.locator('[data-card]:not([data-seen])').first()
  const drawn = fresh.waitFor({ timeout: 30_000 }).then(async () => {
    return (await fresh.getAttribute('data-card')) as CardId
  })
  const answered = ended()
  if (!answered) return drawn
  return Promise.race([drawn, answered.then(() => 'closed' as const)])
}

export interface EmailLoginInFrame {
  page: Page
  sink: SmtpSink
  email: string
  /** The browser context of the device (the emailed approval link opens there). */
  context: BrowserContext
  /** Starts the login (EMAIL_LOGIN through the kit or the dapp page) and resolves with its end. */
  start(): Promise<unknown>
}

/**
 * Logs in by email in the frame's card: types the address, approves the device through the
 * emailed link whenever the server asks, types the code read from the sink. Resolves with what
 * the login's start resolved with (the frame's answer) once the card closed, and the cards seen.
 */
export async function loginInFrame(
  p: EmailLoginInFrame,
): Promise<{ answer: unknown; cards: CardId[]; approvedByLink: boolean }> {
  const frame = frameOf(p.page)
  let mark = p.sink.inbox.seq
  let done: Promise<unknown> | undefined
  let card = await nextCard(p.page, async () => {
    done = p.start()
    // A test that fails first closes the page under it: that rejection is not the failure.
    done.catch(() => undefined)
  })
  if (card !== 'email-login') throw new Error(`the login began with ${card}`)
  const cards: CardId[] = [card]
  let approvedByLink = false
  const ended = () => done
  card = await nextCard(
    p.page,
    async () => {
      await frame.getByLabel('Email', { exact: true }).fill(p.email)
      await frame.getByRole('button', { name: 'Continue' }).click()
    },
    ended,
  )
  for (let steps = 0; card !== 'closed'; steps++) {
    if (steps > 6) throw new Error('the login did not end')
    cards.push(card)
    if (card === 'email-device') {
      const link = (await newestMail(p.sink, p.email, mark)).links[0]
      if (!link) throw new Error('no approval link')
      const approval = await p.context.newPage()
      await approval.goto(link)
      mark = p.sink.inbox.seq
      card = await nextCard(p.page, () => pressApprove(approval), ended)
      await approval.close()
      continue
    }
    if (card !== 'email-code') throw new Error(`unexpected card ${card}`)
    let mail = await newestMail(p.sink, p.email, mark)
    const link = mail.links[0]
    if (!mail.code && link) {
      // A device new to the account: the mail is an approval link, whose Approve mails the code.
      approvedByLink = true
      const approval = await p.context.newPage()
      try {
        await approval.goto(link)
        mark = p.sink.inbox.seq
        await pressApprove(approval)
        mail = await newestMail(p.sink, p.email, mark)
      } finally {
        await approval.close()
      }
    }
    if (!mail.code) throw new Error(`no code in ${mail.subject}`)
    mark = p.sink.inbox.seq
    const code = mail.code
    card = await nextCard(
      p.page,
      async () => {
        await frame.getByLabel('Code', { exact: true }).fill(code)
        await frame.getByRole('button', { name: 'Confirm' }).click()
      },
      ended,
    )
  }
  return { answer: await done, cards, approvedByLink }
}

/**
 * The newest mail to `email` after `mark`, once one came: a login started again retires the
 * earlier one's code and link, so the first mail after the mark can be a dead one.
 */
async function newestMail(sink: SmtpSink, email: string, mark: number) {
  const first = await sink.inbox.waitForMail(email, { after: mark })
  return (
    sink.inbox
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

/** Types a code in the card on screen and confirms it; resolves with the card's error text. */
export async function typeCode(page: Page, code: string): Promise<string> {
  const frame = frameOf(page)
  await frame.getByLabel('Code', { exact: true }).fill(code)
  await frame.getByRole('button', { name: 'Confirm' }).click()
  const status = frame.locator('.card-status')
  await status.filter({ hasText: /./ }).waitFor()
  return (await status.textContent()) ?? ''
}
