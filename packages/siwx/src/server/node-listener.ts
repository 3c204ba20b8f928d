import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Adapts a Fetch handler (`Request → Response | undefined`) to Node's `http.createServer`
 * listener; `undefined` answers 404.
 *
 * @example
 * http.createServer(toNodeListener(createSiwxHandlers(server).handle)).listen(8080)
 */
export function toNodeListener(
  handle: (request: Request) => Promise<Response | undefined>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value)
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
      })
      const response = (await handle(request)) ?? new Response('Not found', { status: 404 })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
  }
}
