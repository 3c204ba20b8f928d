import { connect, createServer, type Socket } from 'node:net'

/**
 * A port on 127.0.0.1 that is listened on from the moment it is known, in front of a server that
 * starts later: for a server whose own configuration names its URL (apps/api's `publicUrl`) or
 * that other parts must name before it starts. A port chosen, released and bound again later can
 * be taken in between by another test file; this one never is.
 */
export interface HeldPort {
  readonly port: number
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly origin: string
  /**
   * Sends the connections (the waiting ones first) to the server now listening on `port` of
   * 127.0.0.1. Once only.
   */
  forwardTo(port: number): void
  /** Stops listening and drops every connection, waiting or forwarded. Idempotent. */
  close(): Promise<void>
}

/** Error raised when a {@link HeldPort} is given a second target or a port that is not one. */
export class HeldPortError extends Error {
  override name = 'HeldPortError'
}

/**
 * Listens on a port the system picks (port 0) and holds connections until
 * {@link HeldPort.forwardTo} names the server behind it; then every connection is piped to it
 * (HTTP, WebSocket or anything else over TCP).
 *
 * @example
 * const front = await holdPort()
 * const api = await createApiServer({ ...config, publicUrl: front.origin })
 * front.forwardTo((await api.listen({ port: 0 })).port)
 */
export async function holdPort(): Promise<HeldPort> {
  const open = new Set<Socket>()
  const waiting: Socket[] = []
  let target: number | undefined
  let closed: Promise<void> | undefined

  const pipe = (client: Socket, port: number) => {
    const upstream = connect(port, '127.0.0.1')
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('close', drop)
    upstream.on('error', drop).on('close', drop)
    // A socket buffers what it is written while it connects: no need to wait for 'connect'.
    client.pipe(upstream)
    upstream.pipe(client)
  }

  const server = createServer((client) => {
    open.add(client)
    client.on('error', () => client.destroy())
    client.on('close', () => open.delete(client))
    if (target === undefined) waiting.push(client)
    else pipe(client, target)
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      const address = server.address()
      if (typeof address === 'object' && address) resolve(address.port)
      else reject(new HeldPortError('the held port reported no address'))
    })
  })

  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    forwardTo(to) {
      if (target !== undefined)
        throw new HeldPortError(`port ${port} already forwards to ${target}`)
      if (!Number.isInteger(to) || to < 1 || to > 65535) {
        throw new HeldPortError(`not a TCP port: ${to}`)
      }
      target = to
      for (const client of waiting.splice(0)) if (!client.destroyed) pipe(client, to)
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of open) socket.destroy()
        open.clear()
        waiting.length = 0
      })
      return closed
    },
  }
}
