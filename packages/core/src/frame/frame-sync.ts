import * as v from 'valibot'
import { SDK_TYPE } from '../lifecycle/sdk-version.js'
import type { Metadata, ThemeMode, ThemeVariables } from '../types/ui.js'
import type { FrameChannel } from './frame-channel.js'
import type { FrameRequestPayload } from './frame-messages.js'
import { FRAME_THEME_VARIABLES, type FrameThemeVariable, FrameUrlSchema } from './frame-schemas.js'

/** What the kit tells the frame about the app (SYNC_DAPP_DATA) and its theme (SYNC_THEME). */
export interface FrameSyncSource {
  /** SPEC §3 dapp metadata, the project id and the kit's version. */
  dappData(): { metadata?: Metadata | undefined; projectId: string; sdkVersion: string }
  /** SPEC §2 theme mode and the app's theme variables (bare token names or `--portico-*`). */
  theme(): { themeMode: ThemeMode; themeVariables: ThemeVariables }
}

const frameThemeNames: ReadonlySet<string> = new Set(FRAME_THEME_VARIABLES)

/**
 * The app's theme as the frame takes it: the mode, and of the variables only the frame's closed
 * set (its accents and corners; the modal's other tokens are not the frame's to follow). The
 * frame parses the values itself and refuses what does not stand out against its card.
 *
 * @example
 * frameThemePayload('light', { accent: '#0a7d32', 'bg-1': '#000' })
 * // { themeMode: 'light', themeVariables: { '--portico-accent': '#0a7d32' } }
 */
export function frameThemePayload(
  themeMode: ThemeMode,
  variables: ThemeVariables,
): FrameRequestPayload<'SYNC_THEME'> {
  const themeVariables: Partial<Record<FrameThemeVariable, string>> = {}
  for (const [key, raw] of Object.entries(variables)) {
    if (raw === undefined) continue
    const name = key.startsWith('--') ? key : `--portico-${key}`
    const value = String(raw)
    if (frameThemeNames.has(name) && value.length <= 64)
      themeVariables[name as FrameThemeVariable] = value
  }
  return Object.keys(themeVariables).length > 0 ? { themeMode, themeVariables } : { themeMode }
}

const cut = (text: string, max: number) => text.slice(0, max)

/**
 * SYNC_DAPP_DATA from the app's options: what the protocol's schema takes of the metadata (a URL
 * or an icon that is not an absolute http(s) URL is left out, long texts are cut), so an app's
 * loose metadata never makes the message fail.
 */
export function frameDappDataPayload(
  data: ReturnType<FrameSyncSource['dappData']>,
): FrameRequestPayload<'SYNC_DAPP_DATA'> {
  const { metadata } = data
  const isUrl = (value: unknown): value is string => v.is(FrameUrlSchema, value)
  return {
    projectId: cut(data.projectId, 128),
    sdkVersion: cut(data.sdkVersion, 64),
    sdkType: SDK_TYPE,
    ...(metadata
      ? {
          metadata: {
            name: cut(String(metadata.name ?? ''), 128),
            ...(metadata.description ? { description: cut(metadata.description, 512) } : {}),
            ...(isUrl(metadata.url) ? { url: metadata.url } : {}),
            icons: (Array.isArray(metadata.icons) ? metadata.icons : []).filter(isUrl).slice(0, 8),
          },
        }
      : {}),
  }
}

export interface FrameSync {
  /** Sends the dapp data and the theme (a new frame, or one that reloaded). */
  all(): void
  /** Sends the theme if it changed since the last one sent. */
  theme(): void
}

/**
 * Keeps a frame told what the app is and how it looks. Messages are sent in order on the port and
 * the frame handles them as they come, so a request sent after them finds them applied; nothing
 * waits for their answers. A theme the frame refuses (an accent that would not stand out against
 * its card) is sent again as its mode alone, so the cards still follow light or dark.
 */
export function createFrameSync(
  channel: () => FrameChannel,
  source: FrameSyncSource,
  warn: (message: string, details?: unknown) => void,
): FrameSync {
  let lastTheme: string | undefined
  const theme = () => {
    const { themeMode, themeVariables } = source.theme()
    const payload = frameThemePayload(themeMode, themeVariables)
    const key = JSON.stringify(payload)
    if (key === lastTheme) return
    lastTheme = key
    channel()
      .request('SYNC_THEME', payload)
      .catch((error: unknown) => {
        warn('the wallet frame refused the theme', error)
        if (!payload.themeVariables || lastTheme !== key) return
        channel()
          .request('SYNC_THEME', { themeMode })
          .catch((again: unknown) => warn('the wallet frame refused the theme mode', again))
      })
  }
  return {
    all() {
      lastTheme = undefined
      channel()
        .request('SYNC_DAPP_DATA', frameDappDataPayload(source.dappData()))
        .catch((error: unknown) => warn('the wallet frame refused the dapp data', error))
      theme()
    },
    theme,
  }
}
