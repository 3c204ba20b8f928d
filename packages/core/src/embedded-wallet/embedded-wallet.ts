import type { Unsubscribe } from '../adapter/chain-adapter.js'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import { RpcMethodNotAllowedError } from '../errors/http-errors.js'
import type { EmbeddedFrame } from '../frame/embedded-frame.js'
import type { FrameRequestOptions } from '../frame/frame-channel.js'
import type {
  FrameEventPayload,
  FrameReplyPayload,
  FrameRequestPayload,
  FrameRequestType,
} from '../frame/frame-messages.js'
import type { FrameSyncSource } from '../frame/frame-sync.js'
import type { Clock } from '../lifecycle/clock.js'
import { classifyRpcMethod } from '../rules/rpc-permissions.js'
import type { EmbeddedLogin, EmbeddedLoginStore } from '../storage/embedded-login.js'
import type { SocialProvider } from '../types/ui.js'
import type { EmbeddedAccountTypeHooks } from './embedded-account-type.js'
import type {
  ConnectSocialOptions,
  ConnectSocialResult,
  EmbeddedSocialProvider,
} from './embedded-social.js'
import { isSocialReturn, openSocialPopup } from './social-popup.js'

/** `createAppKit({ embeddedWallet })`: where the wallet frame is hosted (its own origin). */
export interface EmbeddedWalletOptions {
  /** The frame's page, e.g. `https://wallet.example.com/` (apps/wallet-frame, self-hosted). */
  frameUrl: string
  /** SPEC §9: the frame's steps and the handshake give up after this (default 30000 ms). */
  timeoutMs?: number
  /** The document the frame's iframe goes into (default: the page's own). */
  document?: Document
}

/** The frame's session as it reports it (SESSION_UPDATE). */
export type EmbeddedSessionUpdate = FrameEventPayload<'SESSION_UPDATE'>

/** SPEC §4 email login and email update, through the wallet frame (loaded on first use). */
export interface EmbeddedWalletActions {
  /**
   * SPEC §4 email login, in the wallet frame's own card (shown over the modal meanwhile): the user
   * types the address and the code there, never in the dapp's page. Resolves with the address once
   * the user is connected through the kit's AUTH connector (account, `user.email`, connector type
   * AUTH), like any connect, so the modal shows Account. No step timeout (the user is typing);
   * Cancel in the frame rejects with UserRejectedRequestError; aborting `signal` closes the card.
   */
  connectEmail(options?: { signal?: AbortSignal }): Promise<{ email: string }>
  /**
   * SPEC §4 email update, in the frame's card as the login: the new address, the code sent to the
   * current address, then the one sent to the new address. Resolves with the new email (then in
   * `user.email`).
   */
  updateEmail(options?: { signal?: AbortSignal }): Promise<{ email: string }>
  /**
   * SPEC §7 "get Farcaster uri": the Sign In With Farcaster link (shown as QR code and link) of a
   * new relay channel, opened by the frame's server.
   */
  getFarcasterUri(): Promise<{ url: string }>
  /**
   * SPEC §7 "connect Farcaster": resolves once the user's Farcaster app signed the request of the
   * last {@link getFarcasterUri} and the kit connected through the AUTH connector (like an email
   * code), with the Farcaster username. No step timeout: the sign-in request itself expires.
   * Aborting `signal` (the user left the view) withdraws the wait.
   */
  connectFarcaster(options?: { signal?: AbortSignal }): Promise<{ userName: string }>
  /**
   * Social login (SPEC §7 get social redirect uri, connect social). Call it in the click: the
   * popup opens at once, then shows the provider; resolves once connected through the AUTH
   * connector with the provider's user name (SPEC §9: gives up after 45 s with the social-timeout
   * alert; a popup the user closed ends it at once with UserRejectedRequestError). Where the popup
   * is blocked, or with `redirect`, the page goes to the provider instead (`{ redirected: true }`)
   * and the kit finishes the login when it starts on the page again.
   */
  connectSocial(
    provider: EmbeddedSocialProvider,
    options?: ConnectSocialOptions,
  ): Promise<ConnectSocialResult>
  /** Finishes a redirect social login on the page it returned to (the kit calls it at start). */
  resumeSocialRedirect(): Promise<{ userName: string } | undefined>
  /** Whether the frame has a session (a reload keeps it, without a prompt). */
  isConnected(): Promise<boolean>
  /**
   * Ends the frame session: disconnects the AUTH connection (SIGN_OUT) and clears the cached login
   * data (SPEC §4: email-login flag, email, last chain, social username).
   */
  signOut(): Promise<void>
  /**
   * The login data this browser keeps (read without loading the frame), or `undefined` when the
   * user never logged in here: the AUTH connector asks the frame to restore only when it is set.
   */
  storedLogin(): EmbeddedLogin | undefined
  /** The frame's session events (another account, another chain, signed out). */
  watchSession(listener: (update: EmbeddedSessionUpdate) => void): Unsubscribe
  /** Any frame request (the AUTH connector's provider uses it). */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameReplyPayload<T>>
  /**
   * Shows or hides the frame over the modal (its approval UI, SPEC §2 z-index 999999). Shown for
   * `method` (a not-safe RPC request), the modal shows ApproveTransaction meanwhile (SPEC §4
   * transaction stack: popped, or the modal closed, when the frame is hidden again).
   */
  setFrameVisible(visible: boolean, method?: string): Promise<void>
}

/** What the rest of the kit does around the frame's steps (see `embeddedAuthHooks`). */
export interface EmbeddedWalletHooks extends Partial<EmbeddedAccountTypeHooks> {
  /** The frame logged the user in: connect through the AUTH connector (nothing when none is offered). */
  connectAuth(): Promise<void>
  /** Disconnects the AUTH connections; `false` when none was connected (the kit signs out itself). */
  disconnectAuth(): Promise<boolean>
  /** The user's email changed (the last step of an email update). */
  emailUpdated(email: string): void
  /** A social login connected: the provider and user name go in the account (SPEC §3). */
  socialConnected?(provider: SocialProvider, userName: string): void
  /** SPEC §8: a social login gave up waiting (the social-timeout alert). */
  socialTimedOut?(): void
  /** The frame is shown for `method`: ApproveTransaction; the returned function ends it. */
  beginApproval(method: string): () => void
  /**
   * SPEC §8: an RPC request the kit or the frame refused (the modal, the ERROR event, "Action not
   * allowed" 300 ms later, as for `kit.request`); returns the error to throw.
   */
  rpcRefused?(method: string): RpcMethodNotAllowedError
}

export interface EmbeddedWalletDependencies {
  options: EmbeddedWalletOptions | undefined
  projectId: string
  chainId: () => number | string | undefined
  version: string
  debug: boolean
  clock: Clock
  login: EmbeddedLoginStore
  hooks?: EmbeddedWalletHooks
  track(unsubscribe: Unsubscribe): Unsubscribe
  warn(message: string, details?: unknown): void
  /**
   * What the frame's cards show of the app (SYNC_DAPP_DATA, SYNC_THEME): sent when the frame
   * connects, and the theme again on each change of it (`watchTheme`).
   */
  sync?: FrameSyncSource & { watchTheme(listener: () => void): Unsubscribe }
  /** Loads the frame module (a dynamic import: nothing of it is in the page's first load). */
  loadFrameModule?: () => Promise<typeof import('../frame/embedded-frame.js')>
}

/**
 * The kit's embedded-wallet actions. The frame's iframe and the protocol's code arrive on the
 * first action (the user picked email), never when the page loads; one frame per kit, removed by
 * `kit.destroy()`. A failed load is not kept, so trying again loads again.
 *
 * @example
 * const { email } = await kit.embeddedWallet.connectEmail() // typed in the frame's card
 */
export function createEmbeddedWallet(deps: EmbeddedWalletDependencies): EmbeddedWalletActions {
  let loading: Promise<EmbeddedFrame> | undefined
  let loaded: EmbeddedFrame | undefined
  let destroyed = false
  let shownFor = 0
  const approvals: (() => void)[] = []
  const sessionListeners = new Set<(update: EmbeddedSessionUpdate) => void>()
  deps.track(() => {
    destroyed = true
    // A frame still loading is removed as soon as it arrives (below).
    loaded?.destroy()
  })
  // SPEC §2 theme changes reach a frame already there; a frame loaded later gets the theme of
  // that moment when it connects.
  if (deps.sync) deps.track(deps.sync.watchTheme(() => loaded?.syncTheme()))

  function frame(): Promise<EmbeddedFrame> {
    if (destroyed) return Promise.reject(new EmailLoginDependencyError({ details: 'destroyed' }))
    const options = deps.options
    if (!options) {
      return Promise.reject(
        new EmailLoginDependencyError({
          details: 'createAppKit({ embeddedWallet: { frameUrl } }) is not set',
        }),
      )
    }
    loading ??= (deps.loadFrameModule ?? (() => import('../frame/embedded-frame.js')))()
      .then(({ loadEmbeddedFrame }) => {
        const chainId = deps.chainId()
        return loadEmbeddedFrame({
          frameUrl: options.frameUrl,
          projectId: deps.projectId,
          version: deps.version,
          enableLogger: deps.debug,
          clock: deps.clock,
          ...(options.document ? { document: options.document } : {}),
          onEvent: (type, payload) => {
            if (type !== 'SESSION_UPDATE') return
            // The frame's session ended (expired, revoked elsewhere): nothing to restore next time.
            if (!payload.isConnected) deps.login.clear()
            for (const listener of [...sessionListeners]) listener(payload)
          },
          ...(chainId !== undefined ? { chainId } : {}),
          ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
          warn: (reason, details) => deps.warn(`wallet frame message dropped: ${reason}`, details),
          ...(deps.sync ? { sync: deps.sync, warnSync: deps.warn } : {}),
        })
      })
      .then((frame) => {
        if (destroyed) frame.destroy()
        else loaded = frame
        return frame
      })
    const current = loading
    current.catch(() => {
      if (loading === current) loading = undefined
    })
    return current
  }

  const send: EmbeddedWalletActions['request'] = async (type, payload, options) =>
    (await frame()).channel.request(type, payload, options)

  // Every frame request passes here, whoever sends it (these actions, the AUTH connector): the
  // cached login data follows what the frame answered.
  const request: EmbeddedWalletActions['request'] = async (type, payload, options) => {
    if (type === 'RELOAD') return (await reloadFrame()) as FrameReplyPayload<typeof type>
    if (type === 'SIGN_OUT') {
      // SPEC §4: signing out forgets the login here even when the frame cannot be reached.
      try {
        return await send(type, payload, options)
      } finally {
        deps.login.clear()
      }
    }
    // SPEC §6/§8: a method in neither list never reaches the frame, whoever asks (the AUTH
    // connector's provider is called by wagmi and the dapp directly, not only by kit.request).
    const method = type === 'RPC_REQUEST' ? (payload as { method: string }).method : undefined
    if (method !== undefined && classifyRpcMethod(method) === 'refused') {
      throw deps.hooks?.rpcRefused?.(method) ?? new RpcMethodNotAllowedError(method)
    }
    // SPEC §6: GET_USER asks for the kit's preferred account type unless the caller named one.
    const asked =
      type === 'GET_USER' &&
      deps.hooks?.preferredAccountType &&
      !(payload as FrameRequestPayload<'GET_USER'>).preferredAccountType
        ? ({
            ...payload,
            preferredAccountType: deps.hooks.preferredAccountType(),
          } as typeof payload)
        : payload
    let reply: FrameReplyPayload<typeof type>
    try {
      reply =
        type === 'SWITCH_NETWORK'
          ? await switchInFrame(asked, options)
          : await send(type, asked, options)
    } catch (error) {
      // The frame refused it (its own list): the same rule as a refusal here.
      if (method !== undefined && error instanceof RpcMethodNotAllowedError)
        deps.hooks?.rpcRefused?.(method)
      throw error
    }
    if (type === 'GET_USER') deps.hooks?.userLoaded?.(reply as FrameReplyPayload<'GET_USER'>)
    if (type === 'SET_PREFERRED_ACCOUNT') {
      // The acting account changed: the AUTH connector follows it as after the frame's own update.
      const { address } = reply as FrameReplyPayload<'SET_PREFERRED_ACCOUNT'>
      for (const listener of [...sessionListeners]) listener({ isConnected: true, address })
    }
    if (type === 'GET_USER' || type === 'SWITCH_NETWORK') {
      deps.login.setLastChainId((reply as FrameReplyPayload<'GET_USER'>).chainId)
    }
    // The frame's session expired or was revoked: the next page need not load the frame to learn it.
    if (type === 'IS_CONNECTED' && !(reply as FrameReplyPayload<'IS_CONNECTED'>).isConnected) {
      deps.login.clear()
    }
    return reply
  }

  // SPEC §7 reload (the AUTH connector's reload, SPEC §4 Farcaster back): a frame that is there
  // loads its page again and the kit connects to the new page; every request meanwhile waits for
  // it. No frame yet: nothing to reload, and none is loaded for it. A frame that does not come
  // back is removed, so the next action loads a new one.
  async function reloadFrame(): Promise<FrameReplyPayload<'RELOAD'>> {
    const current = loading
    if (!current) return {}
    const frame = await current
    if (loading !== current) return {}
    const reloading = frame.reload().then(
      () => frame,
      (error: unknown) => {
        frame.destroy()
        if (loaded === frame) loaded = undefined
        throw error
      },
    )
    loading = reloading
    reloading.catch(() => {
      if (loading === reloading) loading = undefined
    })
    await reloading
    return {}
  }

  // A switch to another chain is the user's own approval, on the frame's "Switch network" card:
  // the frame is shown meanwhile as for a not-safe RPC request (the modal shows
  // ApproveTransaction), with no step timeout (the user decides), and hidden whatever the answer.
  // A Reject there reaches the caller as UserRejectedRequestError (4001).
  async function switchInFrame(
    payload: FrameRequestPayload<FrameRequestType>,
    options: FrameRequestOptions | undefined,
  ) {
    await setFrameVisible(true, 'wallet_switchEthereumChain')
    try {
      return await send('SWITCH_NETWORK', payload as FrameRequestPayload<'SWITCH_NETWORK'>, {
        ...options,
        timeoutMs: null,
      })
    } finally {
      await setFrameVisible(false)
    }
  }

  const setFrameVisible: EmbeddedWalletActions['setFrameVisible'] = async (visible, method) => {
    const current = await frame()
    if (visible) {
      shownFor += 1
      current.show()
      if (method !== undefined && deps.hooks) approvals.push(deps.hooks.beginApproval(method))
      return
    }
    // Two approvals at once: the frame stays up until the last one is answered.
    shownFor = Math.max(0, shownFor - 1)
    if (shownFor === 0) current.hide()
    approvals.pop()?.()
  }

  // The email steps are typed in the frame's own card: the frame is shown for the whole step and
  // hidden after, as for an approval, with no step timeout (the user types; the frame's own
  // server calls have their bounds).
  async function inFrameCard(type: 'EMAIL_LOGIN' | 'EMAIL_UPDATE', signal?: AbortSignal) {
    await setFrameVisible(true)
    try {
      return await request(type, {}, { timeoutMs: null, ...(signal ? { signal } : {}) })
    } finally {
      await setFrameVisible(false)
    }
  }

  const page = () => deps.options?.document?.defaultView ?? globalThis.window
  const social = () =>
    import('./embedded-social.js').then(({ createSocialLogin }) =>
      createSocialLogin({
        request,
        login: deps.login,
        clock: deps.clock,
        window: page,
        connectAuth: async () => deps.hooks?.connectAuth(),
        socialConnected: (provider, userName) => deps.hooks?.socialConnected?.(provider, userName),
        socialTimedOut: () => deps.hooks?.socialTimedOut?.(),
      }),
    )

  return {
    connectSocial(provider, options = {}) {
      // In the click's turn, before anything is awaited: a popup opened later is blocked.
      const popup = options.redirect ? null : openSocialPopup(page())
      return social().then(
        (login) => login.connectSocial(provider, popup),
        (error: unknown) => {
          // The flow's code did not load: no empty popup is left behind.
          popup?.close()
          throw error
        },
      )
    },
    async resumeSocialRedirect() {
      if (!isSocialReturn(page())) return undefined
      return (await social()).resumeSocialRedirect()
    },
    async connectEmail(options = {}) {
      const reply = await inFrameCard('EMAIL_LOGIN', options.signal)
      deps.login.setEmailLogin(reply.email)
      await deps.hooks?.connectAuth()
      return reply
    },
    async updateEmail(options = {}) {
      const reply = await inFrameCard('EMAIL_UPDATE', options.signal)
      deps.login.setEmail(reply.email)
      deps.hooks?.emailUpdated(reply.email)
      return reply
    },
    getFarcasterUri: () => request('GET_FARCASTER_URI', {}),
    async connectFarcaster(options = {}) {
      const reply = await request(
        'CONNECT_FARCASTER',
        {},
        { timeoutMs: null, ...(options.signal ? { signal: options.signal } : {}) },
      )
      deps.login.setSocialLogin('farcaster', reply.userName)
      await deps.hooks?.connectAuth()
      deps.hooks?.socialConnected?.('farcaster', reply.userName)
      return reply
    },
    async isConnected() {
      return (await request('IS_CONNECTED', {})).isConnected
    },
    async signOut() {
      // The AUTH connector's disconnect sends SIGN_OUT; without a connection the kit sends it.
      if (await deps.hooks?.disconnectAuth()) return
      await request('SIGN_OUT', {})
    },
    storedLogin: () => deps.login.get(),
    watchSession(listener) {
      sessionListeners.add(listener)
      return () => {
        sessionListeners.delete(listener)
      }
    },
    request,
    setFrameVisible,
  }
}
