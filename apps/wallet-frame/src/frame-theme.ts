import {
  FrameHandlerError,
  type FrameRequestPayload,
  type FrameThemeVariable,
} from '@portico/core/frame-protocol'

// SYNC_THEME in the frame. The dapp may tint the frame's accents and round its corners, nothing
// more: the card's text and background are the frame's own (frame.css, per light/dark mode), so
// no theme can make the text of an approval unreadable or match it to the background. Values are
// parsed, never passed on as CSS: `var()`, `url()`, keywords and anything else are refused.

type Rgb = readonly [number, number, number]

interface Rgba {
  rgb: Rgb
  alpha: number
}

/** The card backgrounds of frame.css: an accent must stand out against the one in use. */
const cardBackgrounds: Record<'light' | 'dark', Rgb> = {
  dark: [0x14, 0x14, 0x14],
  light: [0xff, 0xff, 0xff],
}

/** WCAG 2 non-text contrast (1.4.11) for buttons and focus rings against the card. */
const MIN_ACCENT_CONTRAST = 3

/**
 * Where each theme variable the protocol lets through (FrameThemeSchema's closed set) goes: a
 * colour for the accents and focus ring, a length for the corners. Typed over that set, so a
 * variable added to the protocol without a place here fails to compile.
 */
const themeTargets: Record<FrameThemeVariable, { kind: 'colour' | 'radius'; css: string }> = {
  '--portico-accent': { kind: 'colour', css: '--frame-accent' },
  '--portico-frame-accent': { kind: 'colour', css: '--frame-accent' },
  '--portico-focus-ring': { kind: 'colour', css: '--frame-focus' },
  '--portico-radius-card': { kind: 'radius', css: '--frame-radius-card' },
  '--portico-radius-control': { kind: 'radius', css: '--frame-radius-control' },
}

const invalid = (message: string) => new FrameHandlerError('INVALID_REQUEST', message)

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`

function channel(text: string, max: number): number | undefined {
  if (!new RegExp(`^${NUMBER}$`).test(text)) return undefined
  const n = Number(text)
  return n >= 0 && n <= max ? n : undefined
}

function alphaOf(text: string | undefined): number | undefined {
  if (text === undefined) return 1
  const percent = text.endsWith('%')
  const n = channel(percent ? text.slice(0, -1) : text, percent ? 100 : 1)
  return n === undefined ? undefined : percent ? n / 100 : n
}

/** `rgb(1 2 3)`, `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)` → channel texts. */
function functionArgs(value: string, names: readonly string[]): string[] | undefined {
  const match = /^([a-z]+)\(([^()]*)\)$/.exec(value)
  if (!match || !names.includes(match[1] as string)) return undefined
  const inner = (match[2] as string).trim()
  if (inner.includes(',')) {
    const parts = inner.split(',').map((part) => part.trim())
    return parts.length === 3 || parts.length === 4 ? parts : undefined
  }
  const [channels = '', alpha, ...more] = inner.split('/')
  const parts = channels.trim().split(/\s+/)
  if (more.length > 0 || parts.length !== 3) return undefined
  return alpha === undefined ? parts : [...parts, alpha.trim()]
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  // CSS Color 4's hsl-to-rgb.
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const a = s * Math.min(l, 1 - l)
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/**
 * A colour of the forms the frame takes: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` with
 * numbers (0-255), `hsl()`/`hsla()` with a hue in degrees and percentages; `undefined` for
 * anything else.
 *
 * @example
 * parseColour('#47a1ff') // { rgb: [71, 161, 255], alpha: 1 }
 * parseColour('var(--x)') // undefined
 */
export function parseColour(raw: string): Rgba | undefined {
  const value = raw.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16)
    return { rgb: [byte(0), byte(1), byte(2)], alpha: full.length === 8 ? byte(3) / 255 : 1 }
  }
  const rgb = functionArgs(value, ['rgb', 'rgba'])
  if (rgb) {
    const [r, g, b] = rgb.slice(0, 3).map((part) => channel(part, 255))
    const alpha = alphaOf(rgb[3])
    if (r === undefined || g === undefined || b === undefined || alpha === undefined)
      return undefined
    return { rgb: [Math.round(r), Math.round(g), Math.round(b)], alpha }
  }
  const hsl = functionArgs(value, ['hsl', 'hsla'])
  if (hsl) {
    const hue = hsl[0]?.replace(/deg$/, '') ?? ''
    const h = new RegExp(`^${NUMBER}$`).test(hue) ? ((Number(hue) % 360) + 360) % 360 : undefined
    const [s, l] = hsl
      .slice(1, 3)
      .map((part) => (part.endsWith('%') ? channel(part.slice(0, -1), 100) : undefined))
    const alpha = alphaOf(hsl[3])
    if (h === undefined || s === undefined || l === undefined || alpha === undefined)
      return undefined
    return { rgb: hslToRgb(h, s / 100, l / 100), alpha }
  }
  return undefined
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** The colour as drawn over `background` (a translucent accent is what it looks like there). */
function over({ rgb, alpha }: Rgba, background: Rgb): Rgb {
  return rgb.map((c, i) => Math.round(c * alpha + (background[i] as number) * (1 - alpha))) as [
    number,
    number,
    number,
  ]
}

const css = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`

/** Corners from 0 to 32 px. */
function parseRadius(raw: string): string | undefined {
  const match = /^(\d{1,2}(?:\.\d+)?)(px)?$/.exec(raw.trim())
  const n = match ? Number(match[1]) : Number.NaN
  return n <= 32 ? `${n}px` : undefined
}

/**
 * Applies SYNC_THEME to the frame's document: the mode picks one of the frame's two fixed
 * palettes; the accent (buttons, links) and focus ring must be colours that stand out against
 * that palette's card background, the text on the accent is chosen by the frame (black or white,
 * whichever reads better); corners take 0-32 px. Anything else is refused with INVALID_REQUEST
 * and nothing of that theme is applied.
 *
 * @example
 * applyFrameTheme(document.documentElement, { themeMode: 'light', themeVariables: { '--portico-accent': '#0a7d32' } })
 */
export function applyFrameTheme(
  root: HTMLElement,
  theme: FrameRequestPayload<'SYNC_THEME'>,
): Record<string, never> {
  const current = root.dataset.theme === 'light' ? 'light' : 'dark'
  const mode = theme.themeMode ?? current
  const background = cardBackgrounds[mode]
  const writes: [string, string][] = []
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    if (value === undefined) continue
    const target = Object.hasOwn(themeTargets, name)
      ? themeTargets[name as FrameThemeVariable]
      : undefined
    if (target?.kind === 'colour') {
      const colour = parseColour(value)
      if (!colour) throw invalid(`${name} takes a colour (#rrggbb, rgb(), hsl())`)
      const drawn = over(colour, background)
      if (contrast(drawn, background) < MIN_ACCENT_CONTRAST) {
        throw invalid(`${name} does not stand out against the card (contrast below 3:1)`)
      }
      writes.push([target.css, css(drawn)])
      if (target.css === '--frame-accent') {
        const onAccent: Rgb =
          contrast(drawn, [0, 0, 0]) >= contrast(drawn, [255, 255, 255])
            ? [0, 0, 0]
            : [255, 255, 255]
        writes.push(['--frame-accent-text', css(onAccent)])
      }
    } else if (target?.kind === 'radius') {
      const radius = parseRadius(value)
      if (!radius) throw invalid(`${name} takes a length from 0 to 32px`)
      writes.push([target.css, radius])
    } else {
      // The protocol's schema refuses other names first; a direct call is held to the same set.
      throw invalid(`${name} is not a theme variable of the wallet frame`)
    }
  }
  if (mode !== current) {
    // Accents were checked against the other card background: they are not kept.
    for (const name of ['--frame-accent', '--frame-accent-text', '--frame-focus'])
      root.style.removeProperty(name)
  }
  if (theme.themeMode) {
    root.dataset.theme = theme.themeMode
    root.style.colorScheme = theme.themeMode
  }
  for (const [name, value] of writes) root.style.setProperty(name, value)
  return {}
}
