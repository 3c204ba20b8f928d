import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadApiClient } from './load-api-client.js'

// A real HTTP server answering the directory's supported-chains path: the loaded client really
// talks to `apiUrl`.
const requests: string[] = []
const server = createServer((request, response) => {
  requests.push(request.url ?? '')
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ http: ['eip155:1'], ws: [] }))
})
let apiUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

it('loads @portico/api-client and returns a data API over apiUrl', async () => {
  const api = await loadApiClient({ apiUrl, projectId: 'demo' })
  expect(api.walletImageUrl('abc')).toContain(apiUrl)
  await expect(api.getSupportedChains()).resolves.toEqual({ http: ['eip155:1'], ws: [] })
  expect(requests.some((url) => url.includes('supported-chains'))).toBe(true)
})
