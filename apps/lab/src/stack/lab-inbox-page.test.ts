import type { ReceivedMail } from '@portico/testing/smtp'
import { expect, it } from 'vitest'
import { inboxPageHtml } from './lab-inbox-page.js'

const mail = (over: Partial<ReceivedMail>): ReceivedMail => ({
  seq: 1,
  to: ['ana@example.org'],
  from: 'no-reply@portico.localhost',
  subject: '123456 is your Portico Lab login code',
  text: 'Your Portico Lab login code is 123456.',
  receivedAt: 0,
  links: [],
  code: '123456',
  ...over,
})

it('lists mails newest first with the code shown large and links clickable', () => {
  const page = inboxPageHtml([
    mail({}),
    mail({
      seq: 2,
      subject: 'Approve a new device for Portico Lab',
      text: 'Open this link:\nhttp://127.0.0.1:8787/v1/auth/device/approve?token=pda_x&y=1\nThanks',
      links: ['http://127.0.0.1:8787/v1/auth/device/approve?token=pda_x&y=1'],
      code: undefined,
    }),
  ])
  expect(page.indexOf('Approve a new device')).toBeLessThan(page.indexOf('123456 is your'))
  expect(page).toContain('<output data-testid="code">123456</output>')
  expect(page).toContain(
    '<a href="http://127.0.0.1:8787/v1/auth/device/approve?token=pda_x&amp;y=1" rel="noreferrer">',
  )
  // No script and no inline style: the lab's CSP applies unchanged.
  expect(page).not.toMatch(/<script|style=|<style/)
  expect(page).toContain('<link rel="stylesheet" href="/inbox/inbox.css">')
})

it('escapes what a mail says, and says when there is none', () => {
  const page = inboxPageHtml([mail({ subject: '<img src=x onerror=alert(1)>', text: '"<b>"' })])
  expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
  expect(page).toContain('&quot;&lt;b&gt;&quot;')
  expect(page).not.toContain('<img')
  expect(inboxPageHtml([])).toContain('No mail yet.')
})
