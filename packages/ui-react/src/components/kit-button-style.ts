import type { ThemeMode } from '@portico/core'
import type { CSSProperties } from 'react'

/**
 * Inline styles of the host-page buttons (connect, network): inline so that the server-rendered
 * HTML is styled on first paint without the modal's stylesheet. `--portico-*` variables set by the
 * host page still win; the fallbacks are the theme defaults.
 */
export function kitButtonStyle(mode: ThemeMode, variant: 'accent' | 'surface'): CSSProperties {
  const dark = mode !== 'light'
  const accent = variant === 'accent'
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 40,
    padding: '0 16px',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: `var(--portico-border, ${dark ? '#3a3f4a' : '#d5dae2'})`,
    borderRadius: 'var(--portico-radius-pill, 999px)',
    background: accent
      ? `var(--portico-accent, ${dark ? '#7c9cff' : '#3358d4'})`
      : `var(--portico-bg-2, ${dark ? '#22252c' : '#f1f3f6'})`,
    color: accent
      ? `var(--portico-accent-text, ${dark ? '#0b1020' : '#ffffff'})`
      : `var(--portico-text-1, ${dark ? '#f3f4f6' : '#111318'})`,
    fontFamily: 'var(--portico-font-family, ui-sans-serif, system-ui, sans-serif)',
    fontSize: 15,
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  }
}
