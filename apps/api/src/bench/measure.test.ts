import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { measure } from './measure.js'

describe('measure', () => {
  it('with uniqueIds, sends each request a fresh id in a body the server reads whole', async () => {
    const ids: string[] = []
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        ids.push((JSON.parse(body) as { eventId: string }).eventId)
        response.writeHead(202, { 'content-type': 'application/json' })
        response.end('{"stored":true}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e`
      const row = await measure(
        { name: 'event', url, shown: '/e', body: '{"eventId":"[<id>]"}', uniqueIds: true },
        { connections: 2, duration: 1 },
      )
      expect(row.errors).toBe(0)
      expect(row.total).toBeGreaterThan(0)
      // The warm-up's and the measured run's requests, plus the first check's literal id.
      const sent = ids.filter((id) => id !== '[<id>]')
      expect(sent.length).toBeGreaterThanOrEqual(row.total)
      expect(new Set(sent).size).toBe(sent.length)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
