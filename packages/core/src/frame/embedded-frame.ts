import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import { type Clock, systemClock } from '../lifecycle/clock.js'
import {
  createFrameChannel,
  FRAME_TIMEOUT_MS,
  type FrameChannel,
  type FrameDropReason,
} from './frame-channel.js'
import { connectToFrame } from './frame-handshake.js'
import type { FrameEventPayload, FrameEventType } from './frame-messages.js'
import { createFrameSync, type FrameSyncSource } from './frame-sync.js'

/** SPEC §2: the embedded-wallet iframe sits at z-index 999999 when shown. */
export const EMBEDDED_FRAME_Z_INDEX = '999999'

export interface EmbeddedFrameOptions {
  /** Where the wallet frame is hosted (its own origin), e.g. `https://wallet.example.com/`. */
  frameUrl: string
  projectId: string
  /** SPEC §7: the frame's query parameters. */
  chainId?: number | string
  version: string
  enableLogger?: boolean
  /** SPEC §9: 30000 ms unless configured (the handshake and the frame's steps). */
  timeoutMs?: number
  clock?: Clock
  /** The page's document and window (tests and SSR never reach here: it loads on first use). */
  document?: Document
  warn?: (reason: FrameDropReason, details?: unknown) => void
  onEvent?: <T extends FrameEventType>(type: T, payload: FrameEventPayload<T>) => void
  /**
   * What the frame's cards show of the app: sent as SYNC_DAPP_DATA and SYNC_THEME as soon as the
   * frame is connected (and again after a reload), before any other request.
   */
  sync?: FrameSyncSource
  /** Told when the frame refused a sync (debug logging). */
  warnSync?: (message: string, details?: unknown) => void
}

export interface EmbeddedFrame {
  /** The channel to the frame (a new one after {@link EmbeddedFrame.reload}). */
  readonly channel: FrameChannel
  frameOrigin: string
  /** Sends the app's theme again if it changed (SYNC_THEME); nothing without `sync`. */
  syncTheme(): void
  /**
   * SPEC §7 reload: the frame's page loads again (RELOAD), and the kit connects to the new page
   * on the same iframe (the handshake again, then the syncs). Requests still waiting on the old
   * page reject "Request was aborted". Rejects "Unable to load email login dependency" if the new
   * page does not answer in time.
   */
  reload(): Promise<void>
  /** Shows the frame over the modal so the user approves inside the frame's origin. */
  show(): void
  hide(): void
  /** Closes the channel and removes the iframe. */
  destroy(): void
}

/**
 * Adds the wallet frame's iframe (hidden), runs the handshake with it and opens the channel.
 * Called when the user picks email, never at page load. Gives "Unable to load email login
 * dependency" when the URL is not an http(s) URL, the iframe fails to load, or the frame does not
 * answer in time.
 *
 * @example
 * const frame = await loadEmbeddedFrame({ frameUrl, projectId, version: '1.0.0' })
 * const { email } = await frame.channel.request('EMAIL_LOGIN', {}, { timeoutMs: null })
 */
export async function loadEmbeddedFrame(options: EmbeddedFrameOptions): Promise<EmbeddedFrame> {
  const doc = options.document ?? globalThis.document
  const view = doc?.defaultView
  if (!doc || !view) throw new EmailLoginDependencyError({ details: 'no document' })
  let url: URL
  try {
    url = new URL(options.frameUrl)
  } catch (cause) {
    throw new EmailLoginDependencyError({ cause, details: 'embeddedWallet.frameUrl is not a URL' })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new EmailLoginDependencyError({ details: 'embeddedWallet.frameUrl must be http(s)' })
  }
  url.searchParams.set('projectId', options.projectId)
  if (options.chainId !== undefined) url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version)
  url.searchParams.set('enableLogger', options.enableLogger ? 'true' : 'false')
  // The frame says hello to this origin only (and checks it against its ancestors).
  url.searchParams.set('origin', view.location.origin)

  const iframe = doc.createElement('iframe')
  iframe.title = 'Wallet'
  iframe.src = url.href
  // The frame keeps its own origin (its storage holds the device share) but may not navigate the
  // dapp's page or open pop-ups without the user. Downloads: the recovery file is saved from the
  // frame's origin; the passkey that may protect it is made there too (permission policy).
  iframe.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads',
  )
  iframe.setAttribute('allow', 'publickey-credentials-create; publickey-credentials-get')
  iframe.setAttribute('referrerpolicy', 'origin')
  iframe.setAttribute('data-portico-frame', '')
  iframe.setAttribute('popover', 'manual')
  Object.assign(iframe.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    border: '0',
    display: 'none',
    zIndex: EMBEDDED_FRAME_Z_INDEX,
    colorScheme: 'normal',
    background: 'transparent',
    // A popover's UA margin, padding and size would shrink it: it covers the viewport.
    margin: '0',
    padding: '0',
    maxWidth: 'none',
    maxHeight: 'none',
  })
  const timeoutMs = options.timeoutMs ?? FRAME_TIMEOUT_MS
  const clock = options.clock ?? systemClock
  const failed = new AbortController()
  iframe.addEventListener('error', () => failed.abort(), { once: true })
  doc.body.append(iframe)
  const frameWindow = iframe.contentWindow
  if (!frameWindow) {
    iframe.remove()
    throw new EmailLoginDependencyError({ details: 'the iframe has no window' })
  }
  try {
    // `message` listeners are attached before the frame's script can run (it loads after this
    // task), so its hello cannot be missed.
    const { port } = await connectToFrame({
      hostWindow: view,
      frameWindow,
      frameOrigin: url.origin,
      clock,
      timeoutMs,
      signal: failed.signal,
    })
    const openChannel = (port: MessagePort) =>
      createFrameChannel({
        port,
        clock,
        timeoutMs,
        ...(options.warn ? { warn: options.warn } : {}),
        ...(options.onEvent ? { onEvent: options.onEvent } : {}),
      })
    let channel = openChannel(port)
    const sync = options.sync
      ? createFrameSync(() => channel, options.sync, options.warnSync ?? (() => {}))
      : undefined
    sync?.all()
    return {
      get channel() {
        return channel
      },
      frameOrigin: url.origin,
      syncTheme() {
        sync?.theme()
      },
      async reload() {
        // Listening for the new page's hello starts before the old page is asked to go.
        const stop = new AbortController()
        const onFailed = () => stop.abort()
        failed.signal.addEventListener('abort', onFailed, { once: true })
        const next = connectToFrame({
          hostWindow: view,
          frameWindow,
          frameOrigin: url.origin,
          clock,
          timeoutMs,
          signal: stop.signal,
        })
        next.catch(() => undefined)
        try {
          await channel.request('RELOAD', {})
          channel.close()
          channel = openChannel((await next).port)
        } catch (error) {
          stop.abort()
          throw error
        } finally {
          failed.signal.removeEventListener('abort', onFailed)
        }
        sync?.all()
      },
      show() {
        iframe.style.display = 'block'
        // The top layer (a manual popover) puts the frame above the modal whatever the page's or
        // the modal's z-index (a dialog stacked higher than 999999 would cover the Approve
        // button); where popovers are missing, z-index 999999 alone.
        if (typeof iframe.showPopover === 'function' && !iframe.matches(':popover-open')) {
          iframe.showPopover()
        }
      },
      hide() {
        if (typeof iframe.hidePopover === 'function' && iframe.matches(':popover-open')) {
          iframe.hidePopover()
        }
        iframe.style.display = 'none'
      },
      destroy() {
        channel.close()
        failed.abort()
        iframe.remove()
      },
    }
  } catch (error) {
    iframe.remove()
    throw error
  }
}
