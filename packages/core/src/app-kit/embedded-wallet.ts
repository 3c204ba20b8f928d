import type { Unsubscribe } from '../adapter/chain-adapter.js'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import type { EmbeddedFrame } from '../frame/embedded-frame.js'
import type { FrameRequestOptions } from '../frame/frame-channel.js'
import type {
  FrameReplyPayload,
  FrameRequestPayload,
  FrameRequestType,
} from '../frame/frame-messages.js'
import type { EmailLoginGate } from '../state/email-login-gate.js'
import type { Clock } from './clock.js'

/** `createAppKit({ embeddedWallet })`: where the wallet frame is hosted (its own origin). */
export interface EmbeddedWalletOptions {
  /** The frame's page, e.g. `https://wallet.example.com/` (apps/wallet-frame, self-hosted). */
  frameUrl: string
  /** SPEC §9: the frame's steps and the handshake give up after this (default 30000 ms). */
  timeoutMs?: number
}

/** SPEC §4 email login and email update, through the wallet frame (loaded on first use). */
export interface EmbeddedWalletActions {
  /**
   * Email login, first step: sends a code (or, on a device the account has not seen, an approval
   * link). Throws "Please try again after {n} seconds" within 30 s of the last one (SPEC §5).
   */
  connectEmail(params: { email: string }): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Resolves once the emailed link approved this device; the code is then sent. */
  connectDevice(): Promise<void>
  /** Checks the 6-digit code; the user is then signed in to the frame. */
  connectOtp(params: { otp: string }): Promise<void>
  updateEmail(params: {
    email: string
  }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(params: { otp: string }): Promise<void>
  /** The last step of an email update; resolves with the new email. */
  updateEmailSecondaryOtp(params: { otp: string }): Promise<{ email: string }>
  /** Whether the frame has a session (a reload keeps it, without a prompt). */
  isConnected(): Promise<boolean>
  /** Ends the frame session. */
  signOut(): Promise<void>
  /** Any frame request (the AUTH connector's provider uses it). */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameReplyPayload<T>>
  /** Shows or hides the frame over the modal (its approval UI, SPEC §2 z-index 999999). */
  setFrameVisible(visible: boolean): Promise<void>
}

export interface EmbeddedWalletDependencies {
  options: EmbeddedWalletOptions | undefined
  projectId: string
  chainId: () => number | string | undefined
  version: string
  debug: boolean
  clock: Clock
  emailGate: EmailLoginGate
  track(unsubscribe: Unsubscribe): Unsubscribe
  warn(message: string, details?: unknown): void
  /** Loads the frame module (a dynamic import: nothing of it is in the page's first load). */
  loadFrameModule?: () => Promise<typeof import('../frame/embedded-frame.js')>
}

/**
 * The kit's embedded-wallet actions. The frame's iframe and the protocol's code arrive on the
 * first action (the user picked email), never when the page loads; one frame per kit, removed by
 * `kit.destroy()`. A failed load is not kept, so trying again loads again.
 *
 * @example
 * const { action } = await kit.embeddedWallet.connectEmail({ email })
 * if (action === 'VERIFY_OTP') await kit.embeddedWallet.connectOtp({ otp })
 */
export function createEmbeddedWallet(deps: EmbeddedWalletDependencies): EmbeddedWalletActions {
  let loading: Promise<EmbeddedFrame> | undefined
  let loaded: EmbeddedFrame | undefined
  let destroyed = false
  deps.track(() => {
    destroyed = true
    // A frame still loading is removed as soon as it arrives (below).
    loaded?.destroy()
  })

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
          ...(chainId !== undefined ? { chainId } : {}),
          ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
          warn: (reason, details) => deps.warn(`wallet frame message dropped: ${reason}`, details),
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

  const request: EmbeddedWalletActions['request'] = async (type, payload, options) =>
    (await frame()).channel.request(type, payload, options)

  return {
    async connectEmail({ email }) {
      deps.emailGate.begin()
      return request('CONNECT_EMAIL', { email })
    },
    async connectDevice() {
      await request('CONNECT_DEVICE', {})
    },
    async connectOtp({ otp }) {
      await request('CONNECT_OTP', { otp })
    },
    updateEmail: ({ email }) => request('UPDATE_EMAIL', { email }),
    async updateEmailPrimaryOtp({ otp }) {
      await request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    updateEmailSecondaryOtp: ({ otp }) => request('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
    async isConnected() {
      return (await request('IS_CONNECTED', {})).isConnected
    },
    async signOut() {
      await request('SIGN_OUT', {})
    },
    request,
    async setFrameVisible(visible) {
      const current = await frame()
      if (visible) current.show()
      else current.hide()
    },
  }
}
