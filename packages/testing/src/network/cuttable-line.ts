import { createServer, type Server, Socket } from 'node:net'

/** A TCP front of a real service (a chain's node, a server) whose line can be cut and restored. */
export interface CuttableLine {
  /** The target's URL with the line's host and port: the same before and after a cut. */
  readonly url: string
  /** The port the line listens on. */
  readonly port: number
  /** Whether the line is up (listening and forwarding). */
  readonly up: boolean
  /** Stops listening and drops every open connection: the service is unreachable. */
  cut(): Promise<void>
  /** Listens again on the same port. */
  restore(): Promise<void>
  /** Cuts the line for good. */
  close(): Promise<void>
}

/**
 * Forwards TCP connections on 127.0.0.1 to `target`'s host and port (HTTP, WebSocket or anything
 * else over TCP). Cutting closes the listener and destroys open connections, so a client meets a
 * real `ECONNREFUSED` (or a dropped socket), as when the service's process is gone; the service
 * itself keeps running with its state, and `restore` brings the same URL back.
 *
 * @example
 * const line = await cuttableLine(devnet.chains[0].rpcUrl)
 * const adapter = makeAdapter({ rpcUrls: { 31337: [line.url] } })
 * await line.cut() // reads now fail as with a dead node
 * await line.restore()
 */
export async function cuttableLine(target: string): Promise<CuttableLine> {
  const targetUrl = new URL(target)
  const targetPort = Number(
    targetUrl.port || (/^(https|wss):$/.test(targetUrl.protocol) ? 443 : 80),
  )
  const targetHost = targetUrl.hostname.replace(/^\[|\]$/g, '')
  const open = new Set<Socket>()

  const forward = (client: Socket) => {
    const upstream = new Socket()
    open.add(client)
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    upstream.connect(targetPort, targetHost, () => {
      client.pipe(upstream)
      upstream.pipe(client)
    })
  }

  let server: Server = createServer(forward)
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  const port = await listen(0)
  let up = true
  const stop = async () => {
    if (!up) return
    up = false
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const socket of open) socket.destroy()
    open.clear()
    await closed
  }
  const url = new URL(target)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    // `new URL('http://h:1').href` ends in '/': keep the target's own form (with or without it).
    url: target.endsWith('/') ? url.href : url.href.replace(/\/$/, ''),
    port,
    get up() {
      return up
    },
    cut: stop,
    async restore() {
      if (up) return
      server = createServer(forward)
      await listen(port)
      up = true
    },
    close: stop,
  }
}
