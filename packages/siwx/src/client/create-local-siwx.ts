import type { SiwxConfig, SiwxSession } from '@portico/core'
import { randomToken } from '../server/random-token.js'
import { createMessageData, type MessageOptions, toSignable } from './message-data.js'
import {
  createSessionStore,
  defaultClientStorage,
  isStoredSession,
  type SiwxClientStorage,
} from './session-store.js'

export interface LocalSiwxOptions extends MessageOptions {
  required?: boolean | undefined
  /** End the session when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  storage?: SiwxClientStorage | undefined
  now?: (() => number) | undefined
}

/**
 * UNVERIFIED sign-in, for apps without a server: the nonce is made in the browser and signed
 * sessions are kept in the browser without any signature check. It proves nothing to a backend
 * (anyone can write to their own storage); use `createServerSiwx` when a server must trust the
 * session. The returned config says so: `verifiedBy: 'nobody'`.
 *
 * @example
 * createAppKit({ ..., siwx: createLocalSiwx({ statement: 'Sign in to Example' }) })
 */
export function createLocalSiwx(
  options: LocalSiwxOptions = {},
): SiwxConfig & { readonly verifiedBy: 'nobody' } {
  const store = createSessionStore<SiwxSession>(
    options.storage ?? defaultClientStorage(),
    'portico.siwx.local',
    isStoredSession,
  )
  const now = options.now ?? Date.now
  const live = (session: SiwxSession) =>
    session.data.expirationTime === undefined || Date.parse(session.data.expirationTime) > now()
  return {
    verifiedBy: 'nobody',
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    getRequired: () => options.required ?? false,
    async createMessage(input) {
      return toSignable(createMessageData(input, randomToken(24), now(), options))
    },
    async addSession(session) {
      store.set(session.data.chainId, session.data.accountAddress, session)
    },
    async revokeSession(chainId, address) {
      store.delete(chainId, address)
    },
    async setSessions(sessions) {
      store.clear()
      for (const session of sessions)
        store.set(session.data.chainId, session.data.accountAddress, session)
    },
    async getSessions(chainId, address) {
      const session = store.get(chainId, address)
      if (!session) return []
      if (live(session)) return [session]
      store.delete(chainId, address)
      return []
    },
  }
}
