/** SPEC §7: the query parameters the kit gives the frame, plus the dapp origin it says hello to. */
export interface FrameParams {
  projectId: string
  chainId: string | undefined
  /** The kit's version. */
  version: string
  enableLogger: boolean
  /** The origin of the page that embeds the frame: the only one it talks to. */
  dappOrigin: string
}

export type FrameParamsResult = { ok: true; params: FrameParams } | { ok: false; reason: string }

/** Whether `value` is exactly an http(s) origin (`https://host[:port]`, nothing more). */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

/**
 * Reads the frame's query parameters and decides which dapp origin it serves. The `origin`
 * parameter is only a claim: where the browser tells us the embedding page's origin
 * (`location.ancestorOrigins`, Chromium and Safari) it must match, and where the operator listed
 * the dapps it serves, it must be one of them (the CSP's `frame-ancestors` says the same to the
 * browser). The handshake checks `event.origin` against it again.
 *
 * @example
 * readFrameParams('?projectId=p&version=1&origin=https%3A%2F%2Fdapp.example', ['https://dapp.example'], [])
 */
export function readFrameParams(
  search: string,
  ancestorOrigins: readonly string[] | undefined,
  allowedOrigins: readonly string[],
): FrameParamsResult {
  const query = new URLSearchParams(search)
  const dappOrigin = query.get('origin') ?? ''
  if (!isOrigin(dappOrigin)) return { ok: false, reason: 'origin is not an origin' }
  if (ancestorOrigins && ancestorOrigins[0] !== dappOrigin) {
    return { ok: false, reason: 'origin is not the embedding page' }
  }
  if (allowedOrigins.length > 0 && !allowedOrigins.includes(dappOrigin)) {
    return { ok: false, reason: 'origin is not allowed' }
  }
  const projectId = query.get('projectId') ?? ''
  if (!/^[-_a-zA-Z0-9]{1,128}$/.test(projectId)) return { ok: false, reason: 'bad projectId' }
  const version = query.get('version') ?? ''
  if (!/^[-_.+a-zA-Z0-9]{1,64}$/.test(version)) return { ok: false, reason: 'bad version' }
  const chainId = query.get('chainId') ?? undefined
  if (chainId !== undefined && !/^[-_a-zA-Z0-9]{1,64}$/.test(chainId)) {
    return { ok: false, reason: 'bad chainId' }
  }
  return {
    ok: true,
    params: {
      projectId,
      chainId,
      version,
      enableLogger: query.get('enableLogger') === 'true',
      dappOrigin,
    },
  }
}
