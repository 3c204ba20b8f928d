import * as v from 'valibot'
import {
  ApiResponseError,
  HttpAbortError,
  HttpError,
  HttpNetworkError,
  HttpTimeoutError,
} from '../errors.js'
import { ErrorBodySchema } from '../schemas/error-body.js'
import { parseJsonText, readBodyText } from './read-body.js'

/** A value allowed in a query string; arrays are joined with commas, `undefined` is left out. */
export type QueryValue = string | number | boolean | readonly string[] | undefined | null
export type Query = Record<string, QueryValue>

/** Any valibot schema whose output is `T`. */
export type ResponseSchema<T> = v.GenericSchema<unknown, T>

export interface HttpClientOptions {
  /** Base URL every path is resolved against, e.g. `https://api.example.org`. */
  baseUrl: string
  /** Appended as the `clientId` query parameter to every request when set. */
  clientId?: string | undefined
  /** Per-request time limit (default 10 000 ms). */
  timeoutMs?: number | undefined
  /** Largest accepted response body in bytes (default 4 MiB). */
  maxResponseBytes?: number | undefined
  /** The fetch implementation (default `globalThis.fetch`). */
  fetch?: typeof fetch | undefined
  /** Extra headers sent with every request. */
  headers?: Record<string, string> | undefined
}

export interface RequestOptions<T> {
  query?: Query | undefined
  body?: unknown
  /** Validates the JSON body; without it the parsed JSON is returned as `unknown`. */
  schema?: ResponseSchema<T> | undefined
  signal?: AbortSignal | undefined
  timeoutMs?: number | undefined
  headers?: Record<string, string> | undefined
}

export interface HttpClient {
  readonly baseUrl: string
  /** The absolute URL of `path` with `query` (and `clientId`) appended. */
  url(path: string, query?: Query): string
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
  request<T = unknown>(method: string, path: string, options?: RequestOptions<T>): Promise<T>
}

export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024
const MAX_ERROR_BODY_BYTES = 64 * 1024

/**
 * Creates a JSON HTTP client. Every non-ok response throws an {@link HttpError}
 * ("HTTP status code: {status}", or the first reason's message when the service gives reasons);
 * every body is size-capped, parsed and validated before it is returned.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'http://127.0.0.1:8787', clientId: 'abc' })
 * const chains = await http.get('/v1/supported-chains', { schema: SupportedChainsSchema })
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES

  function url(path: string, query?: Query): string {
    const target = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`)
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    if (options.clientId) target.searchParams.set('clientId', options.clientId)
    return target.toString()
  }

  async function request<T>(
    method: string,
    path: string,
    init: RequestOptions<T> = {},
  ): Promise<T> {
    const target = url(path, init.query)
    const limit = init.timeoutMs ?? timeoutMs
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, limit)
    const onCallerAbort = () => controller.abort()
    if (init.signal?.aborted) controller.abort()
    init.signal?.addEventListener('abort', onCallerAbort, { once: true })

    const fail = (cause: unknown): never => {
      if (timedOut) throw new HttpTimeoutError(limit, { cause })
      if (init.signal?.aborted) throw new HttpAbortError({ cause })
      throw cause
    }

    try {
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...options.headers,
        ...init.headers,
      }
      let body: string | undefined
      if (init.body !== undefined) {
        headers['content-type'] = 'application/json'
        body = JSON.stringify(init.body)
      }
      const doFetch = options.fetch ?? globalThis.fetch
      let response: Response
      try {
        response = await doFetch(target, { method, headers, body, signal: controller.signal })
      } catch (cause) {
        if (timedOut || init.signal?.aborted) return fail(cause)
        throw new HttpNetworkError({ cause })
      }

      if (!response.ok) {
        const reasons = await readReasons(response, target).catch(() => undefined)
        throw new HttpError({ status: response.status, url: target, reasons })
      }
      let text: string
      try {
        text = await readBodyText(response, maxBytes, target)
      } catch (cause) {
        return fail(cause)
      }
      if (text === '' && !init.schema) return undefined as T
      const json = parseJsonText(text, target)
      if (!init.schema) return json as T
      const result = v.safeParse(init.schema, json)
      if (!result.success) {
        throw new ApiResponseError({ url: target, details: v.summarize(result.issues) })
      }
      return result.output
    } finally {
      clearTimeout(timer)
      init.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  return {
    baseUrl,
    url,
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, init) => request('POST', path, init),
    put: (path, init) => request('PUT', path, init),
    delete: (path, init) => request('DELETE', path, init),
  }
}

async function readReasons(response: Response, url: string) {
  const text = await readBodyText(response, MAX_ERROR_BODY_BYTES, url)
  const parsed = v.safeParse(ErrorBodySchema, JSON.parse(text))
  return parsed.success ? parsed.output.reasons : undefined
}
