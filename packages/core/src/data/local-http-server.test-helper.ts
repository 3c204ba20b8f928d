import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/**
 * A real HTTP server on 127.0.0.1 (an ephemeral port) answering with `handler`, listening for
 * the tests of the file and closed after them. Returns its base URL, readable once it listens.
 */
export function useLocalHttpServer(handler: RequestListener): () => string {
  const server = createServer(handler)
  let url: string | undefined
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })
  return () => {
    if (!url) throw new Error('the local HTTP server is not listening yet')
    return url
  }
}
