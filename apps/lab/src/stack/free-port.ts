import { createServer } from 'node:net'

function listenOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : undefined
      server.close(() => resolve(bound))
    })
  })
}

/** A TCP port on 127.0.0.1 that is free right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const port = await listenOn(0)
  if (port === undefined) throw new Error('lab: no free TCP port on 127.0.0.1')
  return port
}

/** A free port whose successor is free too (the devnet's two chains listen on port and port + 1). */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort()
    if (port < 65535 && (await listenOn(port + 1)) !== undefined) return port
  }
  throw new Error('lab: no two consecutive free TCP ports on 127.0.0.1')
}
