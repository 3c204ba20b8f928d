/** Where the provider sends the user back: a link (query), or a form its page posts (form_post). */
export type ProviderReturn = { url: URL } | { action: URL; form: URLSearchParams }

/**
 * Plays a browser through the local provider's sign-in without a browser: follows the
 * authorization URL's redirects on the provider's origin (keeping its cookies), posts `userName`
 * in the login form, and returns the URL the provider finally sends the user to (the relying
 * party's callback with `code` and `state`, or an `error`). That URL is not fetched. For a
 * `response_mode=form_post` authorization use {@link signInThroughFormPost}.
 *
 * @example
 * const callback = await signInThroughForm(authorizationUrl, 'alice')
 * await fetch(callback) // the relying party finishes the login
 */
export async function signInThroughForm(authorizationUrl: string, userName: string): Promise<URL> {
  const back = await signInAtProvider(authorizationUrl, userName)
  if ('url' in back) return back.url
  throw new Error('the provider answered with a form post: use signInThroughFormPost')
}

/**
 * {@link signInThroughForm} for `response_mode=form_post` (Apple's): returns the form the
 * provider's page would post to the relying party's callback (`action`), with its fields (`code`,
 * `state`, or `error`). Nothing is posted.
 *
 * @example
 * const { action, form } = await signInThroughFormPost(authorizationUrl, 'alice')
 * await fetch(action, { method: 'POST', body: form })
 */
export async function signInThroughFormPost(
  authorizationUrl: string,
  userName: string,
): Promise<{ action: URL; form: URLSearchParams }> {
  const back = await signInAtProvider(authorizationUrl, userName)
  if ('action' in back) return back
  throw new Error(`the provider sent the user back by link, not by form: ${back.url.pathname}`)
}

/** The form_post page's form (oidc-provider escapes its values as HTML). */
function postedForm(html: string, base: URL): { action: URL; form: URLSearchParams } | undefined {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1]
  if (action === undefined) return undefined
  const form = new URLSearchParams()
  for (const input of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)) {
    form.append(unescapeHtml(input[1] ?? ''), unescapeHtml(input[2] ?? ''))
  }
  return { action: new URL(unescapeHtml(action), base), form }
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e)

async function signInAtProvider(
  authorizationUrl: string,
  userName: string,
): Promise<ProviderReturn> {
  const origin = new URL(authorizationUrl).origin
  const cookies = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })
    form = undefined
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const split = pair.indexOf('=')
      if (split > 0) cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim())
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      if (url.origin !== origin) return { url }
      continue
    }
    const html = await response.text()
    if (response.ok && /name="login"/.test(html)) {
      form = new URLSearchParams({ login: userName })
      continue
    }
    const posted = response.ok ? postedForm(html, url) : undefined
    if (posted) return posted
    throw new Error(
      `local OpenID provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 200)}`,
    )
  }
  throw new Error('local OpenID provider: too many redirects')
}
