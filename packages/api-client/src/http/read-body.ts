import { ApiResponseError } from '../errors.js'

/**
 * Reads a response body as text, refusing more than `maxBytes` before decoding it all
 * (a 20 MB icon or an endless stream never reaches `JSON.parse`).
 */
export async function readBodyText(
  response: Response,
  maxBytes: number,
  url: string,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new ApiResponseError({ url, details: `response larger than ${maxBytes} bytes` })
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ApiResponseError({ url, details: `response larger than ${maxBytes} bytes` })
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** Parses JSON text; syntax errors and pathological nesting become an `ApiResponseError`. */
export function parseJsonText(text: string, url: string): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new ApiResponseError({ url, details: 'body is not valid JSON', cause })
  }
}
