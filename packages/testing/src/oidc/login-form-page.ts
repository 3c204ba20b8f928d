/** Escapes text for HTML (the client name and form action are ours, but stay safe). */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/**
 * The local provider's sign-in page: one user-name field and a button (no password, no consent:
 * any name signs in). Plain HTML with no script, so it works for a browser and for `fetch`.
 */
export function loginFormPage(p: { action: string; client: string; error?: boolean }): string {
  const client = escapeHtml(p.client)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to ${client} (local)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto}label,input,button{display:block;width:100%;margin:.4rem 0}</style>
</head><body>
<h1>Sign in to ${client}</h1>
<p>Local OpenID provider: any user name signs in.</p>
${p.error ? '<p role="alert">A user name is 1 to 40 letters, digits, dots, dashes or underscores.</p>' : ''}
<form method="post" action="${escapeHtml(p.action)}">
<label for="login">User name</label>
<input id="login" name="login" autocomplete="username" required maxlength="40" autofocus>
<button type="submit">Sign in</button>
</form>
</body></html>`
}
