import * as v from 'valibot'
import { ApiError } from '../http/api-error.js'

/**
 * Passes a `/v1/convert/*` call through to the configured aggregator (same paths and shapes) and
 * checks its answer with our schema before answering: what leaves this server is what our
 * clients accept, whoever wrote it. Upstream failures become a 502 naming the aggregator's status.
 */
export async function passThroughToAggregator<T>(params: {
  baseUrl: string
  path: string
  method: 'GET' | 'POST'
  query?: URLSearchParams
  body?: unknown
  headers?: Record<string, string>
  timeoutMs: number
  schema: v.GenericSchema<unknown, T>
}): Promise<T> {
  // The path is one of ours (never the caller's), appended under the configured base.
  const url = new URL(`${params.baseUrl.replace(/\/+$/, '')}${params.path}`)
  if (params.query) url.search = params.query.toString()
  let response: Response
  try {
    response = await fetch(url, {
      method: params.method,
      headers: {
        accept: 'application/json',
        ...(params.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...params.headers,
      },
      ...(params.body !== undefined ? { body: JSON.stringify(params.body) } : {}),
      signal: AbortSignal.timeout(params.timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    throw new ApiError(502, 'Swap aggregator unreachable', undefined, error)
  }
  const text = await response.text()
  if (!response.ok) {
    // The aggregator's first reason is passed on when it gives one (SPEC §8).
    const reason = firstReason(text)
    throw new ApiError(
      response.status >= 400 && response.status < 500 ? 400 : 502,
      reason ?? `Swap aggregator answered HTTP ${response.status}`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(502, 'Swap aggregator answered with invalid JSON')
  }
  const parsed = v.safeParse(params.schema, json)
  if (!parsed.success) {
    throw new ApiError(502, `Swap aggregator answer rejected: ${parsed.issues[0].message}`)
  }
  return parsed.output
}

const ReasonsSchema = v.object({
  reasons: v.pipe(
    v.array(v.object({ description: v.pipe(v.string(), v.maxLength(300)) })),
    v.minLength(1),
  ),
})

function firstReason(text: string): string | undefined {
  try {
    const parsed = v.safeParse(ReasonsSchema, JSON.parse(text))
    return parsed.success ? parsed.output.reasons[0]?.description : undefined
  } catch {
    return undefined
  }
}
