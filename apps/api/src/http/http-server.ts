import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/**
 * The node HTTP server: each request goes first to the fast path (cache hits as ready bytes,
 * fast-path.ts), and to the router only when the fast path did not answer it.
 */
export function createHttpServer(
  fastPath: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>,
  route: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Server {
  return createServer((request, response) => {
    const answered = fastPath(request, response)
    if (answered === true) return
    if (answered === false) {
      void route(request, response)
      return
    }
    answered.then(
      (done) => {
        if (!done) void route(request, response)
      },
      () => void route(request, response),
    )
  })
}
