import { createHash } from 'node:crypto'

/** A response body kept ready to send: its bytes, their validator, and when it goes stale. */
export interface ReadyResponse {
  readonly body: Buffer
  /** Strong validator of `body` (a quoted hash), for `If-None-Match` → 304. */
  readonly etag: string
  readonly expiresAt: number
  /** The pattern of the route that built it (request logs and metrics label a hit with it). */
  readonly route?: string | undefined
}

/**
 * Answers kept as ready bytes per request target (path and query exactly as sent), so a repeat
 * request is served without routing, validation, JSON work or hashing: the cache-hit path. The
 * cache of *data* (one entry per validated query, see replica-cache.ts) stays the source: a
 * target here is only ever filled from a request the full path validated, and each entry is
 * linked to the data key it was built from, so replacing that data (a `forceUpdate`) drops it.
 * Targets are client-chosen (extra query parameters, other Host headers), so each new one is a
 * miss that costs the full path once but no RPC, and the whole is bounded by bytes.
 */
export interface ReadyResponses {
  /** The fresh answer kept for a GET of `target` with this Host header, if any. */
  find(target: string, host: string | undefined): ReadyResponse | undefined
  /**
   * Keeps `body` as the answer to `target` until `expiresAt`. `host` when the body names the
   * request's origin (development: no public URL), so each Host gets its own bytes.
   */
  keep(entry: {
    target: string
    host?: string | undefined
    source: string
    body: string
    expiresAt: number
    route?: string | undefined
  }): ReadyResponse
  /** Drops every answer built from the data key `source` (its data was replaced). */
  forget(source: string): void
  /** Approximate bytes held. */
  readonly bytes: number
}

/** Default bound: 16 MiB. */
export const DEFAULT_READY_BYTES = 16 * 1024 * 1024

/** A strong ETag for `body`. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Whether an `If-None-Match` header names `etag` (or `*`); weak forms compare equal (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch === etag) return true
  for (const part of ifNoneMatch.split(',')) {
    const tag = part.trim()
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true
  }
  return false
}

interface Entry extends ReadyResponse {
  readonly source: string
  readonly size: number
}

// A Host header cannot hold a newline and a target cannot either: host-keyed entries never
// collide with host-independent ones (which are the bare target, starting with '/').
const hostKey = (host: string, target: string) => `${host}\n${target}`

export function createReadyResponses(options: {
  now: () => number
  maxBytes?: number
}): ReadyResponses {
  const entries = new Map<string, Entry>()
  const bySource = new Map<string, Set<string>>()
  const max = options.maxBytes ?? DEFAULT_READY_BYTES
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
    const linked = bySource.get(entry.source)
    linked?.delete(key)
    if (linked?.size === 0) bySource.delete(entry.source)
  }
  const fresh = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > options.now()) return entry
    remove(key)
    return undefined
  }

  return {
    get bytes() {
      return bytes
    },
    find(target, host) {
      return fresh(target) ?? (host === undefined ? undefined : fresh(hostKey(host, target)))
    },
    keep({ target, host, source, body, expiresAt, route }) {
      const key = host === undefined ? target : hostKey(host, target)
      const buffer = Buffer.from(body)
      const entry: Entry = {
        body: buffer,
        etag: etagOf(buffer),
        expiresAt,
        route,
        source,
        // The key twice (map and link set) as UTF-16, the bytes, and the entry's own fields.
        size: key.length * 4 + buffer.length + 128,
      }
      remove(key)
      // A body larger than an eighth of the bound would evict most of it: served, not kept.
      if (entry.size > max / 8 || expiresAt <= options.now()) return entry
      entries.set(key, entry)
      bytes += entry.size
      const linked = bySource.get(source)
      if (linked) linked.add(key)
      else bySource.set(source, new Set([key]))
      // Oldest first (Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (bytes <= max) break
        remove(oldest)
      }
      return entry
    },
    forget(source) {
      const linked = bySource.get(source)
      if (!linked) return
      for (const key of [...linked]) remove(key)
    },
  }
}
