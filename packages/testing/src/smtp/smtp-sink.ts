import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One mail the sink accepted, parsed. */
export interface ReceivedMail {
  /** 1, 2, 3, … in arrival order (per sink). */
  seq: number
  /** Envelope recipients, lower-cased. */
  to: string[]
  from: string
  subject: string
  /** The plain-text body (mailparser's text, or the HTML converted). */
  text: string
  receivedAt: number
  /** Every http(s) URL in the text, in order. */
  links: string[]
  /** The first 6-digit group of the subject or text (a one-time code), if any. */
  code: string | undefined
}

/** Options of {@link SmtpInbox.waitForMail}. */
export interface WaitForMailOptions {
  /**
   * Only mails after this point: a sequence number (`inbox.seq` read before the action that
   * sends), or a `Date` (mails received after it).
   */
  after?: number | Date
  /** Further condition (e.g. a subject). */
  match?: (mail: ReceivedMail) => boolean
  /** Give up after this long (default 15000 ms); rejects naming the address. */
  timeoutMs?: number
}

/** What the sink received. */
export interface SmtpInbox {
  /** Sequence number of the last mail (0 before the first): a mark for `waitForMail({ after })`. */
  readonly seq: number
  /** Mails in arrival order, optionally only those to `to`. */
  list(to?: string): ReceivedMail[]
  /** The first mail to `to` (after `options.after`), now or as soon as it arrives. */
  waitForMail(to: string, options?: WaitForMailOptions): Promise<ReceivedMail>
  /** Calls `listener` on every new mail; returns the unsubscribe function. */
  subscribe(listener: (mail: ReceivedMail) => void): () => void
  clear(): void
}

/** A running sink: where to send, what arrived, and `stop()`. */
export interface SmtpSink {
  host: string
  port: number
  /** `smtp://host:port`, for nodemailer or apps/api's `AUTH_SMTP_URL`. */
  url: string
  inbox: SmtpInbox
  stop(): Promise<void>
}

const LINK = /https?:\/\/[^\s<>"')]+/g

function isAfter(mail: ReceivedMail, after: number | Date | undefined): boolean {
  if (after === undefined) return true
  return after instanceof Date ? mail.receivedAt > after.getTime() : mail.seq > after
}

/**
 * A local SMTP server that accepts every mail (any or no login, no TLS) on 127.0.0.1 and keeps
 * it parsed in memory: the lab's inbox page and the end-to-end tests read one-time codes and
 * approval links from it. Waiting for a mail awaits its arrival event; nothing polls.
 *
 * @example
 * const sink = await startSmtpSink()
 * const mark = sink.inbox.seq
 * // ... something sends a code to ana@example.org through sink.url ...
 * const mail = await sink.inbox.waitForMail('ana@example.org', { after: mark })
 * console.log(mail.code)
 * await sink.stop()
 */
export async function startSmtpSink(
  options: { host?: string; port?: number; now?: () => number } = {},
): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const mails: ReceivedMail[] = []
  const events = new EventEmitter()
  events.setMaxListeners(0)
  let seq = 0

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'sink' }),
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? (typeof parsed.html === 'string' ? parsed.html : '')
          const subject = parsed.subject ?? ''
          seq += 1
          const mail: ReceivedMail = {
            seq,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject,
            text,
            receivedAt: now(),
            links: text.match(LINK) ?? [],
            code: /\b(\d{6})\b/.exec(`${subject}\n${text}`)?.[1],
          }
          mails.push(mail)
          events.emit('mail', mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    const listening = server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve((listening.address() as AddressInfo).port)
    })
  })

  const inbox: SmtpInbox = {
    get seq() {
      return seq
    },
    list: (to) => (to ? mails.filter((mail) => mail.to.includes(to.toLowerCase())) : [...mails]),
    subscribe(listener) {
      events.on('mail', listener)
      return () => events.off('mail', listener)
    },
    clear: () => {
      mails.length = 0
    },
    waitForMail(to, waitOptions = {}) {
      const address = to.toLowerCase()
      const wanted = (mail: ReceivedMail) =>
        mail.to.includes(address) &&
        isAfter(mail, waitOptions.after) &&
        (waitOptions.match?.(mail) ?? true)
      const already = mails.find(wanted)
      if (already) return Promise.resolve(already)
      const timeoutMs = waitOptions.timeoutMs ?? 15_000
      return new Promise((resolve, reject) => {
        const listener = (mail: ReceivedMail) => {
          if (!wanted(mail)) return
          clearTimeout(timer)
          events.off('mail', listener)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          events.off('mail', listener)
          reject(new Error(`smtp sink: no mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        events.on('mail', listener)
      })
    },
  }

  return {
    host,
    port,
    url: `smtp://${host}:${port}`,
    inbox,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
