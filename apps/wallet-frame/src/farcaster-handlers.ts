import { FrameHandlerError, type FrameHandlers } from '@portico/core/frame-protocol'
import type { AuthApi } from './auth-api.js'
import type { FrameSession } from './frame-session.js'

/** How often the frame asks apps/api whether the Farcaster app has signed. */
export const FARCASTER_POLL_MS = 1_000

export interface FarcasterHandlersOptions {
  api: AuthApi
  session: FrameSession
  /** Runs a handler body and reports API refusals with their codes (frame-handlers' guard). */
  guarded: <T>(run: () => Promise<T>) => Promise<T>
  /** Waits `ms`, rejecting with ABORTED when `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>
}

const expired = () =>
  new FrameHandlerError('LOGIN_EXPIRED', 'The login has expired. Please start again')
const noWallet = () =>
  new FrameHandlerError(
    'CREATE_WALLET_REFUSED',
    'Sign in with email or a social account once to create your wallet',
  )

/**
 * SPEC §7 "get Farcaster uri" and "connect Farcaster": apps/api opens the relay channel and keeps
 * its token; the frame hands the kit only the URL to show (QR code and link), then polls apps/api
 * until the user's Farcaster app signed and apps/api verified it, and keeps the session it gets,
 * as after an email code. The kit waits with no step timeout (the login itself expires).
 */
export function createFarcasterHandlers(
  options: FarcasterHandlersOptions,
): Pick<FrameHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'> {
  const { api, session, guarded, wait } = options
  let loginId: string | undefined
  return {
    GET_FARCASTER_URI: () =>
      guarded(async () => {
        const started = await api.startFarcaster({ deviceId: session.deviceId() })
        loginId = started.loginId
        return { url: started.url }
      }),
    CONNECT_FARCASTER: (_payload, { signal }) =>
      guarded(async () => {
        const id = loginId
        if (!id) throw expired()
        for (;;) {
          const checked = await api.checkFarcaster({ loginId: id, deviceId: session.deviceId() })
          if (checked.step === 'CONNECT') {
            if (loginId === id) loginId = undefined
            // apps/api lets no Farcaster session make a wallet (the approval in the Farcaster app
            // may have been of a stranger's QR code): an account without one has nothing to open,
            // so its session ends here and the kit says why, instead of failing at GET_USER.
            if (!checked.user.wallets.some((wallet) => wallet.namespace === 'eip155')) {
              await api.signOut(checked.session.accessToken).catch(() => undefined)
              throw noWallet()
            }
            session.set(checked.session, checked.user)
            return { userName: checked.username }
          }
          await wait(FARCASTER_POLL_MS, signal)
        }
      }),
  }
}
