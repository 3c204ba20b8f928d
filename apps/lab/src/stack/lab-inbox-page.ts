import type { ServerResponse } from 'node:http'
import type { ReceivedMail, SmtpInbox } from '@portico/testing/smtp'
import type { Connect, Plugin } from 'vite'

/** Where the lab serves the SMTP sink's inbox. */
export const LAB_INBOX_PATH = '/inbox/'

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** The mail's text with its http(s) links made clickable (everything else escaped). */
function bodyHtml(mail: ReceivedMail): string {
  let out = ''
  let at = 0
  for (const link of mail.links) {
    const index = mail.text.indexOf(link, at)
    if (index < 0) continue
    out += `${html(mail.text.slice(at, index))}<a href="${html(link)}" rel="noreferrer">${html(link)}</a>`
    at = index + link.length
  }
  return out + html(mail.text.slice(at))
}

/**
 * The inbox page: every mail apps/api sent to the lab's SMTP sink, newest first, rendered on the
 * server (no script, so it fits the lab's CSP as it is; its stylesheet is a file of this origin).
 * A person trying the lab reads their login code and opens device-approval links here.
 */
export function inboxPageHtml(mails: readonly ReceivedMail[]): string {
  const items = [...mails]
    .reverse()
    .map(
      (mail) => `<article class="mail" data-testid="mail">
<header><strong class="subject">${html(mail.subject)}</strong>
<span class="meta">to ${html(mail.to.join(', '))} · ${html(new Date(mail.receivedAt).toLocaleTimeString('en-GB'))}</span></header>
${mail.code ? `<p class="code">Code: <output data-testid="code">${html(mail.code)}</output></p>` : ''}
<pre>${bodyHtml(mail)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Lab inbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${LAB_INBOX_PATH}inbox.css"></head>
<body><main><h1>Lab inbox</h1>
<p>Mail apps/api sent through the lab's local SMTP server (nothing leaves this machine). <a href="${LAB_INBOX_PATH}">Reload</a></p>
${items || '<p data-testid="empty">No mail yet.</p>'}
</main></body></html>`
}

const INBOX_CSS = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#141414;margin:0;padding:24px}
main{max-width:720px;margin:0 auto}h1{font-size:22px}.mail{background:#fff;border-radius:12px;padding:16px;margin:12px 0;box-shadow:0 1px 6px #0001}
.mail header{display:flex;flex-direction:column;gap:4px}.meta{color:#666;font-size:13px}
.code output{font-size:22px;letter-spacing:4px;font-weight:600}pre{white-space:pre-wrap;word-break:break-all;font-size:13px}`

function send(res: ServerResponse, type: string, body: string) {
  res.statusCode = 200
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
}

/**
 * Serves {@link LAB_INBOX_PATH} (the page) and its stylesheet from the lab's server (the dev
 * server and the production build's preview server alike).
 */
export function labInboxPage(inbox: Promise<SmtpInbox>): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0]
    if (path === `${LAB_INBOX_PATH}inbox.css`) return send(res, 'text/css', INBOX_CSS)
    if (path !== LAB_INBOX_PATH && path !== LAB_INBOX_PATH.slice(0, -1)) return next()
    inbox.then(
      (resolved) => send(res, 'text/html; charset=utf-8', inboxPageHtml(resolved.list())),
      (error: unknown) => next(error),
    )
  }
  return {
    name: 'portico-lab-inbox',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  }
}
