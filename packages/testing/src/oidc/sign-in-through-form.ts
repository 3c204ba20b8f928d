/**
 * Plays a browser through the local provider's sign-in without a browser: follows the
 * authorization URL's redirects on the provider's origin (keeping its cookies), posts `userName`
 * in the login form, and returns the URL the provider finally sends the user to (the relying
 * party's callback with `code` and `state`, or an `error`). That URL is not fetched.
 *
 * @example
 * const callback = await signInThroughForm(authorizationUrl, 'alice')
 * await fetch(callback) // the relying party finishes the login
 */
export async function signInThroughForm(authorizationUrl: string, userName: string): Promise<URL> {
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
      if (url.origin !== origin) return url
      continue
    }
    const html = await response.text()
    if (response.ok && /name="login"/.test(html)) {
      form = new URLSearchParams({ login: userName })
      continue
    }
    throw new Error(
      `local OpenID provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 200)}`,
    )
  }
  throw new Error('local OpenID provider: too many redirects')
}
