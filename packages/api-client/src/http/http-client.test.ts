import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiResponseError,
  HttpAbortError,
  HttpError,
  HttpNetworkError,
  HttpTimeoutError,
} from '../errors.js'
import { sendJson, startStubServer } from '../test/stub-server.js'
import { createHttpClient } from './http-client.js'

let server: Awaited<ReturnType<typeof startStubServer>>

beforeAll(async () => {
  server = await startStubServer((request, response) => {
    const path = request.url.pathname
    if (path === '/echo') {
      return sendJson(response, 200, {
        method: request.method,
        query: Object.fromEntries(request.url.searchParams),
        body: request.body ? JSON.parse(request.body) : null,
        contentType: request.headers['content-type'] ?? null,
      })
    }
    if (path === '/status')
      return sendJson(response, Number(request.url.searchParams.get('code')), {})
    if (path === '/reasons') {
      return sendJson(response, 400, {
        reasons: [{ description: 'Invalid name' }, { description: 'second' }],
      })
    }
    if (path === '/reason-message')
      return sendJson(response, 422, { reasons: [{ message: 'Name taken' }] })
    if (path === '/html') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end('<html>502 Bad Gateway</html>')
    }
    if (path === '/big') {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(`"${'a'.repeat(2048)}"`)
    }
    if (path === '/never') return // never answers
    if (path === '/empty') {
      response.writeHead(204)
      return response.end()
    }
    sendJson(response, 404, {})
  })
})
afterAll(() => server.close())

describe('createHttpClient (SPEC §7 HTTP client, §8 HTTP and RPC)', () => {
  it('sends GET, POST, PUT and DELETE with JSON bodies and appends clientId', async () => {
    const http = createHttpClient({ baseUrl: `${server.url}/`, clientId: 'client-1' })
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const body = method === 'get' ? undefined : { n: 1, method }
      const answer = (await http[method]('/echo', {
        query: { a: 'x', list: ['p', 'q'], skip: undefined },
        body,
      })) as {
        method: string
        query: Record<string, string>
        body: unknown
        contentType: string | null
      }
      expect(answer.method).toBe(method.toUpperCase())
      expect(answer.query).toEqual({ a: 'x', list: 'p,q', clientId: 'client-1' })
      expect(answer.body).toEqual(body ?? null)
      expect(answer.contentType).toBe(body ? 'application/json' : null)
    }
  })

  it('leaves clientId out when it is not set', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    expect(http.url('/x', { a: 1 })).toBe(`${server.url}/x?a=1`)
  })

  it('throws "HTTP status code: {status}" for any non-ok response', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    for (const code of [400, 403, 404, 500, 503]) {
      const error = await http.get('/status', { query: { code } }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpError)
      expect((error as HttpError).message).toBe(`HTTP status code: ${code}`)
      expect((error as HttpError).status).toBe(code)
    }
  })

  it("uses the message of the service's first reason when present", async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get('/reasons')).rejects.toThrow('Invalid name')
    const error = (await http.get('/reason-message').catch((e: unknown) => e)) as HttpError
    expect(error.message).toBe('Name taken')
    expect(error.status).toBe(422)
  })

  it('times out a request the server never answers', async () => {
    const http = createHttpClient({ baseUrl: server.url, timeoutMs: 100 })
    const error = await http.get('/never').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpTimeoutError)
    expect((error as HttpTimeoutError).timeoutMs).toBe(100)
  })

  it('aborts on the caller signal with "Request was aborted"', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = http.get('/never', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow(new HttpAbortError())
    const already = new AbortController()
    already.abort()
    await expect(http.get('/echo', { signal: already.signal })).rejects.toBeInstanceOf(
      HttpAbortError,
    )
  })

  it('turns a non-JSON body into ApiResponseError', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get('/html')).rejects.toBeInstanceOf(ApiResponseError)
  })

  it('refuses a body over the size cap', async () => {
    const http = createHttpClient({ baseUrl: server.url, maxResponseBytes: 1024 })
    const error = (await http.get('/big').catch((e: unknown) => e)) as ApiResponseError
    expect(error).toBeInstanceOf(ApiResponseError)
    expect(error.details).toBe('response larger than 1024 bytes')
  })

  it('rejects a body failing its schema, returning nothing of it', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    const schema = v.object({ method: v.number() })
    await expect(http.get('/echo', { schema })).rejects.toBeInstanceOf(ApiResponseError)
    await expect(http.get('/echo', { schema: v.object({ method: v.string() }) })).resolves.toEqual({
      method: 'GET',
    })
  })

  it('answers undefined for an empty 204', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.delete('/empty')).resolves.toBeUndefined()
  })

  it('reports a refused connection as HttpNetworkError', async () => {
    const closed = await startStubServer(() => undefined)
    await closed.close()
    const http = createHttpClient({ baseUrl: closed.url })
    await expect(http.get('/x')).rejects.toBeInstanceOf(HttpNetworkError)
  })
})
