import type { ThemeMode, ThemeVariables } from '@portico/core'

/**
 * The documented theme token set. Each token becomes the CSS custom property `--portico-<token>`
 * on the modal and the buttons; hosts override any of them with `themeVariables`
 * (`{ accent: '#ff0066' }` or `{ '--portico-accent': '#ff0066' }`).
 *
 * | token | what it paints |
 * |---|---|
 * | accent | primary buttons, links, focus ring base, selected tab |
 * | accent-text | text and icons on the accent colour |
 * | bg-1 | the dialog card |
 * | bg-2 | raised surfaces: list rows, inputs, tabs |
 * | bg-3 | hovered rows and pressed controls |
 * | text-1 | primary text |
 * | text-2 | secondary text (labels, descriptions) |
 * | text-3 | tertiary text (hints, placeholders) |
 * | border | hairlines and input borders |
 * | focus-ring | the keyboard focus outline |
 * | error | error text and error toasts |
 * | success | success text and success toasts |
 * | warning | warnings (insufficient gas, ...) |
 * | radius-card | the dialog card corners |
 * | radius-control | buttons, rows and inputs corners |
 * | radius-pill | pills (the connect button, tags) |
 * | font-family | all text |
 * | font-size | body text |
 * | font-size-small | small print, tags |
 * | font-size-title | the header title |
 * | z-index | the overlay and dialog stack level |
 * | overlay | the backdrop behind the dialog |
 * | qr-color | QR code modules |
 * | qr-background | QR code background |
 * | shadow | the dialog card shadow |
 * | modal-width | the dialog width (SPEC §2: 360px) |
 */
export const THEME_TOKENS = [
  'accent',
  'accent-text',
  'bg-1',
  'bg-2',
  'bg-3',
  'text-1',
  'text-2',
  'text-3',
  'border',
  'focus-ring',
  'error',
  'success',
  'warning',
  'radius-card',
  'radius-control',
  'radius-pill',
  'font-family',
  'font-size',
  'font-size-small',
  'font-size-title',
  'z-index',
  'overlay',
  'qr-color',
  'qr-background',
  'shadow',
  'modal-width',
] as const

export type ThemeToken = (typeof THEME_TOKENS)[number]
export type ThemeTokens = Record<ThemeToken, string>

const shared = {
  'radius-card': '20px',
  'radius-control': '12px',
  'radius-pill': '999px',
  'font-family':
    'ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif',
  'font-size': '15px',
  'font-size-small': '13px',
  'font-size-title': '16px',
  'z-index': '2147483000',
  'modal-width': '360px',
} satisfies Partial<ThemeTokens>

/** Dark theme (the default, SPEC §2). Colours chosen for WCAG AA contrast on bg-1 and bg-2. */
export const darkTheme: ThemeTokens = {
  ...shared,
  accent: '#7c9cff',
  'accent-text': '#0b1020',
  'bg-1': '#15171c',
  'bg-2': '#22252c',
  'bg-3': '#2e323b',
  'text-1': '#f3f4f6',
  'text-2': '#b9bec9',
  'text-3': '#9aa0ac',
  border: '#3a3f4a',
  'focus-ring': '#a9bcff',
  error: '#ff8a8a',
  success: '#6ee7a8',
  warning: '#f5c266',
  overlay: 'rgba(5, 6, 10, 0.66)',
  'qr-color': '#0b0d12',
  'qr-background': '#ffffff',
  shadow: '0 16px 48px rgba(0, 0, 0, 0.5)',
}

/** Light theme. */
export const lightTheme: ThemeTokens = {
  ...shared,
  accent: '#3358d4',
  'accent-text': '#ffffff',
  'bg-1': '#ffffff',
  'bg-2': '#f1f3f6',
  'bg-3': '#e3e7ee',
  'text-1': '#111318',
  'text-2': '#454b57',
  'text-3': '#5c6370',
  border: '#d5dae2',
  'focus-ring': '#2746b0',
  error: '#b42318',
  success: '#08754a',
  warning: '#8a5a00',
  overlay: 'rgba(15, 18, 26, 0.45)',
  'qr-color': '#0b0d12',
  'qr-background': '#ffffff',
  shadow: '0 16px 48px rgba(15, 18, 26, 0.18)',
}

/** The token map of a theme mode. */
export function themeTokens(mode: ThemeMode): ThemeTokens {
  return mode === 'light' ? lightTheme : darkTheme
}

// A value may not close the declaration or the rule, nor open markup.
const UNSAFE_CSS_VALUE = /[;{}<>\\]|\/\*/

/**
 * The host's theme variables as a React style object of `--portico-*` custom properties.
 * Keys may be given bare (`accent`) or full (`--portico-accent`); values that could escape a
 * declaration are dropped.
 */
export function themeVariablesStyle(variables: ThemeVariables | undefined): Record<string, string> {
  const style: Record<string, string> = {}
  if (!variables) return style
  for (const [key, raw] of Object.entries(variables)) {
    if (raw === undefined) continue
    const value = String(raw)
    if (UNSAFE_CSS_VALUE.test(value)) continue
    const name = key.startsWith('--') ? key : `--portico-${key}`
    if (!/^--portico-[a-z0-9-]+$/.test(name)) continue
    style[name] = value
  }
  return style
}

/** CSS declarations `--portico-x: v;` for one theme. */
export function themeDeclarations(tokens: ThemeTokens): string {
  return THEME_TOKENS.map((token) => `--portico-${token}:${tokens[token]};`).join('')
}
