import nodemailer from 'nodemailer'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SmtpSink, startSmtpSink } from './smtp-sink.js'

let sink: SmtpSink
let transport: ReturnType<typeof nodemailer.createTransport>

beforeAll(async () => {
  sink = await startSmtpSink()
  transport = nodemailer.createTransport(sink.url)
})
afterAll(async () => {
  transport.close()
  await sink.stop()
})

const send = (to: string, subject: string, text: string) =>
  transport.sendMail({ from: 'Portico <no-reply@portico.localhost>', to, subject, text })

it('listens on 127.0.0.1 on a port of its own and parses what nodemailer sends', async () => {
  expect(sink.url).toBe(`smtp://127.0.0.1:${sink.port}`)
  expect(sink.port).toBeGreaterThan(0)
  await send(
    'Ana@Example.org',
    '123456 is your Portico login code',
    'Your code is 123456.\nOr open http://127.0.0.1:8787/v1/auth/device/approve?token=pda_x now.\n',
  )
  const [mail] = sink.inbox.list('ana@example.org')
  expect(mail).toMatchObject({
    to: ['ana@example.org'],
    from: 'no-reply@portico.localhost',
    subject: '123456 is your Portico login code',
    code: '123456',
    links: ['http://127.0.0.1:8787/v1/auth/device/approve?token=pda_x'],
  })
  expect(mail?.text).toContain('Your code is 123456.')
  expect(sink.inbox.list('bob@example.org')).toEqual([])
})

it('waitForMail resolves on the arrival of a mail sent after it began waiting', async () => {
  const mark = sink.inbox.seq
  const waiting = sink.inbox.waitForMail('late@example.org', { after: mark })
  await send('late@example.org', 'Later', 'code 654321')
  const mail = await waiting
  expect(mail.seq).toBe(mark + 1)
  expect(mail.code).toBe('654321')
})

it('after: a sequence mark skips older mails; match narrows further', async () => {
  await send('twice@example.org', 'First 111111', 'one')
  const mark = sink.inbox.seq
  const bySeq = sink.inbox.waitForMail('twice@example.org', { after: mark })
  const byMatch = sink.inbox.waitForMail('twice@example.org', {
    match: (mail) => mail.subject.startsWith('Second'),
  })
  await send('twice@example.org', 'Second 222222', 'two')
  expect((await bySeq).code).toBe('222222')
  expect((await byMatch).code).toBe('222222')
})

it("after: a date skips mails received at or before it (on the sink's clock)", async () => {
  let clock = 1_000
  const timed = await startSmtpSink({ now: () => clock })
  const timedTransport = nodemailer.createTransport(timed.url)
  try {
    await timedTransport.sendMail({
      from: 'a@example.org',
      to: 'c@example.org',
      subject: 'Old',
      text: '-',
    })
    clock = 2_000
    const waiting = timed.inbox.waitForMail('c@example.org', { after: new Date(1_000) })
    await timedTransport.sendMail({
      from: 'a@example.org',
      to: 'c@example.org',
      subject: 'New',
      text: '-',
    })
    expect((await waiting).subject).toBe('New')
  } finally {
    timedTransport.close()
    await timed.stop()
  }
})

it('waitForMail rejects naming the address when nothing comes in time', async () => {
  await expect(
    sink.inbox.waitForMail('nobody@example.org', { after: sink.inbox.seq, timeoutMs: 50 }),
  ).rejects.toThrow('smtp sink: no mail to nobody@example.org within 50 ms')
})

it('subscribe hears every mail and stops hearing after unsubscribe', async () => {
  const heard: string[] = []
  const unsubscribe = sink.inbox.subscribe((mail) => heard.push(mail.subject))
  await send('sub@example.org', 'Heard', 'x')
  unsubscribe()
  await send('sub@example.org', 'Not heard', 'y')
  await sink.inbox.waitForMail('sub@example.org', { match: (mail) => mail.subject === 'Not heard' })
  expect(heard).toEqual(['Heard'])
})
