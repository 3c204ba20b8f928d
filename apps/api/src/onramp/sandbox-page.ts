import { formatEther } from 'viem'
import { fromCents } from './quote-math.js'
import type { SandboxSession } from './sandbox-session.js'

/** The sandbox pages allow no script, no frame and no form target but this server. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#141414;margin:0;padding:32px 16px}
main{max-width:400px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#666;margin:0 0 16px;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0 0 16px}dt{color:#666}dd{margin:0;text-align:right;word-break:break-all}
label{display:block;font-size:13px;color:#444;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px;font-size:15px}
.row{display:flex;gap:8px}.row>div{flex:1}button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:10px;background:#3b5bdb;color:#fff;font-size:16px;cursor:pointer}
.ok{color:#2b8a3e}.err{color:#c92a2a}code{font-size:12px;word-break:break-all}</style></head>
<body><main>${body}</main></body></html>`
}

function summary(session: SandboxSession, chainName: string): string {
  const fiat = (cents: number) => `${fromCents(cents)} ${html(session.currency)}`
  return `<dl>
<dt>You pay</dt><dd data-testid="sandbox-total">${fiat(session.paymentCents)}</dd>
<dt>Provider fee</dt><dd>${fiat(session.providerFeeCents)}</dd>
<dt>Network fee</dt><dd>${fiat(session.networkFeeCents)}</dd>
<dt>You receive</dt><dd data-testid="sandbox-receive">${html(formatEther(BigInt(session.purchaseWei)))} ${html(session.purchaseCurrency)}</dd>
<dt>To</dt><dd><code>${html(session.address)}</code></dd>
<dt>Network</dt><dd>${html(chainName)}</dd>
</dl>`
}

/** The checkout: what the signed session says, and a card (or bank) form with "Pay". */
export function checkoutPage(
  session: SandboxSession,
  token: string,
  providerName: string,
  chainName: string,
  error?: string,
): string {
  const card = `<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" required></div></div>`
  const bank = `<label for="holder">Account holder</label><input id="holder" name="holder" value="Sandbox Buyer" required>`
  return layout(
    `${providerName} checkout`,
    `<h1>${html(providerName)}</h1><p class="sub">Sandbox checkout: no real money moves; devnet funds are sent.</p>
${summary(session, chainName)}
${error ? `<p class="err" role="alert">${html(error)}</p>` : ''}
<form method="post" action="/sandbox/onramp/pay">
<input type="hidden" name="session" value="${html(token)}">
${session.paymentMethod === 'card' ? card : bank}
<button type="submit">Pay ${fromCents(session.paymentCents)} ${html(session.currency)}</button>
</form>`,
  )
}

/** After the payment: the transaction, and where to go next. */
export function paidPage(session: SandboxSession, providerName: string, txHash: string): string {
  return layout(
    'Payment complete',
    `<h1 class="ok">Payment complete</h1><p class="sub">${html(providerName)} sent ${html(
      formatEther(BigInt(session.purchaseWei)),
    )} ${html(session.purchaseCurrency)}. You can close this tab and return to the app.</p>
<p>Transaction <code data-testid="sandbox-tx">${html(txHash)}</code></p>`,
  )
}

/** A refused session or payment. */
export function errorPage(message: string): string {
  return layout('Checkout unavailable', `<h1 class="err">${html(message)}</h1>`)
}

/** Luhn check of a card number (spaces allowed). */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/ /g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The sandbox's test card that is always declined (as card sandboxes have). */
export const DECLINED_TEST_CARD = '4000000000000002'
