import { expect, it } from 'vitest'
import { loadApiClient } from './load-api-client.js'
import { useLocalHttpServer } from './local-http-server.test-helper.js'

// A real HTTP server answering the directory's supported-chains path: the loaded client really
// talks to `apiUrl`.
const requests: string[] = []
const serverUrl = useLocalHttpServer((request, response) => {
  requests.push(request.url ?? '')
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ http: ['eip155:1'], ws: [] }))
})
it('loads @portico/api-client and returns a data API over apiUrl', async () => {
  const api = await loadApiClient({ apiUrl: serverUrl(), projectId: 'demo' })
  expect(api.walletImageUrl('abc')).toContain(serverUrl())
  await expect(api.getSupportedChains()).resolves.toEqual({ http: ['eip155:1'], ws: [] })
  expect(requests.some((url) => url.includes('supported-chains'))).toBe(true)
})
