import { EmailLoginDependencyError, FrameTimeoutError } from '../errors/adapter-errors.js'
import type { FrameRequestOptions } from '../frame/frame-channel.js'
import type {
  FrameReplyPayload,
  FrameRequestPayload,
  FrameRequestType,
} from '../frame/frame-messages.js'
import type { Clock } from '../lifecycle/clock.js'
import type { EmbeddedLoginStore } from '../storage/embedded-login.js'
import { isSocialReturn, SOCIAL_RETURN_PARAMS } from './social-popup.js'

/** The providers the embedded wallet logs in with (SPEC §3: no farcaster, it has its own view). */
export type EmbeddedSocialProvider = 'google' | 'x' | 'github' | 'discord' | 'apple' | 'facebook'

const providers: readonly string[] = ['google', 'x', 'github', 'discord', 'apple', 'facebook']

/**
 * How long the kit waits for a social login to come back (the user is at the provider) before it
 * gives up and shows the social-timeout alert (SPEC §8).
 */
export const SOCIAL_TIMEOUT_MS = 45_000

/**
 * How often the kit looks whether the user closed the login popup (`popup.closed`, on the kit's
 * clock): a closed popup ends the wait at once instead of after {@link SOCIAL_TIMEOUT_MS}.
 */
export const SOCIAL_POPUP_CHECK_MS = 250

/** The provider of a redirect login under way, for the page it returns to. */
const REDIRECT_KEY = '@portico/social-redirect'

export type ConnectSocialResult = { userName: string } | { redirected: true }

export interface ConnectSocialOptions {
  /**
   * Leave the page for the provider instead of a popup (in-app browsers, where popups do not
   * work). A blocked popup takes this path by itself.
   */
  redirect?: boolean
}

export interface SocialLoginDependencies {
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameReplyPayload<T>>
  login: EmbeddedLoginStore
  clock: Clock
  /** The page (undefined on a server). */
  window: () => Window | undefined
  /** Connects through the AUTH connector once the frame is signed in. */
  connectAuth(): Promise<void>
  /** Puts the provider and user name in the connected account (SPEC §3 account state). */
  socialConnected(provider: EmbeddedSocialProvider, userName: string): void
  /** SPEC §8: the social timeout alert. */
  socialTimedOut(): void
}

export interface SocialLogin {
  /** `popup`: the window opened in the click, or `null` for the redirect path. */
  connectSocial(
    provider: EmbeddedSocialProvider,
    popup: Window | null,
  ): Promise<ConnectSocialResult>
  resumeSocialRedirect(): Promise<{ userName: string } | undefined>
}

/** Whether a value names an embedded-wallet social provider. */
export function isEmbeddedSocialProvider(value: unknown): value is EmbeddedSocialProvider {
  return typeof value === 'string' && providers.includes(value)
}

/**
 * Social login through the wallet frame (SPEC §7 get social redirect uri, connect social). The
 * popup opens synchronously in the click (an `await` first would get it blocked), then shows the
 * provider's page the frame asked apps/api for; the frame hears the result from its own page in
 * the popup. Without a popup the page itself goes to the provider and comes back
 * ({@link SocialLogin.resumeSocialRedirect} on the next start).
 */
export function createSocialLogin(deps: SocialLoginDependencies): SocialLogin {
  /**
   * Until `stop()`, looks at the popup on the kit's clock; once it is closed, tells the frame
   * (CANCEL_SOCIAL). The frame decides on its own facts: the popup's last page closes itself after
   * handing the result over, so a closed popup is a cancel only when no result came. Under COOP a
   * provider's page cuts the popup off from the page (Chromium then reports it closed): such a
   * popup could not hand its result back either (its last page has no opener), so the cancel is right.
   */
  function watchPopup(popup: Window): () => void {
    let timer: unknown
    let stopped = false
    const check = () => {
      if (stopped) return
      if (!popup.closed) {
        timer = deps.clock.setTimeout(check, SOCIAL_POPUP_CHECK_MS)
        return
      }
      // An answer of the frame is not needed: the waiting CONNECT_SOCIAL reports the outcome.
      deps.request('CANCEL_SOCIAL', {}).catch(() => {})
    }
    timer = deps.clock.setTimeout(check, SOCIAL_POPUP_CHECK_MS)
    return () => {
      stopped = true
      deps.clock.clearTimeout(timer)
    }
  }

  async function finish(
    provider: EmbeddedSocialProvider,
    uri: string,
    popup?: Window,
  ): Promise<{ userName: string }> {
    let user: FrameReplyPayload<'CONNECT_SOCIAL'>
    const stopWatching = popup ? watchPopup(popup) : () => {}
    try {
      user = await deps.request('CONNECT_SOCIAL', { uri }, { timeoutMs: SOCIAL_TIMEOUT_MS })
    } catch (error) {
      if (error instanceof FrameTimeoutError) deps.socialTimedOut()
      throw error
    } finally {
      stopWatching()
      if (popup && !popup.closed) popup.close()
    }
    const userName = user.userName ?? ''
    deps.login.setSocialLogin(provider, userName)
    await deps.connectAuth()
    deps.socialConnected(provider, userName)
    return { userName }
  }

  return {
    async connectSocial(provider, popup) {
      const page = deps.window()
      if (!popup) {
        if (!page) throw new EmailLoginDependencyError({ details: 'no browser page' })
        const { uri } = await deps.request('GET_SOCIAL_REDIRECT_URI', {
          provider,
          returnUrl: page.location.href,
        })
        page.sessionStorage.setItem(REDIRECT_KEY, provider)
        page.location.assign(uri)
        return { redirected: true as const }
      }
      let uri: string
      try {
        uri = (await deps.request('GET_SOCIAL_REDIRECT_URI', { provider })).uri
      } catch (error) {
        popup.close()
        throw error
      }
      popup.location.href = uri
      return finish(provider, uri, popup)
    },
    async resumeSocialRedirect() {
      const page = deps.window()
      if (!page || !isSocialReturn(page)) return undefined
      const returned = new URL(page.location.href)
      const provider = page.sessionStorage.getItem(REDIRECT_KEY)
      page.sessionStorage.removeItem(REDIRECT_KEY)
      // The result leaves the address bar: a reload or a shared link must not replay it.
      const clean = new URL(returned)
      for (const name of SOCIAL_RETURN_PARAMS) clean.searchParams.delete(name)
      page.history.replaceState(page.history.state, '', clean)
      if (!isEmbeddedSocialProvider(provider)) return undefined
      return finish(provider, returned.href)
    },
  }
}
