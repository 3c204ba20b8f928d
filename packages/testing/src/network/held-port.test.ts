import { createServer as createHttpServer, type Server } from 'node:http'
import { type AddressInfo, createServer } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { type HeldPort, HeldPortError, holdPort } from './held-port.js'

let held: HeldPort | undefined
let server: Server | undefined
afterEach(async () => {
  await held?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  held = undefined
  server = undefined
})

async function startHttp(body: string): Promise<number> {
  server = createHttpServer((_request, response) => response.end(body))
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

it('keeps its port taken before the server behind it exists (another listen gets EADDRINUSE)', async () => {
  held = await holdPort()
  const other = createServer()
  const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
    other.once('error', resolve)
    other.listen(held?.port, '127.0.0.1')
  })
  expect(error.code).toBe('EADDRINUSE')
})

it('answers a request sent before forwardTo once the server behind it is named', async () => {
  held = await holdPort()
  const answer = fetch(`${held.origin}/`).then((response) => response.text())
  held.forwardTo(await startHttp('from behind'))
  expect(await answer).toBe('from behind')
  // And the later ones straight away.
  expect(await (await fetch(`${held.origin}/again`)).text()).toBe('from behind')
})

it('refuses a second target and a port that is not one with a HeldPortError', async () => {
  held = await holdPort()
  expect(() => held?.forwardTo(0)).toThrow(HeldPortError)
  held.forwardTo(await startHttp('x'))
  expect(() => held?.forwardTo(1234)).toThrow(/already forwards to/)
})
