import type { AuthApi, AuthSession, AuthUser } from './auth-api.js'

const DEVICE_ID_KEY = 'portico-frame:device-id'
const REFRESH_KEY = 'portico-frame:refresh-token'

/** The frame's login state: the device id and refresh token persist in the frame origin only. */
export interface FrameSession {
  deviceId(): string
  current(): { session: AuthSession; user: AuthUser } | undefined
  set(session: AuthSession, user: AuthUser): void
  setUser(user: AuthUser): void
  /** A live access token, refreshing (rotating) when it is about to expire or after a reload. */
  accessToken(): Promise<string | undefined>
  /** A new access token now (the key endpoints want one issued in the last 5 minutes). */
  refreshNow(): Promise<string | undefined>
  clear(): void
}

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * @example
 * const session = createFrameSession(api, localStorage, Date.now)
 * if (await session.accessToken()) // signed in (a reload refreshed silently)
 */
export function createFrameSession(
  api: AuthApi,
  storage: Storage,
  now: () => number,
): FrameSession {
  let state: { session: AuthSession; user: AuthUser } | undefined
  let refreshing: Promise<string | undefined> | undefined

  function set(session: AuthSession, user: AuthUser): void {
    state = { session, user }
    storage.setItem(REFRESH_KEY, session.refreshToken)
  }

  async function refresh(): Promise<string | undefined> {
    const refreshToken = storage.getItem(REFRESH_KEY)
    if (!refreshToken) return undefined
    try {
      const { session, user } = await api.refresh({ refreshToken })
      set(session, user)
      return session.accessToken
    } catch {
      // Spent, expired or revoked: signed out (the server revokes a reused token's session).
      storage.removeItem(REFRESH_KEY)
      state = undefined
      return undefined
    }
  }

  function refreshNow(): Promise<string | undefined> {
    // One refresh at a time: refresh tokens are single use.
    refreshing ??= refresh().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  return {
    deviceId() {
      let id = storage.getItem(DEVICE_ID_KEY)
      if (!id || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) {
        id = newDeviceId()
        storage.setItem(DEVICE_ID_KEY, id)
      }
      return id
    },
    current: () => state,
    set,
    setUser(user) {
      if (state) state = { ...state, user }
    },
    accessToken() {
      if (state && state.session.accessExpiresAt - now() > 60_000) {
        return Promise.resolve(state.session.accessToken)
      }
      return refreshNow()
    },
    refreshNow,
    clear() {
      state = undefined
      storage.removeItem(REFRESH_KEY)
    },
  }
}
