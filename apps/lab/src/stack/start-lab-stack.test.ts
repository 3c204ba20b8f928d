import { type AddressInfo, createServer, Server } from 'node:net'
import { expect, it } from 'vitest'
import { startLabStack } from './start-lab-stack.js'

/**
 * Plays another test file on the machine at its worst: the moment any server of this process
 * lets go of a port, it listens on that port itself. A stack that picks free ports first (listen
 * on 0, close) and binds them later meets EADDRINUSE; one whose servers keep the port they were
 * given loses nothing.
 */
function takeEveryReleasedPort() {
  const originalClose = Server.prototype.close
  const thieves = new Set<Server>()
  Server.prototype.close = function close(this: Server, callback?: (error?: Error) => void) {
    const address = this.address()
    const result = originalClose.call(this, callback)
    if (!thieves.has(this) && address !== null && typeof address === 'object') {
      const thief = createServer()
      thieves.add(thief)
      thief.on('error', () => undefined)
      thief.listen(address.port, '127.0.0.1')
    }
    return result
  }
  return {
    async stop() {
      Server.prototype.close = originalClose
      await Promise.all([...thieves].map((thief) => new Promise((resolve) => thief.close(resolve))))
    },
  }
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

it('starts the whole stack (wallet frame, smart accounts) while every port released is taken at once', async () => {
  const thief = takeEveryReleasedPort()
  try {
    // The thief is armed: a port chosen by listening and closing is gone when bound again.
    const probe = await listen(0)
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    await expect(listen(port)).rejects.toMatchObject({ code: 'EADDRINUSE' })

    const lab = await startLabStack({ watch: false, walletFrame: true, smartAccounts: true })
    try {
      const health = await fetch(new URL('/health', lab.apiUrl))
      expect(health.status).toBe(200)
      const frameConfig = await fetch(new URL('config.json', lab.config.walletFrameUrl))
      expect(await frameConfig.json()).toMatchObject({ apiUrl: `${lab.apiUrl}/` })
      expect((await fetch(lab.url)).status).toBe(200)
      for (const chain of lab.devnet.chains) {
        const answer = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        })
        expect(await answer.json()).toMatchObject({ result: `0x${chain.chainId.toString(16)}` })
      }
      expect(lab.devnet.erc4337?.bundlers).toHaveLength(2)
    } finally {
      await lab.stop()
    }
  } finally {
    await thief.stop()
  }
})
