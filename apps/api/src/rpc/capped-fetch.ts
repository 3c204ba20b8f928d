/** Thrown when an upstream node's answer is larger than the endpoint accepts. */
export class UpstreamTooLargeError extends Error {
  override name = 'UpstreamTooLargeError'
}

/**
 * A `fetch` for viem's http transport that stops reading an upstream answer past `maxBytes`
 * (a hostile or broken node cannot make the server buffer an unbounded body).
 */
export function cappedFetch(maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (declared > maxBytes) {
      await response.body?.cancel()
      throw new UpstreamTooLargeError(`upstream answer of ${declared} bytes`)
    }
    const reader = response.body?.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > maxBytes) {
          await reader.cancel()
          throw new UpstreamTooLargeError(`upstream answer over ${maxBytes} bytes`)
        }
        chunks.push(value)
      }
    }
    return new Response(Buffer.concat(chunks), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}
