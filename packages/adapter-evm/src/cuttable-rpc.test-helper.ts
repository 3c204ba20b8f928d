import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An HTTP front of a real node whose line can be cut (connections refused) and restored. */
export interface CuttableRpc {
  /** `http://127.0.0.1:PORT`: the same URL before and after a cut. */
  readonly url: string
  /** Stops listening and drops open connections: the node is unreachable. */
  cut(): Promise<void>
  /** Listens again on the same port. */
  restore(): Promise<void>
  close(): Promise<void>
}

/**
 * Forwards JSON-RPC POSTs to `target` (an anvil URL). Cutting closes the listener, so a client
 * meets a real `ECONNREFUSED`, as when the node's process is gone; the chain keeps its state.
 */
export async function cuttableRpc(target: string): Promise<CuttableRpc> {
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(Buffer.from(await answer.arrayBuffer()))
    } catch {
      res.destroy()
    }
  }
  let server = createServer((req, res) => void forward(req, res))
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const port = await listen(0)
  let up = true
  const stop = async () => {
    if (!up) return
    up = false
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    cut: stop,
    async restore() {
      if (up) return
      server = createServer((req, res) => void forward(req, res))
      await listen(port)
      up = true
    },
    close: stop,
  }
}
