/**
 * Request headers the data API needs. The visitor's cookies and authorization stay here: they
 * belong to this app, not to the data API.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'x-project-id',
  'x-sdk-type',
  'x-sdk-version',
  'if-none-match',
]

/** Response headers passed back (the body is streamed as is). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'retry-after']

export class UpstreamNotConfiguredError extends Error {
  override name = 'UpstreamNotConfiguredError'
}

/**
 * Forwards `request` (received at `<prefix>/<path>`) to `<upstream>/<path>?<query>`: the route
 * handler behind `/api/portico/*`, so the browser only ever talks to this origin.
 */
export async function forwardToApi(
  request: Request,
  path: readonly string[],
  upstream: string | undefined,
): Promise<Response> {
  if (!upstream) throw new UpstreamNotConfiguredError('PORTICO_API_URL is not set for /api/portico')
  // `.` and `..` would be resolved by the URL parser and leave the upstream's base path.
  if (path.some((segment) => segment === '.' || segment === '..'))
    return Response.json({ error: 'Not found' }, { status: 404 })
  const incoming = new URL(request.url)
  const target = new URL(`${upstream}/${path.map(encodeURIComponent).join('/')}`)
  target.search = incoming.search
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  let answer: Response
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      redirect: 'manual',
      cache: 'no-store',
    })
  } catch {
    // The kit shows its own "failed to fetch" states; the browser learns nothing of the upstream.
    return Response.json({ error: 'The data API is unreachable' }, { status: 502 })
  }
  const responseHeaders = new Headers()
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name)
    if (value !== null) responseHeaders.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers: responseHeaders })
}
