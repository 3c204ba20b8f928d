/** No script, no frame, forms only to this server: the page a person approves a device on. */
export const APPROVAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${html(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#141414;margin:0;padding:32px 16px}
main{max-width:400px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}
dt{color:#666}dd{margin:0;text-align:right;word-break:break-all}p{font-size:14px;color:#444}
button{margin-top:12px;width:100%;padding:12px;border:0;border-radius:10px;background:#3b5bdb;color:#fff;font-size:16px;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`
}

/** "Approve this device?" with what we know of the device and one button (a POST). */
export function approvalPage(p: {
  appName: string
  email: string
  requestedAt: number
  clientIp: string | null
  token: string
}): string {
  return layout(
    'Approve this device?',
    `<h1>Approve this device?</h1>
<p>A device is signing in to the ${html(p.appName)} wallet of <strong>${html(p.email)}</strong>. Approve it only if it is you.</p>
<dl><dt>Requested</dt><dd>${html(new Date(p.requestedAt).toISOString().replace('T', ' ').slice(0, 19))} UTC</dd>
<dt>From</dt><dd>${html(p.clientIp ?? 'unknown')}</dd></dl>
<form method="post" action="/v1/auth/device/approve">
<input type="hidden" name="token" value="${html(p.token)}">
<button type="submit">Approve</button>
</form>`,
  )
}

/** After the POST: approved, or the link is no longer valid. */
export function approvalResultPage(approved: boolean): string {
  return approved
    ? layout(
        'Device approved',
        '<h1>Device approved</h1><p role="status">Device approved. You can return to the app.</p>',
      )
    : layout(
        'Link expired',
        '<h1>Link expired</h1><p role="alert">This link has expired or was already used. Start the sign-in again.</p>',
      )
}
