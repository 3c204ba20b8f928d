import nodemailer from 'nodemailer'

/** One plain-text mail. */
export interface Mail {
  to: string
  subject: string
  text: string
}

/** Sends mail; rejects when the server did not accept it. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * Mail over SMTP with nodemailer, to the server `smtpUrl` names (`smtp://user:pass@host:587`;
 * `smtps://` for implicit TLS). One pooled transport per server instance.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      })
    },
    close: () => transport.close(),
  }
}
