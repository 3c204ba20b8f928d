import type { SiwxConfig, SiwxMessageData, SiwxSession } from '@portico/core'
import { createMessageData, type MessageOptions, toSignable } from './message-data.js'
import {
  createSessionStore,
  defaultClientStorage,
  isStoredSession,
  type SiwxClientStorage,
} from './session-store.js'
import { SiwxClientError } from './siwx-client-error.js'
import { SiwxServerUnreachableError } from './siwx-server-unreachable-error.js'

export interface ServerSiwxOptions extends MessageOptions {
  /** Base URL of the SIWX routes (`https://api.example.com/v1/siwx`). */
  url: string
  /** Sign-in is required (SPEC §2: the sign views cannot be closed). Default false. */
  required?: boolean | undefined
  /** End the session when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /** Where session tokens are kept (default `localStorage`, memory outside a browser). */
  storage?: SiwxClientStorage | undefined
  /** Fetch to use (default the global one). */
  fetch?: typeof fetch | undefined
  /**
   * Milliseconds a call may take, answer read included, before the server counts as unreachable
   * (default 10 000, as the kit's data API). A server that takes the connection and never answers
   * would otherwise leave the sign views waiting for good.
   */
  timeout?: number | undefined
  /** Time source for `issuedAt` (default `Date.now`). */
  now?: (() => number) | undefined
}

interface StoredToken {
  token: string
  session: SiwxSession
}

const isStoredToken = (value: unknown): value is StoredToken =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { token?: unknown }).token === 'string' &&
  isStoredSession((value as { session?: unknown }).session)

/**
 * A `siwx` config for `createAppKit` whose sessions a SIWX server verifies: nonces come from the
 * server, `addSession` posts the signed message to `/verify` (and rejects with the server's
 * reason when refused), `getSessions` asks `/session` whether the kept token is still live.
 *
 * @example
 * createAppKit({ ..., siwx: createServerSiwx({ url: 'https://api.example.com/v1/siwx', required: true }) })
 */
export function createServerSiwx(
  options: ServerSiwxOptions,
): SiwxConfig & { readonly verifiedBy: 'server' } {
  const base = options.url.replace(/\/$/, '')
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const store = createSessionStore<StoredToken>(
    options.storage ?? defaultClientStorage(),
    'portico.siwx.server',
    isStoredToken,
  )
  const now = options.now ?? Date.now

  async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
    const signal = AbortSignal.timeout(options.timeout ?? 10_000)
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        signal,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      })
    } catch (cause) {
      throw new SiwxServerUnreachableError({ cause })
    }
    const body = (await response.json().catch(() => {
      if (signal.aborted) throw new SiwxServerUnreachableError({ cause: signal.reason })
    })) as { error?: { code?: string; message?: string; details?: string } } | undefined
    if (!response.ok) {
      const error = body?.error
      throw new SiwxClientError(
        error?.message ?? `Sign-in failed (${response.status})`,
        error?.code ?? 'http',
        {
          status: response.status,
          ...(error?.details ? { details: error.details } : {}),
        },
      )
    }
    return body
  }

  async function addSession(session: SiwxSession): Promise<void> {
    const { token } = (await call('/verify', {
      method: 'POST',
      body: JSON.stringify({
        message: session.message,
        signature: session.signature,
        networkId: session.data.chainId,
        accountId: `${session.data.chainId}:${session.data.accountAddress}`,
      }),
    })) as { token: string }
    store.set(session.data.chainId, session.data.accountAddress, { token, session })
  }

  async function signOut(
    entry: StoredToken | undefined,
    data: Pick<SiwxMessageData, 'chainId' | 'accountAddress'>,
  ) {
    store.delete(data.chainId, data.accountAddress)
    if (entry) await call('/sign-out', { method: 'POST', body: '{}', token: entry.token })
  }

  return {
    verifiedBy: 'server',
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    getRequired: () => options.required ?? false,
    async createMessage(input) {
      const { nonce } = (await call('/nonce')) as { nonce: string }
      return toSignable(createMessageData(input, nonce, now(), options))
    },
    addSession,
    async revokeSession(chainId, address) {
      await signOut(store.get(chainId, address), { chainId, accountAddress: address })
    },
    async setSessions(sessions) {
      for (const entry of store.all()) await signOut(entry, entry.session.data)
      for (const session of sessions) await addSession(session)
    },
    async getSessions(chainId, address) {
      const entry = store.get(chainId, address)
      if (!entry) return []
      try {
        await call('/session', { token: entry.token })
        return [entry.session]
      } catch (error) {
        // The server no longer knows the token (expired, signed out elsewhere): forget it.
        if (error instanceof SiwxClientError && error.status === 401) {
          store.delete(chainId, address)
          return []
        }
        throw error
      }
    },
  }
}
