import { expect, it } from 'vitest'
import { startExampleServer } from './node-server.js'

it('the Node example serves nonces and refuses a session without a token', async () => {
  const server = await startExampleServer({ domains: ['localhost:5173'] })
  try {
    const nonce = (await (await fetch(`${server.url}/nonce`)).json()) as { nonce: string }
    expect(nonce.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect((await fetch(`${server.url}/session`)).status).toBe(401)
  } finally {
    await server.close()
  }
})
