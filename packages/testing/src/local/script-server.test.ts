import { runInNewContext } from 'node:vm'
import { expect, it } from 'vitest'
import { concatScripts, serveScript } from './script-server.js'

it('runs every IIFE of the concatenated page scripts (none is called with the next as argument)', () => {
  const page = { ran: [] as string[] }
  runInNewContext(
    concatScripts(['(() => { ran.push("evm") })()', '(() => { ran.push("solana") })()']),
    page,
  )
  expect(page.ran).toEqual(['evm', 'solana'])
})

it('serves the script uncached at its name only, and its port is closed after close()', async () => {
  const server = await serveScript('test-wallets.js', 'window.x = 1')
  try {
    const response = await fetch(server.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('window.x = 1')
    expect((await fetch(new URL('/other.js', server.url))).status).toBe(404)
  } finally {
    await server.close()
  }
  await expect(fetch(server.url)).rejects.toThrow()
})
